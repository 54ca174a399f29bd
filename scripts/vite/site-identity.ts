// The councils' identities (sites/<name>/) in the build: `virtual:site-identity` (the configured
// council, SITE: the app's and the browser's), `virtual:brand.css` (its colour sets, from the
// brand colours), and for the worker `virtual:sites`: every council the build serves (SITE and
// those the build's SITES var registers, decision 0136), each with its identity, its root files
// (the web app manifest, the favicon and the icons, answered per host by the worker) and, but
// for SITE's, its own colour stylesheet as a hashed asset.

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { PAGE_FIELDS, type BuiltIdentity } from '../../app/site-identity-type.ts';
import { parseRegistry } from '../../worker/sites/registry.ts';
import { derivePalette, paletteCss } from '../lib/brand-palette.ts';
import { readEmblem, readIdentity, SITE_FILES, siteDir, siteName } from '../lib/site-identity.ts';
import { ROOT } from '../lib/run-tool.ts';

const IDENTITY_ID = 'virtual:site-identity';
const SITES_ID = 'virtual:sites';
const BRAND_CSS_ID = 'virtual:brand.css';

/** The identity as the app and the worker see it. */
export function builtIdentity(name = siteName()): BuiltIdentity {
  const identity = readIdentity(name);
  const palette = derivePalette(identity.colours.primary, identity.colours.accent);
  return {
    ...identity,
    emblem: readEmblem(name),
    themeColour: palette.light.fill,
    linkColour: palette.light.blue,
  };
}

/** /manifest.webmanifest (https://www.w3.org/TR/appmanifest/). */
export function webManifest(identity: BuiltIdentity): string {
  const manifest = {
    name: identity.app.name,
    short_name: identity.app.shortName,
    description: identity.app.description,
    lang: 'zh-CN',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: identity.themeColour,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** Every file served at the root from the identity folder, by its served path. */
function rootFiles(name: string): Map<string, Buffer | string> {
  const dir = siteDir(name);
  const files = new Map<string, Buffer | string>([['/manifest.webmanifest', webManifest(builtIdentity(name))]]);
  for (const [from, to] of Object.entries(SITE_FILES)) files.set(`/${to}`, fs.readFileSync(path.join(dir, from)));
  return files;
}

/** A council's colour sets as their own stylesheet: its served path (hashed, so cached for good) and text. */
function brandStylesheet(name: string): { href: string; css: string } {
  const { colours } = readIdentity(name);
  const css = paletteCss(derivePalette(colours.primary, colours.accent));
  const hash = crypto.createHash('sha256').update(css).digest('hex').slice(0, 8);
  return { href: `/assets/brand-${path.basename(name)}-${hash}.css`, css };
}

/**
 * The sites the SITES var of the build's wrangler configuration registers (WRANGLER_CONFIG,
 * else wrangler.toml; CLOUDFLARE_ENV's section): a platform's build holds each one's identity.
 */
async function registeredSites(): Promise<string[]> {
  // Imported when first needed: tools that load vite.config.ts (knip) cannot load wrangler.
  const { unstable_readConfig } = await import('wrangler');
  const config = unstable_readConfig({
    config: path.resolve(ROOT, process.env.WRANGLER_CONFIG || 'wrangler.toml'),
    env: process.env.CLOUDFLARE_ENV || undefined,
  });
  const problems: string[] = [];
  const registry = parseRegistry((config.vars as Record<string, unknown>).SITES, problems);
  if (problems.length) throw new Error(`SITES: ${problems.join('; ')}`);
  return registry?.entries.map((e) => e.site) ?? [];
}

/** The worker's `virtual:sites`: every council it serves, by name (the configured one's too). */
function builtSites(names: string[], configured: string) {
  const sites = Object.fromEntries(
    names.map((name) => [
      name,
      {
        identity: builtIdentity(name),
        brandCss: name === configured ? null : brandStylesheet(name).href,
        files: Object.fromEntries(
          [...rootFiles(name)].map(([served, body]) => [
            served,
            {
              type: TYPES[path.extname(served)],
              base64: Buffer.from(body).toString('base64'),
              // Its bytes' hash: the worker's strong ETag (a changed icon is a new one).
              etag: `"${crypto.createHash('sha256').update(body).digest('hex').slice(0, 16)}"`,
            },
          ]),
        ),
      },
    ]),
  );
  return { defaultSite: configured, sites };
}

// What the static files answered before the worker served them (the single-site snapshot holds these).
const TYPES: Record<string, string> = {
  '.webmanifest': 'application/manifest+json',
  '.ico': 'image/vnd.microsoft.icon',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

/** `include`: more councils than SITE and the registered ones (the worker tests' two-site registry). */
export function siteIdentity({ include = [] }: { include?: string[] } = {}): Plugin {
  const name = siteName();
  let names: Promise<string[]> | undefined;
  const served = () =>
    (names ??= registeredSites().then((registered) => [...new Set([name, ...registered, ...include])]));
  return {
    name: 'ccpit:site-identity',
    resolveId(id) {
      if (id === IDENTITY_ID || id === BRAND_CSS_ID || id === SITES_ID) return `\0${id}`;
      return undefined;
    },
    async load(id) {
      if (id === `\0${IDENTITY_ID}`) {
        this.addWatchFile(path.join(siteDir(name), 'site.json'));
        const identity = builtIdentity(name);
        const shown =
          this.environment?.config.consumer === 'client'
            ? Object.fromEntries(PAGE_FIELDS.map((field) => [field, identity[field]]))
            : identity;
        return `export default ${JSON.stringify(shown)};`;
      }
      if (id === `\0${SITES_ID}`) {
        const sites = await served();
        for (const site of sites) this.addWatchFile(path.join(siteDir(site), 'site.json'));
        return `export default ${JSON.stringify(builtSites(sites, name))};`;
      }
      if (id === `\0${BRAND_CSS_ID}`) {
        const { colours } = readIdentity(name);
        return paletteCss(derivePalette(colours.primary, colours.accent));
      }
      return undefined;
    },
    configureServer(server) {
      // `vite dev`: the other councils' stylesheets, as a build's client output has them.
      server.middlewares.use((req, res, next) => {
        const wanted = (req.url ?? '').split('?')[0];
        served().then((sites) => {
          const site = sites.find((s) => s !== name && brandStylesheet(s).href === wanted);
          if (!site) return next();
          res.setHeader('Content-Type', 'text/css; charset=utf-8');
          res.end(brandStylesheet(site).css);
        }, next);
      });
    },
    async generateBundle() {
      if (this.environment?.name !== 'client') return;
      for (const site of await served()) {
        if (site === name) continue;
        const { href, css } = brandStylesheet(site);
        this.emitFile({ type: 'asset', fileName: href.slice(1), source: css });
      }
    },
  };
}
