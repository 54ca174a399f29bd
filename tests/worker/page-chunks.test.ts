// A rendered page reaches the visitor in a few large body chunks (16 KB or more each, but the
// last), not React's 4 KB views one by one (worker/ssr/html-chunks.ts), and the bytes are the same.

import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getWithEnv } from './helpers/request.ts';
import app from '../../worker/index.ts';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';

describe('a rendered page', () => {
  it.each(['/', '/importantNews', '/detail/1001'])('%s goes out in chunks of 16 KB or more', async (path) => {
    const ctx = createExecutionContext();
    const bindings = { ...env, PAGE_CACHE_TTL: '0', PAGE_CACHE_STALE: '0' };
    const res = await app.fetch(new Request(`http://site.test${path}`), bindings, ctx);
    const reader = res.body!.getReader();
    const chunks: Uint8Array[] = [];
    for (let r = await reader.read(); !r.done; r = await reader.read()) chunks.push(r.value);
    await waitOnExecutionContext(ctx);
    const bytes = chunks.reduce((n, c) => n + c.byteLength, 0);
    expect(bytes).toBeGreaterThan(8 * 1024); // more than two of React's 4 KB views
    expect(chunks.slice(0, -1).every((c) => c.byteLength >= 16 * 1024)).toBe(true);
    expect(chunks.length).toBeLessThanOrEqual(Math.ceil(bytes / (16 * 1024)));
    const html = new TextDecoder().decode(await (await getWithEnv(path, bindings)).arrayBuffer());
    expect(html).toMatch(/^<!DOCTYPE html>[\s\S]*<\/html>$/);
    expect(new TextEncoder().encode(html).byteLength).toBe(bytes);
  });
});
