// The services the council offers are the guides in its content (issue 48, decision 0130):
// with the example seed every service the site knows is offered; with a seed that drops ATA
// carnets and arbitration (their columns, guides, FAQ categories, forms and the links to them,
// as editors would), no page of the site map (PC or phone), no FAQ filter, search answer,
// fairs page, 404, 429 or 503 page links them, and their paths answer 404.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSeedDocument } from '../../content/seed.ts';
import { SERVICES, type ServiceCode } from '../../app/domain/services.ts';
import { withoutServices } from '../fixtures/without-services.ts';
import { restore } from './helpers/publish.ts';
import { get } from './helpers/request.ts';
import { toMobilePath } from '../../app/lib/links.ts';
import { inSameVariant } from '../../app/lib/variant.ts';
import { OFFERED } from './helpers/council.ts';

const seed = loadSeedDocument(import.meta.glob('../../content/seed/*.json', { eager: true, import: 'default' }));

const FAQ_PATH = '/service/commercial/components/problem';
/** The phone page of a site path, in its variant (/zh-hant/x → /zh-hant/m/x). */
const mobileOf = (path: string) => inSameVariant(path, toMobilePath);

/**
 * The site paths the page at `base` links (a relative link such as `?service=` resolved),
 * in desktop form (the phone's /m prefix taken off), with their queries.
 */
function linksOf(html: string, base = '/'): string[] {
  const site = 'http://site.test';
  return [...html.matchAll(/href="([^"]*)"/g)]
    .map((m) => new URL(m[1]!.replace(/&amp;/g, '&'), site + base))
    .filter((url) => url.origin === site)
    .map((url) => url.pathname.replace(/^\/m(?=\/|$)/, '') + url.search + url.hash)
    .map((link) => (link.startsWith('/') ? link : `/${link}`));
}

/** Whether `link` leads to the guide at `path` (any fragment or query). */
const leadsTo = (link: string, path: string) => link === path || link.startsWith(`${path}#`) || link.startsWith(`${path}?`);

/** The pages the site map page links (without query or fragment), itself included. */
async function siteMapPages(): Promise<string[]> {
  const res = await get('/sitemap');
  expect(res.status).toBe(200);
  const pages = linksOf(await res.text(), '/sitemap').map((l) => l.replace(/[#?].*$/, ''));
  // Pages, not the stylesheet, scripts, files, feeds or the device switch the page also names.
  const notPage = /^\/(?:@|api\/|feeds\/|files\/|device\/)/;
  return [...new Set(['/sitemap', ...pages])].filter((p) => !/\.\w+$/.test(p) && !notPage.test(p));
}

/** The service codes of the best bets site search answers for `keyword`. */
async function bestBets(keyword: string): Promise<(string | null)[]> {
  const res = await get(`/api/cn/search?keyword=${encodeURIComponent(keyword)}`);
  expect(res.status).toBe(200);
  const { rows } = (await res.json()) as { rows: { serviceCode: string | null; bestBet: boolean }[] };
  return rows.filter((r) => r.bestBet).map((r) => r.serviceCode);
}

async function html(path: string, status = 200): Promise<string> {
  const res = await get(path);
  expect(res.status, path).toBe(status);
  return res.text();
}

describe('with the configured seed', { timeout: 60_000 }, () => {
  it('each service it offers (all the site knows, with the example seed) answers on PC and phone, and the 429 page links each', async () => {
    for (const service of OFFERED) {
      expect((await get(service.path)).status, service.path).toBe(200);
      expect((await get(mobileOf(service.path))).status, service.path).toBe(200);
    }
    const limited = linksOf(await html('/__limited/429', 429));
    for (const service of OFFERED) expect(limited, service.code).toContain(service.path);
  });

  it('the FAQ page filters by every certification service it offers', async () => {
    const page = await html(FAQ_PATH);
    for (const service of OFFERED.filter((s) => s.certification)) {
      expect(page, service.code).toContain(`<option value="${service.code}">${service.name}</option>`);
      expect(linksOf(page, FAQ_PATH), service.code).toContain(`${FAQ_PATH}?service=${service.code}`);
    }
  });
});

describe('without ATA carnets and arbitration', { timeout: 240_000 }, () => {
  const removed: readonly ServiceCode[] = ['ata', 'arbitration'];
  const gone = SERVICES.filter((s) => removed.includes(s.code));
  const kept = OFFERED.filter((s) => !removed.includes(s.code));

  beforeAll(() => restore(withoutServices(seed, removed)));
  afterAll(() => restore(seed));

  /** The links of `page` that lead to a removed service's guide or its FAQ filter. */
  const toRemoved = (page: string, base?: string) =>
    linksOf(page, base).filter((l) => gone.some((s) => leadsTo(l, s.path) || l.includes(`service=${s.code}`)));

  it('their guides answer 404 on PC and phone; the others still answer', async () => {
    for (const service of gone) {
      await html(service.path, 404);
      await html(mobileOf(service.path), 404);
    }
    for (const service of kept) await html(service.path);
    // Nor is their FAQ filter a page.
    await html(`${FAQ_PATH}?service=ata`, 404);
  });

  it('no page of the site map links them, on PC or on the phone', async () => {
    const pages = await siteMapPages();
    expect(pages.length).toBeGreaterThan(20);
    for (const service of gone) expect(pages).not.toContain(service.path);
    for (const path of pages) {
      for (const device of [path, mobileOf(path)]) {
        const res = await get(device);
        expect(res.status, device).toBe(200);
        expect(toRemoved(await res.text(), device), device).toEqual([]);
      }
    }
  });

  it('the FAQ page filters only by the services offered', async () => {
    const page = await html(FAQ_PATH);
    expect(toRemoved(page, FAQ_PATH)).toEqual([]);
    for (const service of gone) expect(page).not.toContain(`value="${service.code}"`);
    for (const service of kept.filter((s) => s.certification)) expect(page).toContain(`value="${service.code}"`);
    expect(page).not.toContain('ATA单证册的常见问题');
  });

  it('search offers no best bet for them and links neither guide; an offered one is still the best bet for its name', async () => {
    for (const service of gone) {
      expect(await bestBets(service.name), service.code).toEqual([]);
      const page = await html(`/search?q=${encodeURIComponent(service.name)}`);
      expect(toRemoved(page, '/search'), service.code).toEqual([]);
    }
    for (const service of kept) expect(await bestBets(service.name), service.code).toEqual([service.code]);
  });

  it('the fairs page, the 404 page and the 429 and 503 pages link only the services offered', async () => {
    for (const [path, status] of [
      ['/service/exhibition', 200],
      ['/service/commercial/atta', 404],
      ['/service/arbitratio', 404],
      ['/__limited/429', 429],
      ['/__limited/503', 503],
    ] as const) {
      for (const device of [path, mobileOf(path)]) {
        const page = await html(device, status);
        expect(toRemoved(page, device), device).toEqual([]);
        if (status === 429 || status === 503) {
          for (const service of kept) expect(linksOf(page), `${device} ${service.code}`).toContain(service.path);
        }
      }
    }
  });
});
