// The 繁體 view (issue 45, decisions 0117 and 0118): every page type under /zh-hant (PC) and
// /zh-hant/m (phone) says lang="zh-Hant", names both variants with hreflang, is its own
// canonical page, and its text is the simplified page's converted: converting it again
// changes nothing.

import { describe, expect, it } from 'vitest';
import { toTraditional } from '../../app/hant/convert.ts';
import { HANT_PREFIX } from '../../app/constants.ts';
import { PAGES } from '../../app/routes.ts';
import { toMobilePath } from '../../app/lib/links.ts';
import { toHantPath } from '../../app/lib/variant.ts';
import { pageType } from '../../worker/lib/page-type.ts';
import { get, text } from './helpers/request.ts';

const ORIGIN = 'http://site.test';

/** One of each page type (PC, simplified); the test below holds the list to the route table. */
const PAGE_TYPES = [
  '/',
  '/importantNews?page=2',
  '/detail/1001',
  '/detail/120?type=activity',
  '/aboutUs/speech',
  '/service/commercial',
  '/service/commercial/ata',
  '/service/export-journey',
  '/service/commercial/components/problem',
  '/service/exhibition',
  '/service/trade/activity',
  '/service/coic',
  '/search?q=单证册',
  '/sitemap',
  '/contact',
  '/accessibility',
  '/no-such-page',
];

/** Path and query, the query in the spelling the page writes (URLSearchParams'). */
const split = (path: string) => {
  const i = path.indexOf('?');
  return i === -1 ? [path, ''] : [path.slice(0, i), `?${new URLSearchParams(path.slice(i))}`];
};
/** The 繁體 twin of a simplified path, query kept. */
const hantOf = (path: string) => {
  const [pathname, query] = split(path);
  return toHantPath(pathname!) + query;
};
const mobileOf = (path: string) => {
  const [pathname, query] = split(path);
  return toMobilePath(pathname!) + query;
};
const href = (url: string) => url.replace(/&/g, '&amp;');

/** What a reader reads: the text outside scripts and styles, and the attributes people read. */
function readable(html: string): string {
  const body = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>|<style\b[^>]*>[\s\S]*?<\/style>/g, '');
  const attributes = [...body.matchAll(/\s(?:title|alt|placeholder|aria-label|content)="([^"]*)"/g)].map((m) => m[1]);
  return [text(body), ...attributes].join('\n');
}

async function page(path: string): Promise<string> {
  const res = await get(path, { headers: { Accept: 'text/html' } });
  expect([200, 404], `${path}: ${res.status}`).toContain(res.status);
  return res.text();
}

describe('the 繁體 view', () => {
  it('the list covers every page type of the route table', () => {
    const types = new Set(PAGE_TYPES.map((p) => pageType(split(p)[0]!)));
    for (const def of PAGES)
      expect(types, def.id).toContain(
        pageType(def.path === '*' ? '/no-such-page' : def.path.replace(':columnId', '1').replace(':id', '1001')),
      );
  });

  for (const device of ['pc', 'mobile'] as const) {
    it.each(PAGE_TYPES)(
      `%s (${device}): zh-Hant, hreflang both ways, its own canonical, converted once`,
      { timeout: 30_000 },
      async (pcPath) => {
        const hans = device === 'pc' ? pcPath : mobileOf(pcPath);
        const hant = hantOf(hans);
        expect(hant.startsWith(HANT_PREFIX)).toBe(true);
        const [s, t] = [await page(hans), await page(hant)];

        expect(s).toContain('<html lang="zh-CN"');
        expect(t).toContain('<html lang="zh-Hant"');
        // Both variants name both, and each is its own canonical page (the PC one).
        if (!/no-such-page/.test(pcPath)) {
          const [pathname, query] = split(pcPath);
          const pcHans = `${ORIGIN}${pathname}${query}`;
          const pcHant = `${ORIGIN}${hantOf(pcPath)}`;
          for (const html of [s, t]) {
            expect(html).toContain(`<link rel="alternate" hrefLang="zh-Hans" href="${href(pcHans)}"/>`);
            expect(html).toContain(`<link rel="alternate" hrefLang="zh-Hant" href="${href(pcHant)}"/>`);
          }
          expect(s).toContain(`<link rel="canonical" href="${href(pcHans)}"/>`);
          expect(t).toContain(`<link rel="canonical" href="${href(pcHant)}"/>`);
        }

        // The text is the simplified page's, converted; converting it again changes nothing.
        const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
        expect(title(t)).toBe(toTraditional(title(s)));
        expect(title(t)).not.toBe(title(s));
        const read = readable(t);
        const again = toTraditional(read);
        if (again !== read) {
          const at = [...read].findIndex((ch, i) => ch !== [...again][i]);
          expect.fail(`converting again changes "${[...read].slice(at - 10, at + 10).join('')}"`);
        }
        // Links stay in the variant: every routed link of the 繁體 page is under its prefix (or
        // relative to the page: ?q=…).
        const routed = [...t.matchAll(/<a [^>]*data-route=""[^>]*href="([^"]*)"|<a [^>]*href="([^"]*)"[^>]*data-route=""/g)].map(
          (m) => m[1] ?? m[2]!,
        );
        expect(routed.length).toBeGreaterThan(0);
        for (const link of routed) expect(link, link).toMatch(/^(\/zh-hant(\/|\?|#|$)|\?|#)/);
      },
    );
  }

  it('a 繁體 path is canonicalised and sent to its device like a simplified one', async () => {
    const slash = await get(`${HANT_PREFIX}/detail/01001/`, { redirect: 'manual' });
    expect(slash.status).toBe(301);
    expect(slash.headers.get('Location')).toBe(`${HANT_PREFIX}/detail/1001`);
    const phone = await get(`${HANT_PREFIX}/detail/1001`, {
      redirect: 'manual',
      headers: { Accept: 'text/html', 'Sec-CH-UA-Mobile': '?1' },
    });
    expect(phone.status).toBe(302);
    expect(phone.headers.get('Location')).toBe(`${HANT_PREFIX}/m/detail/1001`);
  });
});
