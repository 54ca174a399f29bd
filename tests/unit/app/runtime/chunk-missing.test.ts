// requirements §8.4: a failed chunk counts as missing only on evidence (its URL answers 404,
// this build's file map is gone, or another build is the latest); a chunk that is there, or a
// check that cannot be made (offline, the page being left), is not missing, so nothing reloads.

import { describe, expect, it } from 'vitest';
import { chunkIsMissing, chunkUrlInError } from '../../../../app/runtime/chunk-missing.ts';

type Answer = number | { status: number; body: unknown } | 'offline';

/** A fetch answering each path (no query) as listed; records what was asked. */
function network(answers: Record<string, Answer>) {
  const asked: string[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'https://site.example');
    asked.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    const answer = answers[url.pathname] ?? 404;
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    const { status, body } = typeof answer === 'number' ? { status: answer, body: null } : answer;
    return new Response(body === null ? null : JSON.stringify(body), { status });
  }) as typeof fetch;
  return { fetcher, asked };
}

const chromium = new TypeError('Failed to fetch dynamically imported module: https://site.example/assets/search-Ab12.js');
const gecko = new TypeError('error loading dynamically imported module: https://site.example/assets/search-Ab12.js');
const webkit = new TypeError('Importing a module script failed.');
const meta = { status: 200, body: { chunks: { 'app/routes/search.tsx': '/assets/search-Ab12.js' } } };

describe('a failed chunk', () => {
  it('is named by Chromium’s and Gecko’s errors, not by WebKit’s', () => {
    expect(chunkUrlInError(chromium)).toBe('https://site.example/assets/search-Ab12.js');
    expect(chunkUrlInError(gecko)).toBe('https://site.example/assets/search-Ab12.js');
    expect(chunkUrlInError(webkit)).toBeUndefined();
    // WebKit's stack names the chunk that asked for the import: not the one that failed.
    webkit.stack = 'loadComponent@https://site.example/assets/entry.client-Xy9.js:10:5';
    expect(chunkUrlInError(webkit)).toBeUndefined();
    // A relative URL, as some engines name it.
    expect(chunkUrlInError(new TypeError('Failed to fetch dynamically imported module: /assets/search-Ab12.js'))).toBe(
      '/assets/search-Ab12.js',
    );
  });

  it('is missing when its URL answers 404, and not when it answers 200', async () => {
    const deleted = network({ '/assets/search-Ab12.js': 404 });
    expect(await chunkIsMissing({ error: chromium, buildId: 'b1' }, deleted.fetcher)).toBe(true);
    expect(deleted.asked).toEqual(['HEAD /assets/search-Ab12.js']);
    const there = network({ '/assets/search-Ab12.js': 200, '/builds/latest.json': { status: 200, body: { id: 'b2' } } });
    expect(await chunkIsMissing({ error: gecko, buildId: 'b1' }, there.fetcher)).toBe(false);
  });

  it('in WebKit is found in the build’s file map by its module', async () => {
    const deleted = network({ '/builds/meta/b1.json': meta, '/assets/search-Ab12.js': 404 });
    const failed = { error: webkit, module: 'app/routes/search.tsx', buildId: 'b1' };
    expect(await chunkIsMissing(failed, deleted.fetcher)).toBe(true);
    expect(deleted.asked).toEqual(['GET /builds/meta/b1.json', 'HEAD /assets/search-Ab12.js']);
    const there = network({ '/builds/meta/b1.json': meta, '/assets/search-Ab12.js': 200 });
    expect(await chunkIsMissing(failed, there.fetcher)).toBe(false);
    // The page's build is gone altogether: a deploy since.
    expect(await chunkIsMissing(failed, network({}).fetcher)).toBe(true);
  });

  it('with no URL to ask is missing only when another build is the latest', async () => {
    const failed = { error: webkit, buildId: 'b1' };
    const newer = network({ '/builds/latest.json': { status: 200, body: { id: 'b2' } } });
    expect(await chunkIsMissing(failed, newer.fetcher)).toBe(true);
    const same = network({ '/builds/latest.json': { status: 200, body: { id: 'b1' } } });
    expect(await chunkIsMissing(failed, same.fetcher)).toBe(false);
  });

  it('is not missing when the checks cannot be made (offline, or cancelled as the page is left)', async () => {
    const offline = network({
      '/assets/search-Ab12.js': 'offline',
      '/builds/latest.json': 'offline',
      '/builds/meta/b1.json': 'offline',
    });
    expect(await chunkIsMissing({ error: chromium, buildId: 'b1' }, offline.fetcher)).toBe(false);
    expect(await chunkIsMissing({ error: webkit, module: 'app/routes/search.tsx', buildId: 'b1' }, offline.fetcher)).toBe(false);
  });
});
