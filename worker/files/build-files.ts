// The build's own folders: /assets (Vite's output) and /builds (the build id, latest.json, the
// route-rule manifests). Cloudflare serves what is in them before the worker runs
// (wrangler.toml [assets]), so a request that reaches the worker names a file this build does
// not have (an old build's chunk, a mistyped name): a plain 404, never a page, with nothing
// rendered or read from the store.

import { Hono } from 'hono';

export const buildFiles = new Hono();

const notInBuild = () =>
  new Response('Not Found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

buildFiles.get('/assets/*', notInBuild);
buildFiles.get('/builds/*', notInBuild);
