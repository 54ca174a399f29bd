// Every page carries a CSP that lets only the site's own files and the build's hashed inline
// script run, plus the transport and isolation headers; the read-only site refuses other methods.

import { describe, expect, it } from 'vitest';
import { get } from './helpers/request.ts';

const PAGES = ['/', '/detail/1001', '/service/commercial/components/problem?q=备案', '/m/importantNews', '/no/such/page', '/detail/12x'];

/** `script-src 'self' 'nonce-abc'` → { 'script-src': ["'self'", "'nonce-abc'"] }. */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}

/** Every <script> of a page: its attributes and its text. */
function scriptsOf(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].map((m) => ({ attrs: m[1] ?? '', body: m[2] ?? '' }));
}

/** Types a browser never runs (HTML: a script block whose type is not JavaScript is a data block). */
const DATA_BLOCK = /type="application\/(ld\+)?json"/;

describe('Content-Security-Policy on HTML', () => {
  it.each(PAGES)('%s lets scripts run only from the site itself or as an inline script whose hash the CSP names', async (path) => {
    const res = await get(path);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    const d = directives(csp);
    expect(d['script-src']![0]).toBe("'self'");
    expect(d['script-src']!.slice(1).every((v) => /^'sha256-[A-Za-z0-9+/]{43}='$/.test(v))).toBe(true);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|strict-dynamic|nonce-|\*/);
    expect(d['object-src']).toEqual(["'none'"]);
    expect(d['base-uri']).toEqual(["'none'"]);
    expect(d['frame-ancestors']).toEqual(["'self'"]);

    const html = await res.text();
    // No streamed Suspense boundary: React would add inline scripts whose text varies per response.
    expect(html).not.toMatch(/<!--\$\?-->|\$RC|\$RT|\$RS/);
    const scripts = scriptsOf(html);
    expect(scripts.length).toBeGreaterThan(0);
    for (const { attrs, body } of scripts) {
      const src = attrs.match(/\ssrc="([^"]*)"/)?.[1];
      // A data block never runs, but must not be able to close its element early.
      if (DATA_BLOCK.test(attrs)) expect(body).not.toContain('<');
      // An inline script runs only if the CSP names its hash; a file must be the site's own.
      else if (src === undefined) expect(d['script-src']).toContain(await sha256(body));
      else expect(new URL(src, 'http://site.test/').origin).toBe('http://site.test');
      expect(attrs).not.toMatch(/nonce=/);
    }
  });

  it('is the same for every response of a build, so a stored page needs no rewriting', async () => {
    const [a, b] = await Promise.all([get('/'), get('/detail/1001')]);
    expect(a.headers.get('Content-Security-Policy')).toBe(b.headers.get('Content-Security-Policy'));
  });
});

describe('transport and isolation headers', () => {
  it.each(['/', '/healthz', '/api/cn/listColumn', '/api/cn/nothing', '/detail/12x'])(
    '%s carries HSTS, nosniff, a referrer policy, a permissions policy and COOP',
    async (path) => {
      const h = (await get(path)).headers;
      expect(h.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
      expect(h.get('X-Content-Type-Options')).toBe('nosniff');
      expect(h.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(h.get('Permissions-Policy')).toMatch(/camera=\(\)/);
      expect(h.get('Permissions-Policy')).toMatch(/geolocation=\(\)/);
      expect(h.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
    },
  );
});

describe('method guard', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'PURGE'])(
    '%s gets 405 naming GET and HEAD, on pages and the API alike',
    async (method) => {
      for (const path of ['/', '/api/cn/listColumn', '/healthz', '/no/such/page']) {
        const res = await get(path, { method, body: method === 'OPTIONS' ? undefined : 'x=1' });
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.get('Allow')).toBe('GET, HEAD');
        expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      }
    },
  );

  it('a refused write does not count a read', async () => {
    // Two readers (a reader counts once per article within a while: worker/api/read-count.ts).
    const reader = (n: number) => ({ headers: { 'CF-Connecting-IP': `192.0.2.${n}` } });
    const n = Math.floor(Math.random() * 120);
    const before = (await (await get('/api/common/getReadCount/1001', reader(n))).json()) as { data: number };
    await get('/api/common/getReadCount/1001', { method: 'POST', ...reader(n + 1) });
    const after = (await (await get('/api/common/getReadCount/1001', reader(n + 2))).json()) as { data: number };
    expect(after.data).toBe(before.data + 1);
  });

  it('HEAD answers like GET, without a body', async () => {
    const res = await get('/aboutUs', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Security-Policy')).toMatch(/'sha256-/);
    expect(await res.text()).toBe('');
  });
});
