// `npm run start:platform` as visitors and crawlers meet it (issue 49): every page of each
// council's site map, PC and phone, carries its own name, its own numbers and canonical URLs
// on its own host, and none of the other council's name, short name, city or numbers; its
// manifest is its own; a hostname no council has gets the plain 404. In Chromium, each
// council's page hydrates with its own identity and colours. Values come from the identity
// folders (sites/<name>/site.json) and each council's seed (scripts/lib/platform.ts), not literals.

import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import type { SiteIdentity } from '../../app/site-identity-type.ts';
import { LOCAL_PLATFORM } from '../../scripts/lib/platform.ts';

interface Fact {
  name: string;
  kind: string;
  value: string;
}

const port = process.env.E2E_PORT ?? '8789';

const councils = LOCAL_PLATFORM.map((site) => ({
  site: site.site,
  host: `${site.hosts[0]}:${port}`,
  identity: JSON.parse(fs.readFileSync(path.join('sites', site.site, 'site.json'), 'utf8')) as SiteIdentity,
  facts: (JSON.parse(fs.readFileSync(path.join(site.seed, 'facts.json'), 'utf8')) as { facts: Fact[] }).facts,
}));
type Council = (typeof councils)[number];

const other = (council: Council) => councils.find((c) => c !== council)!;
/** The numbers only one council has (12345 and the like are everybody's). */
const ownPhones = (council: Council) => {
  const theirs = new Set(other(council).facts.map((f) => f.value));
  return council.facts.filter((f) => f.kind === 'phone' && !theirs.has(f.value)).map((f) => f.value);
};

async function fetchAs(request: APIRequestContext, council: Council | string, pathAndQuery: string) {
  const host = typeof council === 'string' ? council : council.host;
  return request.get(pathAndQuery, { headers: { Host: host }, maxRedirects: 0 });
}

/** Every page the council's site map lists (its index and files), as paths. */
async function sitemapPaths(request: APIRequestContext, council: Council): Promise<string[]> {
  const locs = async (p: string) => {
    const res = await fetchAs(request, council, p);
    expect(res.status(), p).toBe(200);
    return [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
  };
  const paths: string[] = [];
  for (const loc of await locs('/sitemap.xml')) {
    const url = new URL(loc);
    expect(url.host, loc).toBe(council.host);
    if (url.pathname.endsWith('.xml')) {
      for (const page of await locs(url.pathname + url.search)) {
        expect(new URL(page).host, page).toBe(council.host);
        paths.push(new URL(page).pathname + new URL(page).search);
      }
    } else paths.push(url.pathname + url.search);
  }
  return [...new Set(paths)];
}

for (const council of councils) {
  test(`every page of ${council.site}'s site map, PC and phone, is its own`, async ({ request }) => {
    const them = other(council);
    const paths = await sitemapPaths(request, council);
    // The site map lists both versions (PC, and phone under /m).
    expect(paths.filter((p) => p === '/m' || p.startsWith('/m/')).length).toBeGreaterThan(5);
    expect(paths.filter((p) => p !== '/m' && !p.startsWith('/m/')).length).toBeGreaterThan(5);
    const foreign = [them.identity.name, them.identity.shortName, them.identity.city, ...ownPhones(them)];
    let checked = 0;
    for (const p of paths) {
      const res = await fetchAs(request, council, p);
      expect(res.status(), p).toBe(200);
      const html = await res.text();
      expect(html, p).toContain(`${council.identity.shortName}</title>`);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      if (canonical) expect(new URL(canonical).host, `${p}: canonical ${canonical}`).toBe(council.host);
      for (const word of foreign) expect(html.includes(word), `${p} names ${word}`).toBe(false);
      checked++;
    }
    console.log(`${council.site}: ${checked} pages`);
    for (const home of ['/', '/m']) {
      const html = await (await fetchAs(request, council, home)).text();
      const switchboard = council.facts.find((f) => f.name === 'phone.switchboard')!.value;
      expect(html, home).toContain(switchboard);
      expect(html, home).toContain(council.identity.name);
    }
  });

  test(`${council.site}'s search, 404 and news feed are its own`, async ({ request }) => {
    const them = other(council);
    const foreign = [them.identity.name, them.identity.shortName, them.identity.city, ...ownPhones(them)];
    // A word both councils' content has (the certificate of origin guide is in both), a page no
    // council has, and the news column's feed (贸促要闻, a column of both).
    const answers: Array<[string, number]> = [
      [`/search?q=${encodeURIComponent('原产地')}`, 200],
      [`/m/search?q=${encodeURIComponent('原产地')}`, 200],
      ['/detail/987654321', 404],
      ['/m/detail/987654321', 404],
      ['/feeds/YW.xml', 200],
    ];
    for (const [p, status] of answers) {
      const res = await fetchAs(request, council, p);
      expect(res.status(), p).toBe(status);
      const body = await res.text();
      expect(body, p).toContain(council.identity.shortName);
      for (const word of foreign) expect(body.includes(word), `${p} names ${word}`).toBe(false);
      for (const m of body.matchAll(/https?:\/\/[a-z0-9.-]+\.localhost:\d+/g)) expect(m[0], p).toBe(`http://${council.host}`);
    }
  });

  test(`${council.site}'s manifest, favicon and feeds are its own`, async ({ request }) => {
    const manifest = await (await fetchAs(request, council, '/manifest.webmanifest')).json();
    expect(manifest.name).toBe(council.identity.app.name);
    const icon = await fetchAs(request, council, '/icons/icon.svg');
    expect(await icon.text()).toBe(fs.readFileSync(path.join('sites', council.site, 'icons', 'icon.svg'), 'utf8'));
    const favicon = await fetchAs(request, council, '/favicon.ico');
    expect(Buffer.from(await favicon.body()).equals(fs.readFileSync(path.join('sites', council.site, 'icons', 'favicon.ico')))).toBe(true);
    const feed = await (await fetchAs(request, council, '/feeds/activities.ics')).text();
    expect(feed).toContain(`PRODID:${council.identity.calendar.prodid}`);
  });

  test(`${council.site}'s page hydrates in Chromium with its own emblem and colours`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    // Chromium resolves *.localhost to this machine itself.
    await page.goto(`http://${council.host}/importantNews`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('.brand__name').first()).toHaveText(council.identity.name);
    // What the browser's build does not hold for another council than the build's: its subtitle and emblem.
    await expect(page.locator('.brand__subtitle').first()).toHaveText(council.identity.subtitle);
    const emblem = fs.readFileSync(path.join('sites', council.site, 'emblem.svg'), 'utf8');
    const viewBox = /viewBox="([^"]+)"/.exec(emblem)![1]!;
    await expect(page.locator('svg.emblem').first()).toHaveAttribute('viewBox', viewBox);
    const fill = /fill="(#[0-9a-f]{6})"/i.exec(emblem)![1]!;
    expect((await page.locator('svg.emblem').first().innerHTML()).toLowerCase()).toContain(fill.toLowerCase());
    // The colours as the page paints them: the theme colour its own stylesheet's (the manifest's too).
    const manifest = await (await fetchAs(page.request, council, '/manifest.webmanifest')).json();
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);
    const theirs = await page.evaluate(() => document.documentElement.outerHTML);
    expect(theirs).not.toContain(other(council).identity.name);
    expect(errors, errors.join('\n')).toEqual([]);
  });
}

test('a hostname no council has gets the plain 404, naming none', async ({ request }) => {
  const res = await fetchAs(request, `elsewhere.localhost:${port}`, '/');
  expect(res.status()).toBe(404);
  const body = await res.text();
  for (const { identity } of councils)
    for (const word of [identity.name, identity.shortName, identity.city]) expect(body).not.toContain(word);
});
