// The configured council's identity (sites/<SITE>/) in the build: `virtual:site-identity` for the
// app and the worker, `virtual:brand.css` (every colour set, from the brand colours), and the
// files served at the site's root: the web app manifest, the favicon and the icons.

import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { BuiltIdentity } from '../../app/site-identity-type.ts';
import { derivePalette, paletteCss } from '../lib/brand-palette.ts';
import { readEmblem, readIdentity, SITE_FILES, siteDir, siteName } from '../lib/site-identity.ts';

const IDENTITY_ID = 'virtual:site-identity';

/**
 * What pages show of the identity (app/identity.ts): all the browser's build holds, since every
 * page's script carries it (the script before hydration is at its budget). The worker's build
 * holds the whole identity (worker/site-identity.ts).
 */
const PAGE_FIELDS = ['city', 'subtitle', 'emblem', 'themeColour'] as const;
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
function rootFiles(name: string): Map<string, () => Buffer | string> {
  const dir = siteDir(name);
  const files = new Map<string, () => Buffer | string>([
    ['manifest.webmanifest', () => webManifest(builtIdentity(name))],
  ]);
  for (const [from, to] of Object.entries(SITE_FILES)) files.set(to, () => fs.readFileSync(path.join(dir, from)));
  return files;
}

const TYPES: Record<string, string> = {
  '.webmanifest': 'application/manifest+json',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

export function siteIdentity(): Plugin {
  const name = siteName();
  return {
    name: 'ccpit:site-identity',
    resolveId(id) {
      if (id === IDENTITY_ID || id === BRAND_CSS_ID) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === `\0${IDENTITY_ID}`) {
        this.addWatchFile(path.join(siteDir(name), 'site.json'));
        const identity = builtIdentity(name);
        const shown =
          this.environment?.config.consumer === 'client'
            ? Object.fromEntries(PAGE_FIELDS.map((field) => [field, identity[field]]))
            : identity;
        return `export default ${JSON.stringify(shown)};`;
      }
      if (id === `\0${BRAND_CSS_ID}`) {
        const { colours } = readIdentity(name);
        return paletteCss(derivePalette(colours.primary, colours.accent));
      }
      return undefined;
    },
    configureServer(server) {
      // `vite dev`: the same files as a build's client output.
      const files = rootFiles(name);
      server.middlewares.use((req, res, next) => {
        const file = files.get((req.url ?? '').split('?')[0]!.slice(1));
        if (!file) return next();
        res.setHeader('Content-Type', TYPES[path.extname(req.url!.split('?')[0]!)] ?? 'application/octet-stream');
        res.end(file());
      });
    },
    generateBundle() {
      if (this.environment?.name !== 'client') return;
      for (const [fileName, source] of rootFiles(name)) this.emitFile({ type: 'asset', fileName, source: source() });
    },
  };
}
