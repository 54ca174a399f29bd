// The content audit in the worker, on the seed in D1 with a pinned date: what the national
// inspection's thresholds make of each column, the home page and the links in content; the
// daily job's data points, log line and message; the outbound-link check against a local
// server, within its cap.

import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runAudit } from '../../worker/audit/run.ts';
import { checkOutboundLinks } from '../../worker/audit/link-check.ts';
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
          { from: 'release 1001', href: '/detail/999999', reason: 'no article 999999' },
          { from: 'release 1001', href: '/m/column/777', reason: 'no column 777' },
          { from: 'release 1001', href: '/servce/x', reason: 'no page /servce/x' },
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

/** A local server for the outside world: one host per answer. */
function localServer(seen: string[]) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    seen.push(`${request.method} ${url.host}`);
    switch (url.host) {
      case 'ok.test':
        return new Response(request.method === 'HEAD' ? null : 'ok', { status: 200 });
      case 'gone.test':
        return new Response('gone', { status: 404 });
      case 'removed.test':
        return new Response('removed', { status: 410 });
      case 'nohead.test':
        return new Response('', { status: request.method === 'HEAD' ? 405 : 200 });
      case 'refused.test':
        throw new TypeError('Network connection lost.');
      default:
        // Never answers: the request's own time limit ends it.
        return new Promise((_, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        });
    }
  };
}

describe('the outbound-link check', () => {
  const HOSTS = ['ok.test', 'gone.test', 'removed.test', 'nohead.test', 'refused.test', 'slow.test'];
  beforeEach(async () => {
    const links = HOSTS.map((h) => `<a href="https://${h}/page?a=1&amp;b=2">${h}</a>`).join(' ');
    await env.DB.prepare('UPDATE releases SET content = content || ? WHERE id = 1002').bind(`<p>${links}</p>`).run();
  });

  it('records 200, 404, 410, unreachable and timeouts, never more than its cap a run, each link weekly', async () => {
    const seen: string[] = [];
    const options = { cap: 4, timeoutMs: 300, fetcher: localServer(seen) };
    const monday = new Date('2026-11-23T01:00:00Z');
    const first = await checkOutboundLinks(env.DB, { ...options, now: monday });
    expect(first.length).toBeLessThanOrEqual(4);
    const second = await checkOutboundLinks(env.DB, { ...options, now: new Date('2026-11-24T01:00:00Z') });
    const all = [...first, ...second];
    const ours = new Map(all.filter((c) => HOSTS.includes(new URL(c.url).host)).map((c) => [new URL(c.url).host, c]));
    expect(second.length).toBeLessThanOrEqual(4);
    // Within a week no link is checked twice.
    expect(new Set(all.map((c) => c.url)).size).toBe(all.length);
    const third = await checkOutboundLinks(env.DB, { ...options, now: new Date('2026-11-25T01:00:00Z') });
    for (const c of third) ours.set(new URL(c.url).host, c);
    for (const host of HOSTS) expect(ours.has(host), host).toBe(true);
    expect(ours.get('ok.test')).toMatchObject({ outcome: 'ok', status: 200 });
    expect(ours.get('gone.test')).toMatchObject({ outcome: 'broken', status: 404 });
    expect(ours.get('removed.test')).toMatchObject({ outcome: 'broken', status: 410 });
    expect(ours.get('nohead.test')).toMatchObject({ outcome: 'ok', status: 200 });
    expect(ours.get('refused.test')).toMatchObject({ outcome: 'unreachable', status: null });
    expect(ours.get('slow.test')).toMatchObject({ outcome: 'timeout', status: null });
    expect(ours.get('ok.test')!.url).toBe('https://ok.test/page?a=1&b=2');
    // HEAD first; GET only where HEAD did not settle it.
    expect(seen).toContain('HEAD ok.test');
    expect(seen).not.toContain('GET ok.test');
    expect(seen).toContain('GET nohead.test');

    // A week after the first run, its links are due again.
    const nextWeek = await checkOutboundLinks(env.DB, { ...options, now: new Date('2026-11-30T02:00:00Z') });
    expect(nextWeek.length).toBeGreaterThan(0);
    expect(nextWeek.length).toBeLessThanOrEqual(4);

    // The audit reports them: 404 as broken, a refusal or a timeout as unreachable.
    const report = await audit('2026-11-26');
    const byUrl = new Map(report.outbound.map((o) => [new URL(o.url).host, o.outcome]));
    expect(byUrl.get('gone.test')).toBe('broken');
    expect(byUrl.get('refused.test')).toBe('unreachable');
    expect(byUrl.get('slow.test')).toBe('unreachable');
    expect(byUrl.has('ok.test')).toBe(false);
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
      AUDIT_EMAIL_FROM: 'audit@czccpit.org.cn',
      AUDIT_EMAIL_TO: 'webmaster@czccpit.org.cn',
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
    expect(messages[0]).toMatchObject({ from: 'audit@czccpit.org.cn', to: 'webmaster@czccpit.org.cn' });
    expect(messages[0]!.subject).toContain('2027-03-26');
    expect(messages[0]!.text).toContain('首页 home page');
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
