// Build and dev server: the Cloudflare plugin runs the worker in workerd; the client is
// built first so that the worker can read its manifest (modulepreload, budgets).

import { cloudflare } from '@cloudflare/vite-plugin';
import { defineConfig } from 'vite';
import { buildOutput, WORKER_ENVIRONMENT } from './scripts/lib/build-output.ts';
import { buildInfo, CLIENT_ENTRY } from './scripts/vite/build-info.ts';
import { reactRouterShaking } from './scripts/vite/react-router-shaking.ts';
import { moduleSizes } from './scripts/vite/module-sizes.ts';
import { pageChunks } from './scripts/vite/page-chunks.ts';

// Vite evaluates this file more than once per build: keep one id for the whole process.
process.env.BUILD_ID ??= Date.now().toString(36);
const buildId = process.env.BUILD_ID;
// DIST_DIR lets two builds (say, a benchmark and a test run) live side by side.
const output = buildOutput();
const clientOutDir = output.client;

const port = Number(process.env.PORT ?? 8787);

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
    cloudflare({ persistState: { path: '.wrangler/state' } }),
    buildInfo({ buildId, clientOutDir }),
    reactRouterShaking(),
    pageChunks(),
    moduleSizes(),
  ],
  environments: {
    [WORKER_ENVIRONMENT]: { build: { outDir: output.worker } },
    client: {
      build: {
        outDir: clientOutDir,
        manifest: true,
        // No map of every chunk's dependencies in the entry (~0.6 KB gzip) for preloading a
        // lazy page's imports alongside it: they follow its chunk one round trip later, off
        // the first-paint path (decision 0006).
        modulePreload: false,
        rollupOptions: {
          input: CLIENT_ENTRY,
          // Everything the entry imports statically in one chunk: one gzip stream instead
          // of eight compresses ~1.8 KB smaller, and it is all needed before hydration (0006).
          output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
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
