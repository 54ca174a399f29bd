// Operations per site on a platform of two councils (issue 49): the daily audit runs once per
// site, on its own database, writing its own points and sending through its own send_email
// binding; and a single-site deployment's shared keys are the ones it had before the platform.

import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Env } from '../../worker/env.ts';
import worker from '../../worker/index.ts';
import { cacheKey } from '../../worker/cache/edge-cache.ts';
import { freshIpv4, testLimiter } from './helpers/limits.ts';
import { getWithEnv } from './helpers/request.ts';
import { databaseOf, ENTRIES, platformEnv, preparePlatform } from './helpers/platform.ts';

type Message = { from: string; to: string; subject: string; text?: string };

beforeAll(preparePlatform);

describe('the daily audit on a platform', { timeout: 120_000 }, () => {
  let lines: string[] = [];
  beforeEach(() => {
    lines = [];
    for (const level of ['log', 'warn', 'error'] as const)
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')));
  });
  afterEach(() => vi.restoreAllMocks());

  it('runs once per site: its own line, points, audit record and message through its own binding', async () => {
    const inbox: Record<string, Message[]> = {};
    const mailer = (name: string) => ({
      send: async (m: Message) => {
        inbox[name] = [...(inbox[name] ?? []), m];
        return { messageId: 'local' };
      },
    });
    const points: AnalyticsEngineDataPoint[] = [];
    const entries = ENTRIES.map((e) => ({
      ...e,
      auditEmail: `AUDIT_EMAIL_${e.site.toUpperCase()}`,
      auditTo: `webmaster@${e.site}.example`,
    }));
    const bindings = {
      ...platformEnv(),
      SITES: JSON.stringify(entries),
      LINK_CHECK_PER_RUN: '0',
      AUDIT_EMAIL_FROM: 'audit@platform.example',
      AUDIT_EMAIL_TO: 'webmaster@platform.example',
      AUDIT_METRICS: { writeDataPoint: (p?: AnalyticsEngineDataPoint) => void points.push(p!) },
      // The single site's binding: a platform's audit never writes through it.
      AUDIT_EMAIL: mailer('AUDIT_EMAIL'),
      ...Object.fromEntries(entries.map((e) => [e.auditEmail, mailer(e.auditEmail)])),
    } as unknown as Env;
    const ctx = createExecutionContext();
    await worker.scheduled!(
      createScheduledController({ scheduledTime: Date.parse('2027-03-26T01:00:00Z'), cron: '0 1 * * *' }),
      bindings,
      ctx,
    );
    await waitOnExecutionContext(ctx);

    const audits = lines.filter((l) => l.includes('"type":"content-audit"')).map((l) => JSON.parse(l) as { site?: string });
    expect(audits.map((a) => a.site)).toEqual(ENTRIES.map((e) => e.site));
    expect(Object.keys(inbox).sort()).toEqual(entries.map((e) => e.auditEmail).sort());
    // Each to the address its own binding is verified for.
    for (const e of entries) expect(inbox[e.auditEmail]?.map((m) => m.to)).toEqual([e.auditTo]);
    for (const e of ENTRIES) {
      expect(points.filter((p) => p.indexes?.[0] === `${e.site}/home`)).toHaveLength(1);
      const last = await databaseOf(e.site, 0).prepare('SELECT as_of FROM audit_last WHERE id = 1').first<string>('as_of');
      expect(last).toBe('2027-03-26');
    }
  });

  /** The scheduled handler's run on `bindings`, its content-audit lines parsed. */
  async function auditLines(bindings: Env): Promise<{ site?: string; level: string; error?: string }[]> {
    const ctx = createExecutionContext();
    await worker.scheduled!(
      createScheduledController({ scheduledTime: Date.parse('2027-03-27T01:00:00Z'), cron: '0 1 * * *' }),
      bindings,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return lines.filter((l) => l.includes('"type":"content-audit"')).map((l) => JSON.parse(l));
  }

  it('audits a site on a platform that binds no DB (its configuration is its own, as its requests’)', async () => {
    const linjiang = ENTRIES.find((e) => e.site === 'linjiang')!;
    const audits = await auditLines({
      ...platformEnv(),
      SITES: JSON.stringify([linjiang]),
      DB: undefined,
      LINK_CHECK_PER_RUN: '0',
    } as unknown as Env);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ site: linjiang.site });
    expect(audits[0]!.error).toBeUndefined();
  });

  it('a bad SITES: the valid entries are audited and the problems logged as an error line', async () => {
    const audits = await auditLines({
      ...platformEnv(),
      SITES: JSON.stringify([...ENTRIES, { site: 'nowhere', hosts: ['nowhere.localhost'], origin: '', databases: ['DB_X', 'DB_Y'] }]),
      LINK_CHECK_PER_RUN: '0',
    } as unknown as Env);
    const problem = audits.find((a) => a.error?.startsWith('SITES:'));
    expect(problem?.level).toBe('error');
    expect(problem?.error).toContain('sites/nowhere/');
    expect(audits.filter((a) => a.site).map((a) => a.site)).toEqual(ENTRIES.map((e) => e.site));
  });
});

describe('a single-site deployment keeps its keys', () => {
  it('its cache keys and rate-limit keys are the ones it had before the platform', async () => {
    expect(cacheKey('/api/cn/listColumn?', 7)).toBe('https://edge-cache.internal/test-build/7/api/cn/listColumn?');
    const keys: string[] = [];
    const counting = (limit: RateLimit): RateLimit => ({
      limit: (o) => {
        keys.push(o.key);
        return limit.limit(o);
      },
    });
    const address = freshIpv4();
    const res = await getWithEnv(
      `/detail/${7_300_000}`,
      {
        ...(env as Env),
        CLIENT_MISS_LIMIT: counting(testLimiter(100)),
        SITE_MISS_BUDGET: counting(testLimiter(100)),
      },
      { headers: { 'CF-Connecting-IP': address } },
    );
    expect(res.status).toBe(404);
    expect(keys).toEqual([address, 'site']);
  });
});
