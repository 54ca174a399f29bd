// A platform of two councils (issue 49): each hostname gets its own council's name, colours
// stylesheet, theme colour, web app manifest, favicon, icons and calendar; a hostname the
// registry does not know gets a plain 404 naming no council; /healthz answers on any host.
// Values come from the identity folders (worker/site-identity.ts), not literals. Both sites
// read the test's one seeded database here (under two binding names): what each council's
// content is, the browser test over start:platform checks (tests/e2e/platform.spec.ts).

import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import iconSvg from '../../sites/linjiang/icons/icon.svg?raw';
import exampleIconSvg from '../../sites/chengzhou/icons/icon.svg?raw';
import type { Env } from '../../worker/env.ts';
import { BUILT_SITES } from '../../worker/site-identity.ts';
import { parseRegistry } from '../../worker/sites/registry.ts';
import { getWithEnv, text } from './helpers/request.ts';

const SITES = [
  {
    site: 'chengzhou',
    hosts: ['www.chengzhou.test', 'chengzhou.test'],
    origin: 'https://www.chengzhou.test',
    databases: ['DB', 'DB_NEXT'],
  },
  {
    site: 'linjiang',
    hosts: ['www.linjiang.test', 'linjiang.test'],
    origin: 'https://www.linjiang.test',
    databases: ['DB_LINJIANG', 'DB_LINJIANG_NEXT'],
  },
];
const platform = { ...env, SITES: JSON.stringify(SITES), DB_LINJIANG: env.DB } as unknown as Env;
const ICONS: Record<string, string> = { chengzhou: exampleIconSvg, linjiang: iconSvg };

const identityOf = (site: string) => BUILT_SITES[site]!.identity;
const other = (site: string) => identityOf(site === 'chengzhou' ? 'linjiang' : 'chengzhou');

describe.each(SITES)('the platform’s council $site', ({ site, origin }) => {
  const identity = identityOf(site);

  it('names itself in the header and the titles, in its theme colour', async () => {
    const res = await getWithEnv(`${origin}/importantNews`, platform);
    expect(res.status).toBe(200);
    const html = await res.text();
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    expect(text(header)).toContain(identity.name);
    expect(text(header)).toContain(identity.subtitle);
    expect(header).toContain(`viewBox="${identity.emblem.viewBox}"`);
    expect(text(header)).not.toContain(other(site).name);
    expect(text(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toMatch(new RegExp(`${identity.shortName}$`));
    expect(html).toContain(`<meta name="theme-color" content="${identity.themeColour}"/>`);
    expect(html).toContain(`<link rel="canonical" href="${origin}/importantNews"`);
  });

  it('links its own colours stylesheet (the build’s council needs none), which holds its brand colours', async () => {
    const html = await (await getWithEnv(`${origin}/`, platform)).text();
    const own = BUILT_SITES[site]!.brandCss;
    const linked = [...html.matchAll(/<link rel="stylesheet" href="(\/assets\/brand-[^"]+)"/g)].map((m) => m[1]);
    expect(linked).toEqual(own ? [own] : []);
    if (own) expect(own).toContain(site);
  });

  it('answers its own manifest, favicon and icons', async () => {
    const manifest = await getWithEnv(`${origin}/manifest.webmanifest`, platform);
    expect(manifest.headers.get('Content-Type')).toBe('application/manifest+json');
    const json = (await manifest.json()) as { name: string; short_name: string; theme_color: string };
    expect([json.name, json.short_name, json.theme_color]).toEqual([identity.app.name, identity.app.shortName, identity.themeColour]);
    const svg = await getWithEnv(`${origin}/icons/icon.svg`, platform);
    expect(svg.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await svg.text()).toBe(ICONS[site]);
    const favicon = await getWithEnv(`${origin}/favicon.ico`, platform);
    expect(favicon.headers.get('Content-Type')).toBe('image/vnd.microsoft.icon');
    const theirs = await getWithEnv(`${SITES.find((s) => s.site !== site)!.origin}/favicon.ico`, platform);
    expect(new Uint8Array(await favicon.arrayBuffer())).not.toEqual(new Uint8Array(await theirs.arrayBuffer()));
  });

  it('answers its favicon and manifest without reading its database, with an ETag a revalidation gets a 304 for', async () => {
    const touched: string[] = [];
    const watched = (db: unknown) =>
      db &&
      new Proxy(db as object, {
        get(target, name) {
          touched.push(String(name));
          const value = Reflect.get(target, name);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
    const databases = SITES.find((s) => s.site === site)!.databases;
    const bindings = platform as unknown as Record<string, unknown>;
    const cold = { ...platform, ...Object.fromEntries(databases.map((name) => [name, watched(bindings[name])])) } as unknown as Env;
    for (const path of ['/favicon.ico', '/manifest.webmanifest']) {
      const first = await getWithEnv(`${origin}${path}`, cold);
      expect(first.status, path).toBe(200);
      const etag = first.headers.get('ETag');
      expect(etag, path).toMatch(/^"[0-9a-f]{16}"$/);
      const again = await getWithEnv(`${origin}${path}`, cold, { headers: { 'If-None-Match': etag! } });
      expect(again.status, path).toBe(304);
      expect(again.headers.get('ETag'), path).toBe(etag);
      expect(await again.text(), path).toBe('');
      const changed = await getWithEnv(`${origin}${path}`, cold, { headers: { 'If-None-Match': '"0000000000000000"' } });
      expect(changed.status, path).toBe(200);
    }
    expect(touched).toEqual([]);
    // The other council's favicon is another file: another ETag.
    const theirs = await getWithEnv(`${SITES.find((s) => s.site !== site)!.origin}/favicon.ico`, platform);
    expect(theirs.headers.get('ETag')).not.toBe((await getWithEnv(`${origin}/favicon.ico`, platform)).headers.get('ETag'));
  });

  it('writes its own calendar id', async () => {
    const ics = await (await getWithEnv(`${origin}/feeds/activities.ics`, platform)).text();
    expect(ics).toContain(`PRODID:${identity.calendar.prodid}\r\n`);
  });

  it('sends its apex and plain HTTP to its own origin', async () => {
    const apex = new URL(origin).hostname.replace(/^www\./, '');
    const res = await getWithEnv(`http://${apex}/m/importantNews?pageNum=2`, platform);
    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe(`${origin}/m/importantNews?pageNum=2`);
  });
});

describe('a hostname no council of the platform has', () => {
  it('answers a plain 404 naming no council', async () => {
    for (const path of ['/', '/importantNews', '/manifest.webmanifest', '/favicon.ico']) {
      const res = await getWithEnv(`https://www.elsewhere.test${path}`, platform);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
      const body = await res.text();
      for (const site of SITES.map((s) => identityOf(s.site)))
        for (const word of [site.name, site.shortName, site.city, site.app.shortName]) expect(body).not.toContain(word);
    }
  });

  it('still answers /healthz, for monitors: the build, naming no council', async () => {
    const res = await getWithEnv('https://www.elsewhere.test/healthz', platform);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['buildId', 'status']);
    expect(body.status).toBe('ok');
    const own = (await (await getWithEnv(`${SITES[1]!.origin}/healthz`, platform)).json()) as Record<string, unknown>;
    expect(own.site).toBe(SITES[1]!.site);
    expect(body.buildId).toBe(own.buildId);
  });
});

describe('the registry (SITES)', () => {
  it('is absent in a single-site deployment', () => {
    const problems: string[] = [];
    expect(parseRegistry(undefined, problems)).toBeNull();
    expect(parseRegistry(' ', problems)).toBeNull();
    expect(problems).toEqual([]);
  });

  it('names each problem: an unknown folder, an origin off its hosts, one database', () => {
    const problems: string[] = [];
    parseRegistry(
      JSON.stringify([
        { site: 'nowhere', hosts: ['a.test'], origin: '', databases: ['DB_A', 'DB_B'] },
        { site: 'linjiang', hosts: ['b.test'], origin: 'https://www.b.test', databases: ['DB_C'], auditTo: 'webmaster' },
      ]),
      problems,
      (site) => site in BUILT_SITES,
    );
    expect(problems).toContain('SITES[0] ("nowhere"): the build holds no identity folder sites/nowhere/');
    expect(problems).toContain('SITES[1] ("linjiang"): origin\'s host www.b.test is not among its hosts');
    expect(problems).toContain('SITES[1] ("linjiang"): databases must name the site\'s two D1 bindings');
    expect(problems).toContain('SITES[1] ("linjiang"): auditTo must be the e-mail address its auditEmail binding is verified for');
  });

  it('refuses upstream mode (API_BASE): one CMS would answer for every council', async () => {
    const upstream = { ...platform, API_BASE: 'https://cms.example.test' } as unknown as Env;
    for (const { origin } of SITES) {
      const res = await getWithEnv(`${origin}/`, upstream);
      expect(res.status).toBe(500);
      expect(await res.text()).toContain('API_BASE cannot be set with SITES');
    }
  });

  it('a bad SITES answers the configuration page on every host, naming it', async () => {
    const res = await getWithEnv('https://www.linjiang.test/', { ...platform, SITES: '[{"site": 1}]' } as unknown as Env);
    expect(res.status).toBe(500);
    expect(await res.text()).toContain('SITES[0]');
  });
});
