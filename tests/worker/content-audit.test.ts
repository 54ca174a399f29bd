// The content audit in the worker, on the seed in D1 with a pinned date: what the national
// inspection's thresholds make of each column, the home page and the links in content; the
// daily job's data points, log line and message; the outbound-link check against a real
// local HTTP server (tests/worker/outside-world.ts), within its cap.

import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { runAudit } from '../../worker/audit/run.ts';
import { checkOutboundLinks, outboundLinks } from '../../worker/audit/link-check.ts';
import type { Env } from '../../worker/env.ts';
import worker from '../../worker/index.ts';

const audit = (asOf: string) => runAudit(env.DB, { asOf, consultationConfigured: false });

describe('the audit on the seed', () => {
  it('on 2026-11-26 lists every column with its class, last update and age, and passes', async () => {
    const report = await audit('2026-11-26');
    const { n } = (await env.DB.prepare('SELECT COUNT(*) AS n FROM columns').first<{ n: number }>())!;
    expect(report.columns).toHaveLength(n);
    const news = report.columns.find((c) => c.code === 'YW')!;
    expect(news).toMatchObject({ class: 'news', category: '要闻动态', limitDays: 14, state: 'ok' });
    expect(news.lastUpdate).toMatch(/^2026-11-\d\d /);
    expect(news.ageDays).toBeLessThan(14);
    expect(report.columns.find((c) => c.code === 'YW-TZGG')).toMatchObject({ class: 'notice', limitDays: 183 });
    expect(report.columns.find((c) => c.code === 'ZX-ZCFG')).toMatchObject({ class: 'policy', limitDays: 183 });
    expect(report.columns.find((c) => c.code === 'FW-SSRZ-YCD')).toMatchObject({ class: 'guide', state: 'not dated' });
    expect(report.home.state).toBe('ok');
    expect(report.exitCode).toBe(0);
    expect(report.findings.find((f) => f.check === 'consultation')?.level).toBe('warning');
    expect(report.expiredAdverts).toEqual([]);
  });

  it('reports an advert whose dates have passed', async () => {
    await env.DB.prepare(
      "INSERT INTO advertising (id, title, image_url, link_url, position, order_num, start_time, end_time) VALUES (9901, '2025年度出国展览项目征集', '/images/ads/side-activity.svg', '/service/exhibition', 'sidebar', 9, '2025-01-01 00:00:00', '2025-12-31 23:59:59')",
    ).run();
    try {
      const report = await audit('2026-11-26');
      expect(report.expiredAdverts).toEqual([
        { id: '9901', title: '2025年度出国展览项目征集', position: 'sidebar', endTime: '2025-12-31 23:59:59' },
      ]);
      expect(report.findings).toContainEqual(expect.objectContaining({ check: 'advert-expired', level: 'warning' }));
    } finally {
      await env.DB.prepare('DELETE FROM advertising WHERE id = 9901').run();
    }
  });

  it('120 days later fails, naming the home page and the news columns', async () => {
    const report = await audit('2027-03-26');
    expect(report.exitCode).toBe(1);
    const fails = report.findings.filter((f) => f.level === 'fail').map((f) => f.check);
    expect(fails).toContain('home');
    const stale = report.columns.filter((c) => c.state === 'stale').map((c) => c.code);
    expect(stale).toEqual(expect.arrayContaining(['YW', 'ZX', 'ZX-JMZX']));
  });

  it('reports a release that links to an article that does not exist, and a missing column', async () => {
    const before = await env.DB.prepare('SELECT content FROM releases WHERE id = 1001').first<{ content: string }>();
    await env.DB.prepare('UPDATE releases SET content = ? WHERE id = 1001')
      .bind(`${before!.content}<p><a href="/detail/999999">旧文</a> <a href="/m/column/777">旧栏目</a> <a href="/servce/x">错</a></p>`)
      .run();
    try {
      const report = await audit('2026-11-26');
      expect(report.deadLinks).toEqual(
        expect.arrayContaining([
          { from: '信息 1001 正文', what: '链接', href: '/detail/999999', reason: '文章 999999 不存在或已撤回' },
          { from: '信息 1001 正文', what: '链接', href: '/m/column/777', reason: '栏目 777 不存在' },
          { from: '信息 1001 正文', what: '链接', href: '/servce/x', reason: '网站没有这个页面' },
        ]),
      );
      expect(report.findings.some((f) => f.check === 'dead-link' && f.message.includes('/detail/999999'))).toBe(true);
    } finally {
      await env.DB.prepare('UPDATE releases SET content = ? WHERE id = 1001').bind(before!.content).run();
    }
  });

  it('reports an emptied column as empty', async () => {
    const policies = await env.DB.prepare("SELECT id FROM columns WHERE column_code = 'ZX-ZCFG'").first<{ id: number }>();
    await env.DB.prepare('DELETE FROM releases WHERE column_id = ?').bind(policies!.id).run();
    const report = await audit('2026-11-26');
    expect(report.columns.find((c) => c.code === 'ZX-ZCFG')).toMatchObject({ state: 'empty', items: 0 });
    expect(report.findings).toContainEqual(expect.objectContaining({ check: 'column-empty', level: 'error' }));
  });
});

describe('the outbound-link check', () => {
  // A real server in Node (tests/worker/outside-world.ts, vitest's global setup), reached from
  // workerd over a socket: one path per answer, and a port that refuses connections.
  const world = inject('outsideWorld');
  const LINKS: Record<string, string> = {
    ok: `${world}/ok?a=1&b=2`,
    gone: `${world}/gone`,
    removed: `${world}/removed`,
    nohead: `${world}/nohead`,
    slow: `${world}/slow`,
    refused: `${inject('refusedOrigin')}/page`,
  };
  const labelOf = new Map(Object.entries(LINKS).map(([label, url]) => [url, label]));
  const seen = async () => (await (await fetch(`${world}/__seen`)).json()) as string[];

  beforeEach(async () => {
    const links = Object.entries(LINKS)
      .map(([label, url]) => `<a href="${url.replace(/&/g, '&amp;')}">${label}</a>`)
      .join(' ');
    await env.DB.prepare('UPDATE releases SET content = content || ? WHERE id = 1002').bind(`<p>${links}</p>`).run();
    // The seed's own outbound links (gov.cn and the like) count as checked after every run
    // below: nothing in this test leaves the machine.
    const others = (await outboundLinks(env.DB)).filter((url) => !labelOf.has(url));
    await env.DB.batch(
      others.map((url) =>
        env.DB.prepare(
          "INSERT OR REPLACE INTO link_checks (url, outcome, status, checked_at) VALUES (?, 'ok', 200, '2026-11-29T00:00:00.000Z')",
        ).bind(url),
      ),
    );
  });

  it('records 200, 404, 410, unreachable and timeouts, never more than its cap a run, each link weekly', async () => {
    const options = { cap: 4, timeoutMs: 300 };
    const first = await checkOutboundLinks(env.DB, { ...options, now: new Date('2026-11-23T01:00:00Z') });
    expect(first.length).toBe(4);
    const second = await checkOutboundLinks(env.DB, { ...options, now: new Date('2026-11-24T01:00:00Z') });
    expect(second.length).toBeLessThanOrEqual(4);
    const third = await checkOutboundLinks(env.DB, { ...options, now: new Date('2026-11-25T01:00:00Z') });
    expect(third.length).toBeLessThanOrEqual(4);
    const all = [...first, ...second, ...third];
    // Within a week no link is checked twice.
    expect(new Set(all.map((c) => c.url)).size).toBe(all.length);
    const ours = new Map(all.flatMap((c) => (labelOf.has(c.url) ? [[labelOf.get(c.url)!, c] as const] : [])));
    expect([...ours.keys()].sort()).toEqual(Object.keys(LINKS).sort());
    expect(ours.get('ok')).toMatchObject({ outcome: 'ok', status: 200 });
    expect(ours.get('gone')).toMatchObject({ outcome: 'broken', status: 404 });
    expect(ours.get('removed')).toMatchObject({ outcome: 'broken', status: 410 });
    expect(ours.get('nohead')).toMatchObject({ outcome: 'ok', status: 200 });
    expect(ours.get('refused')).toMatchObject({ outcome: 'unreachable', status: null });
    expect(ours.get('slow')).toMatchObject({ outcome: 'timeout', status: null });
    // What the server was asked: HEAD first; GET only where HEAD did not settle it.
    const asked = await seen();
    expect(asked).toContain('HEAD /ok');
    expect(asked).not.toContain('GET /ok');
    expect(asked).toEqual(expect.arrayContaining(['HEAD /nohead', 'GET /nohead', 'HEAD /slow', 'GET /slow']));
    // The results as recorded, for the audit to read.
    const stored = await env.DB.prepare('SELECT url, outcome, status FROM link_checks').all<{
      url: string;
      outcome: string;
      status: number | null;
    }>();
    const recorded = new Map(stored.results.filter((r) => labelOf.has(r.url)).map((r) => [labelOf.get(r.url)!, [r.outcome, r.status]]));
    expect(Object.fromEntries(recorded)).toEqual({
      ok: ['ok', 200],
      gone: ['broken', 404],
      removed: ['broken', 410],
      nohead: ['ok', 200],
      slow: ['timeout', null],
      refused: ['unreachable', null],
    });

    // A week after the first run, its links are due again, still within the cap.
    const nextWeek = await checkOutboundLinks(env.DB, { ...options, now: new Date('2026-11-30T02:00:00Z') });
    expect(nextWeek.length).toBeGreaterThan(0);
    expect(nextWeek.length).toBeLessThanOrEqual(4);

    // The audit reports them: 404 as broken, a refusal or a timeout as unreachable.
    const report = await audit('2026-11-26');
    const byLabel = new Map(report.outbound.map((o) => [labelOf.get(o.url), o.outcome]));
    expect(byLabel.get('gone')).toBe('broken');
    expect(byLabel.get('removed')).toBe('broken');
    expect(byLabel.get('refused')).toBe('unreachable');
    expect(byLabel.get('slow')).toBe('unreachable');
    expect(byLabel.has('ok')).toBe(false);
  });
});

describe('the daily job', () => {
  let lines: Array<{ level: string; text: string }> = [];
  beforeEach(() => {
    lines = [];
    for (const level of ['log', 'warn', 'error'] as const)
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push({ level, text: args.map(String).join(' ') }));
  });
  afterEach(() => vi.restoreAllMocks());

  it('writes its data points, one log line and a message to a person', async () => {
    const points: AnalyticsEngineDataPoint[] = [];
    const messages: Array<{ from: string; to: string; subject: string; text?: string }> = [];
    const bindings = {
      ...(env as Env),
      LINK_CHECK_PER_RUN: '0',
      AUDIT_EMAIL_FROM: env.DEPLOYED_VARS.production.AUDIT_EMAIL_FROM,
      AUDIT_EMAIL_TO: env.DEPLOYED_VARS.production.AUDIT_EMAIL_TO,
      AUDIT_METRICS: { writeDataPoint: (p?: AnalyticsEngineDataPoint) => void points.push(p!) },
      AUDIT_EMAIL: {
        send: async (m: { from: string; to: string; subject: string; text?: string }) => {
          messages.push(m);
          return { messageId: 'local' };
        },
      },
    } as unknown as Env;
    // 2027-03-26 09:00 in Beijing: 120 days after the seed's newest news.
    const controller = createScheduledController({ scheduledTime: Date.parse('2027-03-26T01:00:00Z'), cron: '0 1 * * *' });
    const ctx = createExecutionContext();
    await worker.scheduled!(controller, bindings, ctx);
    await waitOnExecutionContext(ctx);

    const audits = lines.filter((l) => l.text.includes('"type":"content-audit"'));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.level).toBe('error');
    const line = JSON.parse(audits[0]!.text);
    expect(line).toMatchObject({ level: 'error', asOf: '2027-03-26', exitCode: 1, cron: '0 1 * * *' });
    expect(line.findings.some((f: { check: string }) => f.check === 'home')).toBe(true);

    expect(points[0]).toMatchObject({ indexes: ['home'], blobs: ['home', 'home', 'stale', '2027-03-26'] });
    expect(points.find((p) => p.blobs?.[0] === 'YW')).toMatchObject({ indexes: ['column'], blobs: ['YW', 'news', 'stale', '2027-03-26'] });
    expect(points.at(-1)).toMatchObject({ indexes: ['summary'], blobs: ['summary', 'error', 'fail', '2027-03-26'] });

    expect(messages).toHaveLength(1);
    // The configured addresses (wrangler.toml's [env.production.vars]).
    expect(messages[0]).toMatchObject({
      from: env.DEPLOYED_VARS.production.AUDIT_EMAIL_FROM,
      to: env.DEPLOYED_VARS.production.AUDIT_EMAIL_TO,
    });
    expect(messages[0]!.subject).toContain('2027-03-26');
    expect(messages[0]!.text).toContain('首页：');
    expect(messages[0]!.text).toMatch(/仍未解决的单项否决 \d+ 条/);
  });

  it('changes nothing a visitor sees', async () => {
    const before = await (await worker.fetch!(new Request('http://site.test/importantNews'), env as Env, createExecutionContext())).text();
    const ctx = createExecutionContext();
    await worker.scheduled!(
      createScheduledController({ scheduledTime: Date.now(), cron: '0 1 * * *' }),
      { ...(env as Env), LINK_CHECK_PER_RUN: '0' } as Env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    const after = await (await worker.fetch!(new Request('http://site.test/importantNews'), env as Env, createExecutionContext())).text();
    expect(after.replace(/<script type="application\/json"[\s\S]*?<\/script>/, '')).toBe(
      before.replace(/<script type="application\/json"[\s\S]*?<\/script>/, ''),
    );
  });
});
