// Build and dev server: the Cloudflare plugin runs the worker in workerd; the client is
// built first so that the worker can read its manifest (modulepreload, budgets).

import { cloudflare } from '@cloudflare/vite-plugin';
import { defineConfig } from 'vite';
import { buildTarget, engineMinimums, supportedQuery } from './scripts/lib/browsers.ts';
import { buildOutput, WORKER_ENVIRONMENT } from './scripts/lib/build-output.ts';
import { browserCheck } from './scripts/vite/browser-check.ts';
import { hantJsx } from './scripts/vite/hant-jsx.ts';
import { buildInfo, CLIENT_ENTRY } from './scripts/vite/build-info.ts';
import { moduleSizes } from './scripts/vite/module-sizes.ts';
import { siteIdentity } from './scripts/vite/site-identity.ts';

// Vite evaluates this file more than once per build: keep one id for the whole process.
process.env.BUILD_ID ??= Date.now().toString(36);
const buildId = process.env.BUILD_ID;
// DIST_DIR lets two builds (say, a benchmark and a test run) live side by side.
const output = buildOutput();
const clientOutDir = output.client;

const port = Number(process.env.PORT ?? 8787);

// The supported browsers (package.json's browserslist, requirements §13.9): the client's syntax
// target, and the check that fails the build on what that target cannot lower.
const browsers = supportedQuery();
const minimums = engineMinimums(browsers);

const PAGE_FRAME =
  /[\\/]app[\\/](components[\\/](column-page|breadcrumbs|article-header|article-body|faq-list)\.tsx|lib[\\/]dates\.ts)$/;
/** What an article's foot shows on the guide and the article page: forms, print and share, the QR code. */
const ARTICLE_TOOLS = /[\\/]app[\\/](components[\\/](attachments|share-tools|mobile-qr)\.tsx|lib[\\/]documents\.ts)$/;

export default defineConfig({
  build: {
    rollupOptions: {
      // Libraries' 'use client' directives mean nothing outside RSC.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  server: { host: '127.0.0.1', port, strictPort: true },
  preview: { host: '127.0.0.1', port, strictPort: true },
  plugins: [
    hantJsx(import.meta.dirname),
    // WRANGLER_CONFIG: another configuration than wrangler.toml (start:platform's, with SITES).
    cloudflare({ configPath: process.env.WRANGLER_CONFIG || undefined, persistState: { path: '.wrangler/state' } }),
    buildInfo({ buildId, clientOutDir, target: buildTarget(minimums) }),
    siteIdentity(),
    moduleSizes(),
    browserCheck(minimums, browsers),
  ],
  environments: {
    [WORKER_ENVIRONMENT]: { build: { outDir: output.worker } },
    client: {
      build: {
        outDir: clientOutDir,
        target: buildTarget(minimums),
        manifest: true,
        // Vite's own preloading: each dynamic import asks for the chunk and its shared imports
        // together. No polyfill: a browser without modulepreload only gets them one round later.
        modulePreload: { polyfill: false },
        rollupOptions: {
          input: CLIENT_ENTRY,
          // Everything the entry imports statically in one chunk: one gzip stream instead
          // of eight compresses ~1.8 KB smaller, and it is all needed before hydration.
          // Lazy modules are split the bundler's own way, one instance of each, except the
          // parts of a content page that nearly every page type renders (its frame, trail,
          // header, body, FAQ, dates): one chunk instead of five small ones, each of which
          // restarts gzip and names hashed files (0.9 KB less on the guide; 0006). The list of
          // releases is not among them: the guides, the FAQ and the service pages never show
          // one (0.3 KB less on the guide, 0076). The foot of an article (forms, print and
          // share, the QR code) is one chunk too: the guide and the article page show all of
          // it, a listing its forms only (0.2 KB less on both, 0076).
          output: {
            codeSplitting: {
              groups: [
                { name: 'app', tags: ['$initial'] },
                { name: 'page-frame', test: PAGE_FRAME },
                { name: 'article-tools', test: ARTICLE_TOOLS },
              ],
            },
          },
        },
      },
    },
  },
  builder: {
    async buildApp(builder) {
      const { client, ...workers } = builder.environments;
      await builder.build(client!);
      for (const worker of Object.values(workers)) await builder.build(worker);
    },
  },
});
