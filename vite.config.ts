// Build and dev server: the Cloudflare plugin runs the worker in workerd; the client is
// built first so that the worker can read its manifest (modulepreload, budgets).

import { cloudflare } from '@cloudflare/vite-plugin';
import { defineConfig } from 'vite';
import { buildInfo, CLIENT_ENTRY } from './scripts/vite/build-info.ts';

// Vite evaluates this file more than once per build: keep one id for the whole process.
const buildId = (process.env.BUILD_ID ??= Date.now().toString(36));
// DIST_DIR lets two builds (say, a benchmark and a test run) live side by side.
const distDir = process.env.DIST_DIR ?? 'dist';
const clientOutDir = `${distDir}/client`;

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
  plugins: [cloudflare({ persistState: { path: '.wrangler/state' } }), buildInfo({ buildId, clientOutDir })],
  environments: {
    ccpit_city_site: { build: { outDir: `${distDir}/ccpit_city_site` } },
    client: {
      build: {
        outDir: clientOutDir,
        manifest: true,
        rollupOptions: { input: CLIENT_ENTRY },
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
