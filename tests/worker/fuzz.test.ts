// Malformed paths, query strings and headers, generated from a seeded PRNG (FUZZ_SEED to
// replay): the worker never answers 5xx, never reflects markup unescaped and never
// redirects off the origin.

import { exports } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';

const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const CASES = 1000;
const ORIGIN = 'http://site.test';

/** mulberry32: small, fast and the same on every run for a seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  return { next, int, pick };
}

// Every payload that could run carries `fz(`: seeing it raw in HTML means it was reflected.
const MARKUP = [
  '<script>fz(1)</script>',
  '"><script>fz(2)</script>',
  "'><img src=x onerror=fz(3)>",
  '<svg onload=fz(4)>',
  '</title><script>fz(5)</script>',
  'javascript:fz(6)',
  '{{constructor.constructor("fz(7)")()}}',
  '\u003cscript\u003efz(8)\u003c/script\u003e',
];
const RAW_REFLECTION = /<script>fz\(|<img src=x onerror=fz\(|<svg onload=fz\(|href="javascript:fz\(/i;

const PAGES = [
  '/',
  '/aboutUs',
  '/importantNews',
  '/information',
  '/column/21',
  '/column/3181',
  '/detail/1001',
  '/detail/1002',
  '/service/commercial/components/problem',
  '/service/commercial/origin',
  '/service/exhibition',
  '/service/trade/activity',
  '/search',
  '/m',
  '/m/importantNews',
  '/m/detail/1001',
  '/sitemap',
  '/no/such/page',
];
const API = [
  '/api/cn/listColumn',
  '/api/cn/ListRelease',
  '/api/cn/releaseDetailById/1001',
  '/api/cn/listHotWordByColumnId/0',
  '/api/cn/ListTagByColumnId/21',
  '/api/cn/listHotNews',
  '/api/cn/listActivity',
  '/api/cn/activityDetailById/1',
  '/api/cn/listExhibition',
  '/api/cn/listAdvertising',
  '/api/cn/listAuthQuType',
  '/api/cn/listAuthQu',
  '/api/cn/listCatalogue',
  '/api/cn/search',
];
const PARAMS = [
  'pageNum',
  'pageSize',
  'page',
  'size',
  'q',
  'title',
  'columnId',
  'columnCode',
  'tagId',
  'typeId',
  'service',
  'type',
  'status',
  'year',
  'themeId',
  'position',
  'params[beginTime]',
  'params[endTime]',
  'tag',
  'keyword',
];

function fuzzValue(r: ReturnType<typeof prng>): string {
  switch (r.int(14)) {
    case 0:
      return r.pick(['-1', '0', '-99999999', '1e309', 'NaN', 'Infinity', '9'.repeat(400), '0x10', '1.5', ' 1', '']);
    case 1:
      return r.pick(['100000', '1000000000', '-100', '101', '2147483648']);
    case 2:
      return r.pick(MARKUP);
    case 3:
      return r.pick(["' OR '1'='1", '1; DROP TABLE releases;--', '1 UNION SELECT * FROM meta--', "%' AND 1=1 --", '\\', '"', '`']);
    case 4:
      return 'x'.repeat(r.pick([101, 2000, 20_000]));
    case 5:
      return r.pick(['%', '%zz', '%e4%b8', '%c0%ae%c0%ae', '%%32%65', '%u0041']);
    case 6:
      return r.pick(['%00', '\u0000', '%0d%0aSet-Cookie:x=1', '\r\n', '%ff%fe']);
    case 7:
      return r.pick(['贸促会', '🙂'.repeat(50), '\u202egnp.exe', 'e\u0301', '\ufeff', '\ud800']);
    case 8:
      return r.pick(['2026-13-45 99:99:99', '2026-01-01', 'yesterday', '0000-00-00 00:00:00']);
    case 9:
      return r.pick(['../../etc/passwd', '..%2f..%2f', '%2e%2e%5c', '//evil.test', '/\\evil.test']);
    case 10:
      return r.pick(['[]', '{}', 'null', 'undefined', 'true', '__proto__', 'constructor']);
    default:
      return String(r.int(5000) - 100);
  }
}

/** Percent-encoded as a browser would, except that `%` stays (to keep bad escapes bad). */
function encoded(value: string): string {
  try {
    return encodeURIComponent(value).replace(/%25/g, '%');
  } catch {
    return value; // A lone surrogate: sent raw, the URL parser replaces it.
  }
}

function fuzzQuery(r: ReturnType<typeof prng>): string {
  const parts: string[] = [];
  const n = r.int(5);
  for (let i = 0; i < n; i++) {
    const name =
      r.int(8) === 0
        ? r.pick(['a[b][c][d][e][f]', '__proto__[x]', 'pageNum[]', 'params[beginTime][x]', '%', 'x'.repeat(3000)])
        : r.pick(PARAMS);
    const value = fuzzValue(r);
    // Half the time encoded as a browser would, half raw (the URL parser copes either way).
    parts.push(`${name}=${r.int(2) ? encoded(value) : value}`);
  }
  if (r.int(20) === 0) parts.push(...Array.from({ length: 500 }, (_, i) => `pageNum=${i}`));
  return parts.length ? `?${parts.join('&')}` : '';
}

function fuzzPath(r: ReturnType<typeof prng>): string {
  const base = r.int(3) === 0 ? r.pick(API) : r.pick(PAGES);
  switch (r.int(16)) {
    case 0:
      return `${base}/${'a'.repeat(r.pick([300, 5000, 30_000]))}`;
    case 1:
      return base + r.pick(['/%', '/%zz', '/%e4%b8', '/%ff']);
    case 2:
      return base + r.pick(['/%00', '%00', '/a%00b']);
    case 3:
      return `${base}/${encodeURIComponent(r.pick(['贸促', '🙂', '\u202e', 'ｓｃｒｉｐｔ']))}`;
    case 4:
      return r.pick(['/../../etc/passwd', '/..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/', `${base}/../${base}`]);
    case 5:
      return r.pick([
        '//evil.test',
        '//evil.test/',
        '///evil.test//',
        '/\\evil.test',
        '/\\\\evil.test/',
        '/m//evil.test',
        '/m//evil.test/',
        '/m/\\evil.test/',
      ]);
    case 6:
      return r.pick(['/%2f%2fevil.test/', '/%5c%5cevil.test/', '/m/%2f%2fevil.test/', '/%2fevil.test', `${base}%2f`, `${base}%5c`]);
    case 7:
      return `${base}/${r.pick(MARKUP)}`;
    case 8:
      return `/${encodeURIComponent(r.pick(MARKUP))}${r.pick(['', '/'])}`;
    case 9:
      return base + '/'.repeat(1 + r.int(5));
    case 10:
      return r.pick([
        '/detail/',
        '/detail/0',
        '/detail/-1',
        '/detail/1e3',
        '/detail/9'.padEnd(40, '9'),
        '/column/%31',
        '/detail/1001.json',
        '/api/cn/releaseDetailById/%2e%2e',
      ]);
    case 11:
      return base.replace(/^\/(\w)/, (_, c: string) => `/${c.toUpperCase()}`);
    case 12:
      return base + r.pick([';jsessionid=1', '.php', '~', '/.git/config', '/.env', '/index.html']);
    default:
      return base;
  }
}

const ACCEPTS = [
  '*/*',
  'text/html',
  'application/json',
  'text/html;q=0, */*;q=0.1',
  '',
  'x'.repeat(5000),
  '<script>fz(9)</script>',
  'text/html, text/html, text/html',
];
const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  'Googlebot/2.1 (+http://www.google.com/bot.html)',
  '',
  'curl/8.0',
  '() { :; }; echo vulnerable',
  'x'.repeat(10_000),
  "'; DROP TABLE x; --",
  '<script>fz(10)</script>',
];
const COOKIES = [
  '',
  'device=mobile',
  'device=pc',
  'device=<script>',
  'a'.repeat(8000),
  '=;=;=;',
  'device=mobile; device=pc',
  '__proto__=1',
  'device=%ZZ',
];
const REQUEST_IDS = [
  'abcdefgh',
  'abc',
  'x'.repeat(65),
  'x'.repeat(5000),
  '<script>fz(11)</script>',
  'aaaaaaaa%0d%0aSet-Cookie:x=1',
  'aaaaaaaa Set-Cookie: x=1',
  '../../../../',
  'valid-id.123_abc',
];

interface Case {
  n: number;
  url: string;
  headers: Record<string, string>;
}

function generate(seed: number, count: number): Case[] {
  const r = prng(seed);
  return Array.from({ length: count }, (_, n) => {
    const headers: Record<string, string> = {};
    if (r.int(2)) headers.Accept = r.pick(ACCEPTS);
    if (r.int(2)) headers['User-Agent'] = r.pick(AGENTS);
    if (r.int(3) === 0) headers.Cookie = r.pick(COOKIES);
    if (r.int(3) === 0) headers['X-Request-Id'] = r.pick(REQUEST_IDS);
    if (r.int(6) === 0) headers['Sec-Fetch-Dest'] = r.pick(['document', 'empty', 'iframe', '']);
    if (r.int(6) === 0) headers['Sec-CH-UA-Mobile'] = r.pick(['?1', '?0', '?2', 'yes']);
    if (r.int(8) === 0) headers['Accept-Language'] = r.pick(['zh-CN', '*', 'x'.repeat(3000), ';;;']);
    if (r.int(10) === 0) headers['If-None-Match'] = r.pick(['*', '"x"', 'W/"<script>"']);
    return { n, url: ORIGIN + fuzzPath(r) + fuzzQuery(r), headers };
  });
}

interface Finding {
  n: number;
  url: string;
  problem: string;
}

async function check(c: Case): Promise<{ findings: Finding[]; status: number }> {
  const found: Finding[] = [];
  const add = (problem: string) => found.push({ n: c.n, url: c.url.slice(0, 200), problem });
  let request: Request;
  try {
    request = new Request(c.url, { headers: c.headers, redirect: 'manual' });
  } catch {
    return { findings: found, status: 0 }; // Not a valid HTTP request: no client can send it.
  }
  let res: Response;
  try {
    res = await exports.default.fetch(request);
  } catch (error) {
    add(`threw ${(error as Error).message}`);
    return { findings: found, status: -1 };
  }
  if (res.status >= 500) add(`status ${res.status}`);
  if (res.headers.has('Set-Cookie')) add('answered with Set-Cookie');
  const id = res.headers.get('X-Request-Id') ?? '';
  if (!/^[\w.-]{8,64}$/.test(id)) add(`X-Request-Id echoed unsafely: ${id.slice(0, 80)}`);
  const location = res.headers.get('Location');
  if (res.status >= 300 && res.status < 400) {
    if (!location) add(`redirect ${res.status} without Location`);
    else {
      if (!/^\/(?![/\\])/.test(location)) add(`Location not a single-slash path: ${location.slice(0, 120)}`);
      if (new URL(location, request.url).origin !== ORIGIN) add(`Location leaves the origin: ${location.slice(0, 120)}`);
    }
  }
  const body = await res.text();
  if ((res.headers.get('Content-Type') ?? '').startsWith('text/html') && RAW_REFLECTION.test(body)) {
    add(`markup reflected raw: …${body.slice(Math.max(0, body.search(RAW_REFLECTION) - 60), body.search(RAW_REFLECTION) + 60)}…`);
  }
  return { findings: found, status: res.status };
}

describe(`fuzzing the worker (seed ${SEED})`, () => {
  const cases = generate(SEED, CASES);

  it('generates the same cases for the same seed, and over a thousand of them', () => {
    expect(cases.length).toBeGreaterThanOrEqual(1000);
    expect(generate(SEED, 50)).toEqual(cases.slice(0, 50));
    expect(new Set(cases.map((c) => c.url)).size).toBeGreaterThan(700);
  });

  it('answers every malformed request without a 5xx, raw reflection or off-site redirect', { timeout: 240_000 }, async () => {
    // A thousand access-log lines and URL-decoding warnings would bury the findings.
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const findings: Finding[] = [];
    const statuses: Record<number, number> = {};
    for (let i = 0; i < cases.length; i += 8) {
      const results = await Promise.all(cases.slice(i, i + 8).map(check));
      for (const { findings: f, status } of results) {
        findings.push(...f);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }
    vi.restoreAllMocks();
    console.info(`fuzz seed ${SEED}: ${cases.length} cases, statuses ${JSON.stringify(statuses)}, findings ${findings.length}`);
    expect(findings.slice(0, 20)).toEqual([]);
  });

  it('redirects every open-redirect spelling to a path on this site', async () => {
    const attempts = [
      '//evil.test/',
      '/\\evil.test/',
      '/m//evil.test/',
      '/m/\\evil.test/',
      '/%2f%2fevil.test/',
      '/%5c%5cevil.test/',
      '///evil.test/',
      '/m///evil.test/x/',
    ];
    let redirects = 0;
    for (const path of attempts) {
      const res = await exports.default.fetch(new Request(ORIGIN + path, { redirect: 'manual', headers: { Accept: 'text/html' } }));
      const location = res.headers.get('Location');
      if (location === null) continue;
      redirects++;
      expect(location, path).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, ORIGIN + path).origin, path).toBe(ORIGIN);
    }
    expect(redirects).toBeGreaterThan(0);
  });
});

// Site search (issue 15): whatever a visitor types is searched as text, never as FTS5
// syntax; no tokens is an empty result; empty or over-long is docs/api.md's 400; never a 5xx.
describe('search input is text, never FTS5 syntax', () => {
  const search = (keyword: string, extra = '') =>
    exports.default.fetch(new Request(`${ORIGIN}/api/cn/search?keyword=${encodeURIComponent(keyword)}${extra}`));
  const FTS_SYNTAX = [
    '"',
    '""',
    '"原产地',
    '原产地"',
    '*',
    '原产*',
    'ATA*',
    'NEAR',
    'NEAR(原产地 备案)',
    'NEAR("a" "b", 2)',
    'OR',
    'AND',
    'NOT',
    '原产地 OR 备案',
    '原产地 AND 备案',
    '原产地 NOT 备案',
    'title:押金',
    'body:押金',
    '{title body}:押金',
    '- 押金',
    '^押金',
    '押金^',
    '(',
    ')',
    '((押金',
    '押金))',
    '(原产地 OR',
    '+',
    'ATA:',
    ':',
    '\\',
    "'",
    "'; DROP TABLE search_index; --",
    'rowid:1',
    '<script>fz(1)</script>',
    '<mark>x</mark>',
    '\u0000押金',
    '押金\u0000',
  ];
  for (const keyword of FTS_SYNTAX) {
    it(`“${keyword}” gets an ordinary answer`, async () => {
      const res = await search(keyword);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { code: number; total: number; rows: { title: string; snippet: string }[] };
      expect(body.code).toBe(200);
      expect(body.total).toBeGreaterThanOrEqual(0);
      for (const row of body.rows) expect(`${row.title}${row.snippet}`.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    });
  }

  it('searches FTS5 operator words as words: "OR" finds what "or" finds, not everything', async () => {
    const [upper, lower] = await Promise.all([search('OR'), search('or')]);
    const a = (await upper.json()) as { total: number };
    const b = (await lower.json()) as { total: number };
    expect(a.total).toBe(b.total);
    const all = (await (await search('原产地 OR 展会')).json()) as { total: number };
    const both = (await (await search('原产地 展会')).json()) as { total: number };
    expect(all.total).toBeLessThanOrEqual(both.total);
  });

  for (const keyword of ['？？？', '!!!', '、，。', '……', '—', '()', '"*"', ' ^ ', '🙂']) {
    it(`a keyword with no tokens (“${keyword}”) is an empty result`, async () => {
      const body = await (await search(keyword)).json();
      expect(body).toMatchObject({ code: 200, total: 0, rows: [] });
    });
  }

  for (const [label, query] of [
    ['empty', '/api/cn/search?keyword='],
    ['blank', '/api/cn/search?keyword=%20%20'],
    ['missing', '/api/cn/search'],
    ['101 characters', `/api/cn/search?keyword=${'押'.repeat(101)}`],
    ['an unknown type', '/api/cn/search?keyword=押金&type=news'],
  ] as const) {
    it(`an ${label} keyword is docs/api.md's 400 envelope`, async () => {
      const res = await exports.default.fetch(new Request(ORIGIN + query));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ code: 400, msg: '参数格式不正确' });
    });
  }

  it('100 characters are searched', async () => {
    const body = await (await search('押金'.repeat(50))).json();
    expect(body).toMatchObject({ code: 200 });
  });

  it('the search page answers every such input without a 5xx', { timeout: 60_000 }, async () => {
    for (const keyword of [...FTS_SYNTAX, '？？？', '押'.repeat(300)]) {
      const res = await exports.default.fetch(new Request(`${ORIGIN}/search?q=${encodeURIComponent(keyword)}`));
      expect(res.status, keyword).toBeLessThan(500);
      expect(RAW_REFLECTION.test(await res.text()), keyword).toBe(false);
    }
  });
});
