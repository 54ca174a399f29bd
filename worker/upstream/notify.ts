// POST /hooks/cms-change: the upstream CMS says it published, corrected or withdrew something.
// Signed (signature.ts), inside a replay window, counted against the Workers Rate Limiting
// bindings; it bumps upstream mode's generation in D1 (every cache key carries it, so the next
// lookups miss and ask the CMS) and, for a withdrawal, writes the ids' tombstones (their pages
// answer 410, as in D1 mode). Visible within the bound of a D1 publish (decision 0124).

import { Hono } from 'hono';
import { REMOVED_TABLE, tombstoneStatement } from '../../content/removed-ids.ts';
import type { AppEnv } from '../app-env.ts';
import { notifiedGeneration } from '../content/generation.ts';
import { refusalOf } from '../limits/refused.ts';
import { generationScope } from '../sites/hosted-site.ts';
import { REPLAY_WINDOW_S, verifyNotification } from './signature.ts';

export const NOTIFY_PATH = '/hooks/cms-change';

/** A notification names a few records; anything larger is no notification. */
const MAX_BODY_BYTES = 16 * 1024;
const MAX_IDS = 100;
const ID = /^[1-9]\d{0,14}$/;

/** The lists a notification may name: those whose pages answer 410 when withdrawn. */
const KINDS = ['releases', 'activities'] as const;
type Kind = (typeof KINDS)[number];

interface Notice {
  action: 'publish' | 'withdraw';
  ids: Record<Kind, string[]>;
}

/** The body as docs/api.md gives it, or the sentence saying what is wrong. */
function readNotice(text: string): Notice | string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return '请求体不是 JSON';
  }
  if (typeof body !== 'object' || body === null) return '请求体须为 JSON 对象';
  const b = body as Record<string, unknown>;
  if (b.action !== 'publish' && b.action !== 'withdraw')
    return 'action 须为 "publish"（发布或修改）或 "withdraw"（撤回）';
  const ids = { releases: [], activities: [] } as Record<Kind, string[]>;
  for (const kind of KINDS) {
    const list = b[kind] ?? [];
    if (!Array.isArray(list)) return `${kind} 须为 id 数组`;
    for (const id of list) {
      const text = typeof id === 'number' ? String(id) : id;
      if (typeof text !== 'string' || !ID.test(text)) return `${kind} 中的 ${JSON.stringify(id)} 不是有效 id`;
      ids[kind].push(text);
    }
  }
  if (ids.releases.length + ids.activities.length > MAX_IDS) return `一次最多 ${MAX_IDS} 个 id`;
  if (b.action === 'withdraw' && ids.releases.length + ids.activities.length === 0)
    return '撤回须在 releases 或 activities 中列出 id';
  return { action: b.action, ids };
}

const answer = (code: number, msg: string, extra: Record<string, unknown> = {}) => ({ code, msg, ...extra });

export const notifyRoutes = new Hono<AppEnv>();

notifyRoutes.all(NOTIFY_PATH, async (c) => {
  const noStore = { 'Cache-Control': 'no-store' };
  if (c.req.method !== 'POST') return c.json(answer(405, '只接受 POST'), 405, { ...noStore, Allow: 'POST' });
  // D1 mode has no CMS to hear from: the endpoint does not exist there.
  if (!c.get('config').apiBase) return c.json(answer(404, '访问资源不存在'), 404, noStore);
  const secret = c.env.UPSTREAM_NOTIFY_SECRET?.trim();
  // The request's site's database (its serving one, on a platform): its generation, its tombstones.
  const site = c.get('site');
  const db = site.db;
  if (!secret || !db)
    return c.json(
      answer(
        503,
        secret
          ? '未绑定 D1 数据库 DB：上游模式的内容代次和撤回记录保存在其中'
          : '未配置 UPSTREAM_NOTIFY_SECRET：通知不被接受',
      ),
      503,
      noStore,
    );
  // Counted before any work (a flood of forged calls costs the limits, not HMACs or writes).
  const refused = await refusalOf(c.get('gate').admit());
  if (refused)
    return c.json(answer(refused.status, '请求过于频繁，请稍后再试'), refused.status, {
      ...noStore,
      'Retry-After': String(refused.retryAfter),
    });
  if (Number(c.req.header('Content-Length') ?? '0') > MAX_BODY_BYTES)
    return c.json(answer(413, `请求体超过 ${MAX_BODY_BYTES} 字节`), 413, noStore);
  const text = await c.req.text();
  if (new TextEncoder().encode(text).byteLength > MAX_BODY_BYTES)
    return c.json(answer(413, `请求体超过 ${MAX_BODY_BYTES} 字节`), 413, noStore);

  const now = Date.now();
  const verdict = await verifyNotification(secret, c.req.raw.headers, text, now);
  if (!verdict.ok) return c.json(answer(401, verdict.msg, { reason: verdict.reason }), 401, noStore);
  const notice = readNotice(text);
  if (typeof notice === 'string') return c.json(answer(400, notice), 400, noStore);

  // A signature seen within the window is a replay; rows past the window go first.
  const [, seen] = await db.batch([
    db.prepare('DELETE FROM upstream_notifications WHERE received_at < ?').bind(now - REPLAY_WINDOW_S * 2000),
    db
      .prepare(
        'INSERT INTO upstream_notifications (signature, received_at) VALUES (?, ?) ON CONFLICT DO NOTHING RETURNING signature',
      )
      .bind(verdict.signature, now),
  ]);
  if (!seen?.results.length)
    return c.json(answer(409, '重复的通知：这个签名已经用过，请重新计算时间戳和签名'), 409, noStore);

  const statements: D1PreparedStatement[] = [];
  for (const kind of KINDS) {
    const ids = notice.ids[kind];
    if (!ids.length) continue;
    if (notice.action === 'withdraw') {
      const { sql, params } = tombstoneStatement(kind, ids);
      statements.push(db.prepare(sql).bind(...params));
    }
    // Published again (a CMS may withdraw and restore an id): its page is no longer gone.
    else
      statements.push(
        db
          .prepare(`DELETE FROM ${REMOVED_TABLE} WHERE kind = ? AND id IN (SELECT value FROM json_each(?))`)
          .bind(kind, JSON.stringify(ids.map(Number))),
      );
  }
  statements.push(db.prepare(GENERATION_BUMP_SQL));
  const results = await db.batch<{ value: number }>(statements);
  const generation = results.at(-1)?.results[0]?.value ?? 0;
  notifiedGeneration(generation, c.executionCtx as unknown as ExecutionContext, now, generationScope(site));
  return c.json(
    answer(200, notice.action === 'withdraw' ? '已撤回' : '已更新', {
      generation,
      ...(notice.action === 'withdraw' ? { withdrawn: notice.ids } : { published: notice.ids }),
    }),
    200,
    noStore,
  );
});

/** Upstream mode's generation, the time of the write in ms (decision 0057's rule, its own key). */
const GENERATION_BUMP_SQL =
  "INSERT INTO meta (key, value) VALUES ('upstream_generation', CAST(ROUND((julianday('now') - 2440587.5) * 86400000) AS INTEGER)) " +
  'ON CONFLICT (key) DO UPDATE SET value = MAX(value + 1, excluded.value) RETURNING value';
