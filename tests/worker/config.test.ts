// The worker's configuration: each var's default, range and error text (parseConfig, the
// rules `npm run check:config` also runs), validation once per isolate, and a bad var
// answering a complete 500 page that names it, on every path, logged once.

import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_VERSION_POLL_INTERVAL_MS } from '../../app/constants.ts';
import { SITE_IDENTITY as IDENTITY } from '../../worker/site-identity.ts';
import { ConfigError, parseConfig, readConfig, type ConfigInput } from '../../worker/config/worker-config.ts';
import { restatedDefaults } from '../../worker/config/read-vars.ts';
import { CONFIG_VAR_NAMES, CONFIG_VARS, isConfigVar } from '../../worker/config/var-table.ts';
import type { Env } from '../../worker/env.ts';
import { getWithEnv } from './helpers/request.ts';

/** A configuration with every var valid, as the top level of wrangler.toml has it. */
const GOOD: ConfigInput = {
  DB: {},
  SITE_ORIGIN: '',
  API_BASE: '',
  UPSTREAM_TIMEOUT_MS: '8000',
};

/** The problems parseConfig names for GOOD with `changes` applied (empty when valid). */
function problemsWith(changes: ConfigInput): string[] {
  try {
    parseConfig({ ...GOOD, ...changes }, IDENTITY);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('parseConfig: the site identity', () => {
  it('the names and filing numbers are the identity folder’s, whatever the vars say', () => {
    const site = parseConfig({ ...GOOD, SITE_NAME: '别的名称', FOOTER_ICP: '别的' } as ConfigInput, IDENTITY).site;
    expect(site).toMatchObject({ name: IDENTITY.name, shortName: IDENTITY.shortName });
    expect(site.footer).toMatchObject({ host: IDENTITY.host, siteCode: IDENTITY.siteCode, icp: IDENTITY.icp, psb: IDENTITY.psb });
    expect(isConfigVar('SITE_NAME')).toBe(false);
  });

  it('SITE_ORIGIN is empty (the request’s own origin) or an origin without a path', () => {
    expect(parseConfig(GOOD, IDENTITY).site.origin).toBe('');
    expect(parseConfig({ ...GOOD, SITE_ORIGIN: 'https://www.council.example/' }, IDENTITY).site.origin).toBe('https://www.council.example');
    for (const bad of ['www.council.example', 'ftp://council.example', 'https://www.council.example/site', 'https://x.cn/?a=1']) {
      expect(problemsWith({ SITE_ORIGIN: bad }), bad).toEqual([expect.stringMatching(/^SITE_ORIGIN must be an origin/)]);
    }
  });

  it('the footer’s 主办单位 and filing numbers are the identity’s (sites/<SITE>/site.json), not vars', () => {
    const { footer } = parseConfig(GOOD, IDENTITY).site;
    expect([footer.host, footer.siteCode, footer.icp, footer.psb]).toEqual([IDENTITY.host, IDENTITY.siteCode, IDENTITY.icp, IDENTITY.psb]);
  });
});

describe('parseConfig: content source and timings', () => {
  it('API_BASE empty means the built-in D1 store; set, it must be an absolute http(s) URL (trailing slash dropped)', () => {
    expect(parseConfig(GOOD, IDENTITY).apiBase).toBeNull();
    expect(parseConfig({ ...GOOD, API_BASE: 'https://cms.example.cn/prod-api/' }, IDENTITY).apiBase).toBe(
      'https://cms.example.cn/prod-api',
    );
    expect(problemsWith({ API_BASE: 'cms.example.cn' })).toEqual(['API_BASE must be an absolute http(s) URL (got "cms.example.cn")']);
  });

  it('DB must be bound unless API_BASE names an upstream CMS', () => {
    expect(problemsWith({ DB: undefined })).toEqual([expect.stringMatching(/^DB \(the D1 binding\) is missing/)]);
    expect(problemsWith({ DB: undefined, API_BASE: 'https://cms.example.cn' })).toEqual([]);
  });

  // [var, default, lowest, highest, where it lands] — stated here, not read from the var table,
  // so that a changed default or range in worker/config/var-table.ts has to be changed here too.
  const NUMBERS = [
    ['UPSTREAM_TIMEOUT_MS', 8000, 100, 60_000, (c: ReturnType<typeof parseConfig>) => c.upstreamTimeoutMs],
    ['STORE_TIMEOUT_MS', 3000, 100, 10_000, (c: ReturnType<typeof parseConfig>) => c.storeTimeoutMs],
    ['API_CACHE_TTL', 60, 0, 86_400, (c: ReturnType<typeof parseConfig>) => c.apiCache.ttl],
    ['API_CACHE_STALE', 86_400, 0, 2_592_000, (c: ReturnType<typeof parseConfig>) => c.apiCache.stale],
    ['PAGE_CACHE_TTL', 30, 0, 86_400, (c: ReturnType<typeof parseConfig>) => c.pageCache.ttl],
    ['PAGE_CACHE_STALE', 3600, 0, 2_592_000, (c: ReturnType<typeof parseConfig>) => c.pageCache.stale],
    ['VERSION_POLL_INTERVAL_MS', 3_600_000, 10_000, 86_400_000, (c: ReturnType<typeof parseConfig>) => c.site.versionPollIntervalMs],
    ['MEMORY_CACHE_BYTES', 16 * 1024 * 1024, 0, 64 * 1024 * 1024, (c: ReturnType<typeof parseConfig>) => c.memoryCacheBytes],
    ['LOG_SAMPLE_PERCENT', 1, 0, 100, (c: ReturnType<typeof parseConfig>) => c.logSampleRate * 100],
    ['SITEMAP_FILE_URLS', 1000, 1, 25_000, (c: ReturnType<typeof parseConfig>) => c.sitemapFileUrls],
    ['SEARCH_INDEXING', 1, 0, 1, (c: ReturnType<typeof parseConfig>) => Number(c.searchIndexing)],

    ['LINK_CHECK_PER_RUN', 20, 0, 50, (c: ReturnType<typeof parseConfig>) => c.audit.linkCheckPerRun],
    ['LINK_CHECK_TIMEOUT_MS', 8000, 1000, 30_000, (c: ReturnType<typeof parseConfig>) => c.audit.linkCheckTimeoutMs],
  ] as const;

  it('every whole-number var of the table is checked above', () => {
    const whole = CONFIG_VAR_NAMES.filter((name) => CONFIG_VARS[name].kind === 'whole');
    expect(NUMBERS.map(([name]) => name).sort()).toEqual(whole.sort());
  });

  it('the poll interval’s default is the client’s own constant (one default, in app/constants.ts)', () => {
    expect(parseConfig(GOOD, IDENTITY).site.versionPollIntervalMs).toBe(DEFAULT_VERSION_POLL_INTERVAL_MS);
  });

  it.each(NUMBERS)('%s defaults to %i and accepts whole numbers from %i to %i', (name, fallback, min, max, pick) => {
    expect(pick(parseConfig({ ...GOOD, [name]: undefined }, IDENTITY))).toBe(fallback);
    expect(pick(parseConfig({ ...GOOD, [name]: '' }, IDENTITY))).toBe(fallback);
    expect(pick(parseConfig({ ...GOOD, [name]: String(min) }, IDENTITY))).toBe(min);
    expect(pick(parseConfig({ ...GOOD, [name]: ` ${max} ` }, IDENTITY))).toBe(max);
    // A TOML integer reaches the worker as a number.
    expect(pick(parseConfig({ ...GOOD, [name]: max }, IDENTITY))).toBe(max);
  });

  it.each(NUMBERS)('%s names itself and its range when out of range or not a whole number', (name, _fallback, min, max) => {
    const message = (got: unknown) => `${name} must be a whole number from ${min} to ${max} (got ${JSON.stringify(got)})`;
    for (const bad of [String(max + 1), 'soon', '1.5', '-1', '1e3']) expect(problemsWith({ [name]: bad })).toEqual([message(bad)]);
    if (min > 0) expect(problemsWith({ [name]: String(min - 1) })).toEqual([message(String(min - 1))]);
  });

  it('the upstream secrets are checked by shape, and a bad one never shows its value', () => {
    const credential = 'Bearer 3f9c0d7a1b2e4c5d';
    expect(problemsWith({ UPSTREAM_AUTH_HEADER: `Authorization: ${credential}`, UPSTREAM_NOTIFY_SECRET: 'a'.repeat(32) })).toEqual([]);
    for (const line of [credential, `Author ization: ${credential}`, 'Authorization:', `Authorization: ${credential}\r\nX-A: b`]) {
      const problems = problemsWith({ UPSTREAM_AUTH_HEADER: line });
      expect(problems, line).toEqual([expect.stringMatching(/^UPSTREAM_AUTH_HEADER must be one header line/)]);
      expect(problems.join(' ')).not.toContain('3f9c0d7a');
    }
    const short = 'x'.repeat(31);
    expect(problemsWith({ UPSTREAM_NOTIFY_SECRET: short })).toEqual([expect.stringMatching(/at least 32 characters/)]);
    expect(problemsWith({ UPSTREAM_NOTIFY_SECRET: short }).join(' ')).not.toContain(short);
  });

  it('the media prefixes are folders from /, the default RuoYi’s upload folder', () => {
    expect(parseConfig(GOOD, IDENTITY).upstreamMediaPrefixes).toEqual([CONFIG_VARS.UPSTREAM_MEDIA_PREFIXES.default]);
    expect(parseConfig({ ...GOOD, UPSTREAM_MEDIA_PREFIXES: ' /profile/upload/ , /files/ ' }, IDENTITY).upstreamMediaPrefixes).toEqual([
      '/profile/upload/',
      '/files/',
    ]);
    for (const bad of ['/', 'profile/upload/', '/profile/upload', '/profile/../etc/'])
      expect(problemsWith({ UPSTREAM_MEDIA_PREFIXES: bad }), bad).toEqual([expect.stringMatching(/^UPSTREAM_MEDIA_PREFIXES: /)]);
  });

  it('several bad vars are all named at once', () => {
    const problems = problemsWith({ CONSULT_LABEL: 42, UPSTREAM_TIMEOUT_MS: 'soon', PAGE_CACHE_TTL: '-5', API_BASE: 'nope' });
    expect(problems.map((p) => p.split(' ')[0]).sort()).toEqual(['API_BASE', 'CONSULT_LABEL', 'PAGE_CACHE_TTL', 'UPSTREAM_TIMEOUT_MS']);
  });

  it('the test worker’s own configuration (wrangler.toml top level) is valid', () => {
    expect(() => parseConfig(env, IDENTITY)).not.toThrow();
  });
});

describe('the var table', () => {
  it('knows its own vars and nothing else', () => {
    expect(isConfigVar('PAGE_CACHE_TTL')).toBe(true);
    expect(isConfigVar('PAGE_CACHE_TTl')).toBe(false);
    expect(isConfigVar('toString')).toBe(false);
  });

  it('every var has a description and what it changes, and a default inside its range', () => {
    for (const name of CONFIG_VAR_NAMES) {
      const spec = CONFIG_VARS[name];
      expect(spec.description.length, name).toBeGreaterThan(5);
      expect(spec.changes.length, name).toBeGreaterThan(5);
      if (spec.kind === 'whole') {
        expect(spec.default, name).toBeGreaterThanOrEqual(spec.min);
        expect(spec.default, name).toBeLessThanOrEqual(spec.max);
      }
    }
  });

  it('unset, every var takes its default: only the missing DB is named', () => {
    expect(() => parseConfig({}, IDENTITY)).toThrow(ConfigError);
    try {
      parseConfig({}, IDENTITY);
    } catch (error) {
      expect((error as ConfigError).problems.map((p) => p.split(' ')[0])).toEqual(['DB']);
    }
    const bare = parseConfig({ DB: {} }, IDENTITY);
    expect(bare).toMatchObject({
      apiBase: null,
      upstreamTimeoutMs: 8000,
      apiCache: { ttl: 60, stale: 86_400 },
      pageCache: { ttl: 30, stale: 3600 },
    });
    expect(bare.site).toMatchObject({ shortName: IDENTITY.shortName, origin: '', footer: { badge: null, consult: null } });
  });

  it('names the vars that only restate their default (check:config notes them), never a bad or required one', () => {
    expect(restatedDefaults({ PAGE_CACHE_TTL: 30, API_CACHE_TTL: ' 60 ', API_BASE: '', CONSULT_LABEL: '在线咨询' })).toEqual([
      'PAGE_CACHE_TTL',
      'API_CACHE_TTL',
      'API_BASE',
      'CONSULT_LABEL',
    ]);
    expect(
      restatedDefaults({ PAGE_CACHE_TTL: '31', API_CACHE_TTL: 'x', SITE_NAME: '', SITE_ORIGIN: 'https://www.council.example', TYPO: '' }),
    ).toEqual([]);
    expect(restatedDefaults({ VERSION_POLL_INTERVAL_MS: String(DEFAULT_VERSION_POLL_INTERVAL_MS) })).toEqual(['VERSION_POLL_INTERVAL_MS']);
  });

  it('a non-text value for a text var is named with its kind', () => {
    expect(problemsWith({ CONSULT_LABEL: 42 })).toEqual(['CONSULT_LABEL must be text (got 42)']);
    expect(problemsWith({ API_BASE: true })).toEqual(['API_BASE must be text (got true)']);
  });
});

describe('readConfig', () => {
  it('validates once per env object: the same answer, good or bad, every time', () => {
    const good = { ...GOOD };
    expect(readConfig(good, IDENTITY)).toBe(readConfig(good, IDENTITY));
    const bad = { ...GOOD, API_CACHE_TTL: 'forever' };
    let first: unknown;
    let second: unknown;
    try {
      readConfig(bad, IDENTITY);
    } catch (error) {
      first = error;
    }
    try {
      readConfig(bad, IDENTITY);
    } catch (error) {
      second = error;
    }
    expect(first).toBeInstanceOf(ConfigError);
    expect(second).toBe(first);
  });
});

describe('a worker deployed with a bad var', () => {
  let logged: string[] = [];
  beforeEach(() => {
    logged = [];
    const capture = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
    vi.spyOn(console, 'log').mockImplementation(capture);
    vi.spyOn(console, 'error').mockImplementation(capture);
  });
  afterEach(() => vi.restoreAllMocks());

  async function fetchWith(path: string, vars: Record<string, unknown>): Promise<Response> {
    return getWithEnv(path, { ...env, ...vars } as Env);
  }

  it.each(['/', '/m/importantNews', '/api/cn/listColumn', '/healthz'])(
    '%s answers a complete 500 page naming UPSTREAM_TIMEOUT_MS',
    async (path) => {
      const res = await fetchWith(path, { UPSTREAM_TIMEOUT_MS: 'soon' });
      expect(res.status).toBe(500);
      expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(res.headers.get('Cache-Control')).toBe('no-store, no-transform');
      const html = await res.text();
      expect(html).toMatch(/^<!doctype html>/i);
      expect(html.trimEnd()).toMatch(/<\/html>$/);
      expect(html).toContain('UPSTREAM_TIMEOUT_MS must be a whole number from 100 to 60000');
      expect(html).toContain('&#34;soon&#34;');
      // Nothing of the site was rendered around it.
      expect(html).not.toContain('main-nav');
    },
  );

  it('the 500 page still carries the request id, Server-Timing and the security headers', async () => {
    const res = await fetchWith('/', { PAGE_CACHE_STALE: 'a week' });
    await res.text();
    expect(res.headers.get('X-Request-Id')).toBeTruthy();
    expect(res.headers.get('Server-Timing')).toContain('total;dur=');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
  });

  it('is logged once per request, as an error naming the var', async () => {
    const res = await fetchWith('/aboutUs', { UPSTREAM_TIMEOUT_MS: 'soon', CONSULT_LABEL: 42 });
    await res.text();
    const id = res.headers.get('X-Request-Id')!;
    const mine = logged.filter((line) => line.includes(id));
    expect(mine).toHaveLength(1);
    const line = JSON.parse(mine[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 'error', status: 500, path: '/aboutUs' });
    expect(line.error).toContain('UPSTREAM_TIMEOUT_MS');
    expect(line.error).toContain('CONSULT_LABEL');
  });
});
