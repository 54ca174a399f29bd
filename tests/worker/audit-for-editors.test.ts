// An audit an editor can act on (issue 46 item 7): an uploaded attachment counts as present (it
// is in R2, not public/), a broken <img> and a broken cover are found, every message of the
// catalogue is Chinese, and the daily Cron's message says what changed since the last run and
// lists every outright fail still open, every day.

import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterAll, describe, expect, it } from 'vitest';
import { AUDIT_MESSAGES, DEAD_REASONS, WHERE } from '../../content/audit/messages.ts';
import { mediaKey } from '../../content/media.ts';
import { bucketMediaStore, type BucketLike } from '../../content/media-store.ts';
import { runPublish } from '../../content/publish-run.ts';
import { loadSeedDocument } from '../../content/seed.ts';
import { runAudit } from '../../worker/audit/run.ts';
import type { Env } from '../../worker/env.ts';
import worker from '../../worker/index.ts';
import { release } from '../fixtures/publish-sample.ts';
import { d1Session } from './helpers/d1-session.ts';
import { restore } from './helpers/publish.ts';

const seed = loadSeedDocument(import.meta.glob('../../content/seed/*.json', { eager: true, import: 'default' }));
afterAll(() => restore(seed));
const media = bucketMediaStore(env.MEDIA as unknown as BucketLike);
/** A day the seed passes on (its newest news is days old). */
const AS_OF = '2026-11-26';

describe('uploaded files and pictures in the audit', { timeout: 60_000 }, () => {
  it('counts an uploaded attachment as present, and finds a broken <img> and a broken cover', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.4 2027年出国展览项目申报表');
    const hash = [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))].map((b) => b.toString(16).padStart(2, '0')).join('');
    const pdf = mediaKey(hash, 'shenbaobiao.pdf');
    await env.MEDIA!.put(pdf, bytes, { httpMetadata: { contentType: 'application/pdf' } });
    const outcome = await runPublish(
      d1Session(),
      { version: 1, releases: [{ ...release, id: 'new', tags: [], attachments: [{ name: '申报表.pdf', url: `/media/${pdf}` }] }] },
      { media },
    );
    expect(outcome.problems).toEqual([]);
    const id = outcome.allocated.releases![0]!;
    // Broken after publishing (an object deleted from R2 by hand, a cover renamed in D1).
    const gone = mediaKey('d'.repeat(64), 'xianchang.png');
    const cover = mediaKey('c'.repeat(64), 'fengmian.jpg');
    await env.DB.prepare('UPDATE releases SET content = content || ?, cover_image = ? WHERE id = ?')
      .bind(`<p><img src="/media/${gone}" alt="现场"></p>`, `/media/${cover}`, Number(id))
      .run();

    const report = await runAudit(env.DB, { asOf: AS_OF, consultationConfigured: true, assets: env.ASSETS, media });
    const dead = report.deadLinks.filter((d) => d.from.includes(id));
    expect(dead.map((d) => d.href)).not.toContain(`/media/${pdf}`);
    expect(dead).toEqual(
      expect.arrayContaining([
        { from: WHERE.release(id), what: '图片', href: `/media/${gone}`, reason: DEAD_REASONS.media() },
        { from: WHERE.cover('release', id), what: '封面图片', href: `/media/${cover}`, reason: DEAD_REASONS.media() },
      ]),
    );
    const said = report.findings.filter((f) => f.check === 'dead-link' && f.message.includes(id)).map((f) => f.message);
    expect(said.some((m) => m.includes(`图片 /media/${gone}`) && m.includes('请'))).toBe(true);
  });
});

describe('the message catalogue', () => {
  it('has no sentence without Chinese: each says where, what, the threshold and what to do', () => {
    const samples: string[] = [
      AUDIT_MESSAGES.homeStale(20, 14),
      AUDIT_MESSAGES.homeSoon(12, 14),
      AUDIT_MESSAGES.columnStale('贸促要闻', 'YW', '要闻动态', 20, 14),
      AUDIT_MESSAGES.columnSoon('贸促要闻', 'YW', '要闻动态', 12, 14),
      AUDIT_MESSAGES.columnEmpty('政策法规', 'ZX-ZCFG'),
      AUDIT_MESSAGES.staleTimely(5),
      AUDIT_MESSAGES.notUpdating(10),
      AUDIT_MESSAGES.manyEmpty(5),
      AUDIT_MESSAGES.undated('1001', '关于开展RCEP培训的通知'),
      AUDIT_MESSAGES.deadLink(WHERE.attachment('1001'), '附件', '/media/0123456789abcdef/form.pdf', DEAD_REASONS.withdrawnMedia()),
      AUDIT_MESSAGES.guideUnchecked('3001', '原产地证书办理指南', null),
      AUDIT_MESSAGES.advertExpired('9', '出国展览项目征集', 'sidebar', '2025-12-31'),
      AUDIT_MESSAGES.noConsultation(),
      AUDIT_MESSAGES.outboundBroken('https://www.ccpit.org/x', 404, '2026-11-26'),
      AUDIT_MESSAGES.outboundUnreachable('https://www.customs.gov.cn/', '2026-11-26'),
    ];
    // Every entry of the catalogue is sampled.
    expect(samples).toHaveLength(Object.keys(AUDIT_MESSAGES).length);
    for (const message of samples) {
      const sentences = message
        .split(/[。！？]/)
        .map((s) => s.trim())
        .filter(Boolean);
      expect(sentences.length, message).toBeGreaterThanOrEqual(2);
      for (const sentence of sentences) expect(sentence, message).toMatch(/\p{Script=Han}/u);
      expect(message, message).toMatch(/请/);
    }
    for (const reason of [DEAD_REASONS.release('9'), DEAD_REASONS.page(), DEAD_REASONS.media(), DEAD_REASONS.file('/files/a.pdf')])
      expect(reason).toMatch(/\p{Script=Han}/u);
  });
});

describe('the daily message', { timeout: 60_000 }, () => {
  it('says what changed since the last run, and lists every outright fail still open each day', async () => {
    const messages: { subject: string; text?: string }[] = [];
    const bindings = {
      ...(env as Env),
      LINK_CHECK_PER_RUN: '0',
      AUDIT_EMAIL_FROM: env.DEPLOYED_VARS.production.AUDIT_EMAIL_FROM,
      AUDIT_EMAIL_TO: env.DEPLOYED_VARS.production.AUDIT_EMAIL_TO,
      AUDIT_EMAIL: { send: async (m: { subject: string; text?: string }) => void messages.push(m) },
    } as unknown as Env;
    const run = async (iso: string) => {
      const ctx = createExecutionContext();
      await worker.scheduled!(createScheduledController({ scheduledTime: Date.parse(iso), cron: '0 1 * * *' }), bindings, ctx);
      await waitOnExecutionContext(ctx);
      return messages.at(-1)!.text!;
    };
    // Months after the seed's news: the home page fails.
    const first = await run('2027-03-26T01:00:00Z');
    expect(first).toMatch(/仍未解决的单项否决 \d+ 条/);
    expect(first).toContain('[home] 首页：');
    // The next day: the same findings (a day older), the fail listed again, nothing new.
    const second = await run('2027-03-27T01:00:00Z');
    expect(messages).toHaveLength(2);
    expect(second).toContain('与上次检查（2027-03-26）相比：');
    expect(second).toContain('没有新发现的问题。');
    expect(second).toContain('[home] 首页：已 ');
    // A link broken since: named as new.
    const before = await env.DB.prepare('SELECT content FROM releases WHERE id = 1001').first<string>('content');
    await env.DB.prepare('UPDATE releases SET content = ? WHERE id = 1001').bind(`${before}<p><a href="/detail/888888">旧文</a></p>`).run();
    try {
      const third = await run('2027-03-28T01:00:00Z');
      expect(third).toMatch(/新发现 1 条：\n- 问题 \[dead-link\] 信息 1001 正文的链接 \/detail\/888888/);
      expect(third).toMatch(/仍未解决的单项否决 \d+ 条/);
    } finally {
      await env.DB.prepare('UPDATE releases SET content = ? WHERE id = 1001').bind(before).run();
    }
  });
});
