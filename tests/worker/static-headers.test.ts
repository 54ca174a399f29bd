// Static files (served by the platform from public/_headers, before the worker) carry the
// security headers the worker gives every page: the same values, the CSP without the
// pages' inline-script hashes, and no-transform.

import { describe, expect, it } from 'vitest';
import headersFile from '../../public/_headers?raw';
import { get } from './helpers/request.ts';

/** The headers of the `/*` rule of a _headers file. */
function everyFileRule(text: string): Map<string, string> {
  const rules = text.split(/^(?=\S)/m).filter((block) => !block.startsWith('#'));
  const all = rules.find((block) => block.startsWith('/*\n')) ?? '';
  return new Map([...all.matchAll(/^\s+([\w-]+):\s*(.+)$/gm)].map((m) => [m[1]!.toLowerCase(), m[2]!.trim()] as [string, string]));
}

describe('static files', () => {
  it('carry the page security headers, the CSP without script hashes, and no-transform', async () => {
    const page = await get('/aboutUs');
    const rule = everyFileRule(headersFile);
    for (const name of [
      'X-Content-Type-Options',
      'Strict-Transport-Security',
      'Referrer-Policy',
      'X-Frame-Options',
      'Permissions-Policy',
      'Cross-Origin-Opener-Policy',
    ])
      expect(rule.get(name.toLowerCase()), name).toBe(page.headers.get(name));
    const pageCsp = (page.headers.get('Content-Security-Policy') ?? '').replace(/ 'sha256-[^']+'/g, '');
    expect(rule.get('content-security-policy')).toBe(pageCsp);
    expect(rule.get('cache-control')).toBe('no-transform');
  });
});
