// Upstream mode as a RuoYi CMS really runs it (issue 46 item 10, decision 0124): the CMS calls
// the signed change notification after an edit or a withdrawal, and the site shows it within
// the bound of a D1 publish; a forged, stale or replayed call is refused and changes nothing;
// the CMS's relative upload paths are served through the worker; the credential reaches it.
// The CMS is a fake (the one part the product does not own): its own records answered from
// its state, every other call from the built-in content (the real worker in D1 mode).

import { env, exports } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetGeneration, GENERATION_TTL_MS, knownGeneration } from '../../worker/content/generation.ts';
import { UPSTREAM_MEDIA_ROUTE, upstreamMediaUrl } from '../../worker/content/upstream-media-urls.ts';
import { CONFIG_VARS } from '../../worker/config/var-table.ts';
import type { Env } from '../../worker/env.ts';
import { NOTIFY_PATH } from '../../worker/upstream/notify.ts';
import { REPLAY_WINDOW_S } from '../../worker/upstream/signature.ts';
import { freshIpv4, productionLimiter } from './helpers/limits.ts';
import { getWithEnv, text } from './helpers/request.ts';

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
const SECRET = hex(crypto.getRandomValues(new Uint8Array(32)));
const CREDENTIAL = `Bearer ${hex(crypto.getRandomValues(new Uint8Array(16)))}`;
const PREFIX = CONFIG_VARS.UPSTREAM_MEDIA_PREFIXES.default.split(',')[0]!;

const upstreamEnv: Env = {
  ...env,
  API_BASE: 'http://cms.council.test:8080',
  UPSTREAM_TIMEOUT_MS: '2000',
  UPSTREAM_AUTH_HEADER: `Authorization: ${CREDENTIAL}`,
  UPSTREAM_NOTIFY_SECRET: SECRET,
};

/** A 1×1 PNG, as the CMS stores an uploaded picture. */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC'), (c) =>
  c.charCodeAt(0),
);

// A fresh id range per run: the edge cache may outlive one run.
let nextId = 600_000 + Math.floor(Math.random() * 300_000) * 10;

interface Cms {
  title: string;
  withdrawn: boolean;
  /** Every call the CMS received: path and its Authorization header. */
  calls: { path: string; authorization: string | null }[];
}

function fakeCms(id: number, picture: string): Cms {
  const cms: Cms = { title: '关于举办2026年RCEP原产地规则培训班的通知', withdrawn: false, calls: [] };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const authorization = new Headers(init?.headers).get('Authorization');
    cms.calls.push({ path: url.pathname, authorization });
    if (url.pathname === picture) return new Response(PNG, { headers: { 'Content-Type': 'image/png' } });
    if (url.pathname === `${PREFIX}2026/03/18/readme.html`)
      return new Response('<script>alert(1)</script>', { headers: { 'Content-Type': 'text/html' } });
    if (url.pathname === `/api/cn/releaseDetailById/${id}`) {
      if (cms.withdrawn) return Response.json({ code: 404, msg: '访问资源不存在' });
      return Response.json({
        code: 200,
        msg: '操作成功',
        data: {
          id: String(id),
          columnId: '21',
          title: cms.title,
          // As RuoYi's editor saves them: a relative path in the body, the CMS's own http host on the cover.
          content: `<p>培训地点：贸促大厦三楼报告厅。</p><p><img src="${picture}" alt="培训海报"></p>`,
          coverImage: `http://cms.council.test:8080${picture}`,
          releaseTime: '2026-03-18 09:30:00',
        },
      });
    }
    return exports.default.fetch(new Request(`http://site.test${url.pathname}${url.search}`));
  });
  return cms;
}

const site = (path: string, init?: RequestInit) => getWithEnv(path, upstreamEnv, init);

/** The notification as the CMS sends it, signed at `at` (ms) unless a signature is given. */
async function notify(body: unknown, options: { at?: number; signature?: string; secret?: string } = {}) {
  const raw = JSON.stringify(body);
  const timestamp = String(Math.floor((options.at ?? Date.now()) / 1000));
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(options.secret ?? SECRET),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${timestamp}.${raw}`)));
  return site(NOTIFY_PATH, {
    method: 'POST',
    body: raw,
    headers: {
      'Content-Type': 'application/json',
      'X-Signature-Timestamp': timestamp,
      'X-Signature': `sha256=${options.signature ?? hex(mac)}`,
    },
  });
}

const upstreamGeneration = () => env.DB.prepare("SELECT value FROM meta WHERE key = 'upstream_generation'").first<number>('value');
const tombstone = (id: number) =>
  env.DB.prepare("SELECT id FROM removed_ids WHERE kind = 'releases' AND id = ?").bind(id).first<number>('id');

async function title(path: string): Promise<string> {
  const res = await site(path);
  expect(res.status, path).toBe(200);
  return text(await res.text());
}

beforeEach(() => forgetGeneration());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a change notification from the CMS', { timeout: 60_000 }, () => {
  const picture = `${PREFIX}2026/03/18/rcep-peixun.png`;
  const correction = '关于举办2026年RCEP原产地规则培训班的通知（更正：培训改至3月25日）';

  it('shows a corrected title at once on the node it reached, where the page was kept', async () => {
    const id = nextId++;
    const cms = fakeCms(id, picture);
    const before = cms.title;
    // Kept from the first answer, even on a node that knew no generation yet.
    expect(await title(`/detail/${id}`)).toContain(before);
    expect((await site(`/detail/${id}`)).headers.get('Cache-Status')).toMatch(/; hit;/);
    cms.title = correction;
    // Without a notification the kept page stays (the cache windows would bound it).
    expect(await title(`/detail/${id}`)).not.toContain(correction);

    const res = await notify({ action: 'publish', releases: [String(id)] });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ code: 200, generation: await upstreamGeneration() });
    expect(await title(`/detail/${id}`)).toContain(correction);
    expect(await title(`/m/detail/${id}`)).toContain(correction);
  });

  it('on a node it did not reach, within the bound of a D1 publish: one kept answer, then the change', async () => {
    const id = nextId++;
    const cms = fakeCms(id, picture);
    expect(await title(`/detail/${id}`)).toContain(cms.title);
    expect(knownGeneration('upstream')).toBeDefined();
    // Another data centre took the notification: the primary has the new generation, this node not.
    cms.title = correction;
    await env.DB.prepare(
      "INSERT INTO meta (key, value) VALUES ('upstream_generation', 1) ON CONFLICT (key) DO UPDATE SET value = value + 1",
    ).run();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + GENERATION_TTL_MS);
    // The one answer under the generation it knew; it learns the new one behind it.
    await (await site(`/detail/${id}`)).arrayBuffer();
    expect(await title(`/detail/${id}`)).toContain(correction);
  });

  it('a withdrawal makes the page answer 410 and the API the unknown id’s envelope', async () => {
    const id = nextId++;
    const cms = fakeCms(id, picture);
    expect(await title(`/detail/${id}`)).toContain(cms.title);
    cms.withdrawn = true;
    const res = await notify({ action: 'withdraw', releases: [id] });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ code: 200, withdrawn: { releases: [String(id)] } });
    for (const path of [`/detail/${id}`, `/m/detail/${id}`]) {
      for (let i = 0; i < 2; i++) {
        const page = await site(path);
        expect(page.status, path).toBe(410);
        const words = text(await page.text());
        expect(words).toContain('信息已撤回');
        expect(words).not.toContain(cms.title);
      }
    }
    expect(await (await site(`/api/cn/releaseDetailById/${id}`)).json()).toEqual({ code: 404, msg: '访问资源不存在' });
    // Published again in the CMS: no longer gone.
    cms.withdrawn = false;
    expect((await notify({ action: 'publish', releases: [id] })).status).toBe(200);
    expect(await tombstone(id)).toBeNull();
    expect(await title(`/detail/${id}`)).toContain(cms.title);
  });

  it('refuses a wrong signature, an old or future timestamp and a replay, and changes nothing', async () => {
    const id = nextId++;
    const cms = fakeCms(id, picture);
    expect(await title(`/detail/${id}`)).toContain(cms.title);
    const generation = await upstreamGeneration();
    cms.withdrawn = true;
    const withdraw = { action: 'withdraw', releases: [id] };
    const refusals: [Response, RegExp][] = [
      [await notify(withdraw, { secret: `${SECRET}x` }), /签名不符/],
      [await notify(withdraw, { signature: '0'.repeat(64) }), /签名不符/],
      [await notify(withdraw, { at: Date.now() - (REPLAY_WINDOW_S + 60) * 1000 }), /时间戳超出允许范围/],
      [await notify(withdraw, { at: Date.now() + (REPLAY_WINDOW_S + 60) * 1000 }), /时间戳超出允许范围/],
      [await site(NOTIFY_PATH, { method: 'POST', body: JSON.stringify(withdraw) }), /缺少签名/],
    ];
    for (const [res, why] of refusals) {
      expect(res.status).toBe(401);
      expect(((await res.json()) as { msg: string }).msg).toMatch(why);
    }
    expect(await upstreamGeneration()).toBe(generation);
    expect(await tombstone(id)).toBeNull();
    // The page kept before them is what the site still shows: nothing was withdrawn.
    const kept = await site(`/detail/${id}`);
    expect(kept.status).toBe(200);
    expect(kept.headers.get('Cache-Status')).toMatch(/; hit;/);

    // The same signed call twice: the second is a replay.
    const at = Date.now();
    expect((await notify(withdraw, { at })).status).toBe(200);
    const again = await notify(withdraw, { at });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { msg: string }).msg).toMatch(/重复的通知/);
  });

  it('counts against the client’s limit of production’s size, before any signature is checked', async () => {
    fakeCms(nextId++, `${PREFIX}x.png`);
    const limited: Env = { ...upstreamEnv, CLIENT_MISS_LIMIT: productionLimiter('CLIENT_MISS_LIMIT') };
    const limit = env.PRODUCTION_LIMITS.CLIENT_MISS_LIMIT!.limit;
    const from = { 'CF-Connecting-IP': freshIpv4() };
    const forged = () =>
      getWithEnv(NOTIFY_PATH, limited, {
        method: 'POST',
        body: '{"action":"publish"}',
        headers: { ...from, 'X-Signature-Timestamp': String(Math.floor(Date.now() / 1000)), 'X-Signature': `sha256=${'0'.repeat(64)}` },
      });
    for (let i = 0; i < limit; i++) expect((await forged()).status).toBe(401);
    const refused = await forged();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
  });

  it('accepts POST alone', async () => {
    for (const method of ['GET', 'HEAD', 'PUT']) {
      const res = await site(NOTIFY_PATH, { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.get('Allow')).toBe('POST');
    }
  });
});

describe('upstream mode with a D1 that was never migrated', { timeout: 60_000 }, () => {
  it('serves the CMS’s pages, and an id the CMS does not know stays a 404', async () => {
    const id = nextId++;
    const cms = fakeCms(id, `${PREFIX}x.png`);
    const failing = () => Promise.reject(new Error('D1_ERROR: no such table: meta: SQLITE_ERROR'));
    const statement = { bind: () => statement, first: failing, all: failing, run: failing, raw: failing };
    const unmigrated = { prepare: () => statement, batch: failing } as unknown as D1Database;
    const bare: Env = { ...upstreamEnv, DB: unmigrated };
    for (let i = 0; i < 2; i++) {
      const page = await getWithEnv(`/detail/${id}`, bare);
      expect(page.status).toBe(200);
      expect(text(await page.text())).toContain(cms.title);
    }
    cms.withdrawn = true;
    expect((await getWithEnv(`/detail/${id + 1}`, bare)).status).toBe(404);
    // Notifications need it: refused plainly, not a crash.
    expect((await getWithEnv(NOTIFY_PATH, { ...bare, DB: undefined as unknown as D1Database }, { method: 'POST' })).status).toBe(503);
  });
});

describe('the CMS’s own files', { timeout: 60_000 }, () => {
  it('are served through the worker: body and cover rewritten, the file fetched with the credential', async () => {
    const id = nextId++;
    const picture = `${PREFIX}2026/03/18/haibao-${id}.png`;
    const cms = fakeCms(id, picture);
    const detail = (await (await site(`/api/cn/releaseDetailById/${id}`)).json()) as {
      data: { content: string; coverImage: string };
    };
    const served = `${UPSTREAM_MEDIA_ROUTE}${picture}`;
    expect(detail.data.coverImage).toBe(served);
    expect(detail.data.content).toContain(`src="${served}"`);
    expect(detail.data.content).not.toContain('cms.council.test');
    const html = await (await site(`/detail/${id}`)).text();
    expect(html).toContain(`src="${served}"`);

    const file = await site(served);
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
    // Kept: the second request does not reach the CMS.
    const asked = cms.calls.filter((c) => c.path === picture).length;
    expect((await site(served)).status).toBe(200);
    expect(cms.calls.filter((c) => c.path === picture).length).toBe(asked);
    // The credential reached the CMS with every call, content and file alike.
    expect(cms.calls.length).toBeGreaterThan(0);
    for (const call of cms.calls) expect(call.authorization, call.path).toBe(CREDENTIAL);
  });

  it('a credentialed call follows no redirect: a 3xx from the CMS is a failure', async () => {
    const id = nextId++;
    fakeCms(id, `${PREFIX}x.png`);
    const fetcher = vi.mocked(globalThis.fetch);
    const answer = fetcher.getMockImplementation()!;
    const asked: (RequestRedirect | undefined)[] = [];
    fetcher.mockImplementation(async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname !== `/api/cn/releaseDetailById/${id}`) return answer(input, init);
      asked.push(init?.redirect);
      return new Response(null, { status: 302, headers: { Location: 'https://login.example/sso' } });
    });
    const api = await site(`/api/cn/releaseDetailById/${id}`);
    expect(asked).toEqual(['manual']);
    expect(api.status).toBe(503);
  });

  it('is no open proxy: nothing outside the prefixes, no way out of them, only images, PDF and office files', async () => {
    const id = nextId++;
    const cms = fakeCms(id, `${PREFIX}x.png`);
    for (const path of ['/etc/passwd', '/api/cn/listColumn', `${PREFIX}..%2F..%2Fapplication.yml`, `${PREFIX}`])
      expect((await site(`${UPSTREAM_MEDIA_ROUTE}${path}`)).status, path).toBe(404);
    expect(cms.calls).toEqual([]);
    expect((await site(`${UPSTREAM_MEDIA_ROUTE}${PREFIX}2026/03/18/readme.html`)).status).toBe(502);
  });

  it('rewrites the CMS’s own URLs only: relative or on its host (behind its path), under a prefix', () => {
    const file = `${PREFIX}2026/03/18/baomingbiao.docx`;
    const served = `${UPSTREAM_MEDIA_ROUTE}${file}`;
    const behindPath = upstreamMediaUrl({ apiBase: 'http://cms.council.test:8080/prod-api', upstreamMediaPrefixes: [PREFIX] })!;
    expect(behindPath(file)).toBe(served);
    expect(behindPath(`http://cms.council.test:8080/prod-api${file}`)).toBe(served);
    expect(behindPath(`https://cms.council.test:8080/prod-api${file}`)).toBe(served);
    expect(behindPath(`//cms.council.test:8080/prod-api${file}`)).toBe(served);
    for (const other of [
      `https://www.ccpit.org${file}`, // another site's file stays a link to it
      `http://cms.council.test:8080${file}`, // not behind API_BASE's path
      '/detail/1001',
      `${PREFIX}../../application.yml`,
      '//evil.example/profile/upload/a.png',
    ])
      expect(behindPath(other), other).toBeNull();
    expect(upstreamMediaUrl({ apiBase: null, upstreamMediaPrefixes: [PREFIX] })).toBeNull();
  });

  it('does not exist in D1 mode', async () => {
    expect((await exports.default.fetch(new Request(`http://site.test${UPSTREAM_MEDIA_ROUTE}${PREFIX}a.png`))).status).toBe(404);
    expect((await exports.default.fetch(new Request(`http://site.test${NOTIFY_PATH}`, { method: 'POST' }))).status).toBe(404);
  });
});
