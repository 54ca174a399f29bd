// Which of a platform site's databases visitors read when one of the pair does not answer
// (decision 0139, content/serving-pointer.ts): an isolate with nothing known (none in its data
// centre either) serves the one a lone answer confirms (it says it was switched live), else
// answers 503 with Retry-After; it never guesses the standby, which may be half imported, and
// never leaves an unconfirmed guess for the data centre's other isolates. The switch statements
// leave the new one serving even when the operator's clock runs behind the last switch.

import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { runPublish } from '../../content/publish-run.ts';
import { SERVING_SQL, switchedAwaySql, switchLiveSql } from '../../content/serving-pointer.ts';
import { forgetGeneration } from '../../worker/content/generation.ts';
import { forgetHealthCheck } from '../../worker/health.ts';
import { STORE_RETRY_AFTER_SECONDS } from '../../worker/limits/store-guard.ts';
import type { Env } from '../../worker/env.ts';
import worker from '../../worker/index.ts';
import { forgetServing } from '../../worker/sites/serving-database.ts';
import { release } from '../fixtures/publish-sample.ts';
import { storeProbe } from './helpers/limits.ts';
import { at, databaseOf, ENTRIES, platformEnv, preparePlatform, sessionOn, siteOf } from './helpers/platform.ts';

const name = 'linjiang';
const site = siteOf(name);
const [first, second] = ENTRIES.find((e) => e.site === name)!.databases;
/** A record only the first database holds (the standby being imported into, while the second serves). */
const halfImported = { ...release, id: '2000101', title: '临江市贸促会关于2027年度展会补贴申报的通知' };
const switchedAt = Date.parse('2026-11-28T09:30:00+08:00');

const silent = (binding: string) => ({ [binding]: storeProbe('overloaded').db });
/** The database answering content, but not the pointer read: what the data centre knows decides. */
function pointerSilent(binding: string): Record<string, D1Database> {
  const wrap = <T extends D1Database | D1DatabaseSession>(db: T): T =>
    new Proxy(db, {
      get(target, key) {
        if (key === 'prepare')
          return (sql: string) =>
            sql === SERVING_SQL
              ? { first: () => Promise.reject(new Error('D1_ERROR: D1 DB is overloaded. Requests queued for too long.')) }
              : target.prepare(sql);
        if (key === 'withSession') return (c?: string) => wrap((target as D1Database).withSession(c));
        const value = Reflect.get(target, key) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  return { [binding]: wrap((env as unknown as Record<string, D1Database>)[binding]!) };
}
const servingSince = async (index: 0 | 1) => Number((await databaseOf(name, index).prepare(SERVING_SQL).first<number>('value')) ?? 0);
/** content:switch's statements: the new one raised above the old, the old one set to 0. */
async function switchTo(index: 0 | 1, operatorClock: number) {
  const other = index === 0 ? 1 : 0;
  await databaseOf(name, index).exec(switchLiveSql(operatorClock, await servingSince(other)));
  await databaseOf(name, other).exec(switchedAwaySql());
}
/** A new isolate in a data centre that has no entry for the site. */
async function coldStart() {
  await forgetServing('data-centre', [site]);
  await forgetGeneration('data-centre', `${name}/`);
  forgetHealthCheck();
}
async function servedFrom(overrides = {}) {
  const res = await at(name, '/healthz', overrides);
  return res.status === 200 ? ((await res.json()) as { database: string }).database : res.status;
}

beforeAll(async () => {
  await preparePlatform();
  const outcome = await runPublish(sessionOn(databaseOf(name, 0)), { version: 1, releases: [halfImported] } as never);
  expect(outcome.problems).toEqual([]);
});
beforeEach(() => forgetHealthCheck());

describe('a cold isolate when one database of the pair does not answer', { timeout: 60_000 }, () => {
  it('the serving one silent, the standby answering 0: 503 with Retry-After, never the standby’s half import', async () => {
    await switchTo(1, switchedAt);
    await coldStart();
    const res = await at(name, `/detail/${halfImported.id}`, silent(second));
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe(String(STORE_RETRY_AFTER_SECONDS));
    expect(await res.text()).not.toContain(halfImported.title);
    // Nothing was left for the data centre: the next isolate, neither answering the pointer, refuses too.
    await forgetServing('isolate');
    expect(await servedFrom({ ...pointerSilent(first), ...pointerSilent(second) })).toBe(503);
    // Once both answer, the serving one is read.
    await forgetServing('isolate');
    expect(await servedFrom()).toBe(second);
    expect((await at(name, `/detail/${halfImported.id}`)).status).toBe(404);
  });

  it('the one switched live answering alone is believed, and shared with the data centre', async () => {
    await switchTo(0, switchedAt + 60_000);
    await coldStart();
    const res = await at(name, `/detail/${halfImported.id}`, silent(second));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(halfImported.title);
    // Another new isolate of the data centre, neither answering the pointer read: it knows.
    await forgetServing('isolate');
    expect(await servedFrom({ ...pointerSilent(first), ...pointerSilent(second) })).toBe(first);
  });
});

describe('the daily audit', { timeout: 60_000 }, () => {
  let lines: string[] = [];
  beforeEach(() => {
    lines = [];
    for (const level of ['log', 'warn', 'error'] as const)
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')));
  });
  afterEach(() => vi.restoreAllMocks());

  it('a site whose pair settles nothing is logged as an error, and the next site is still audited', async () => {
    await coldStart();
    const scheduledTime = Date.parse('2027-03-27T01:00:00Z');
    // The failing site first in the registry, so that another comes after it.
    const registry = [...ENTRIES.filter((e) => e.site === name), ...ENTRIES.filter((e) => e.site !== name)];
    const bindings = platformEnv({ SITES: JSON.stringify(registry), LINK_CHECK_PER_RUN: '0', ...silent(first), ...silent(second) });
    const ctx = createExecutionContext();
    await worker.scheduled!(createScheduledController({ scheduledTime, cron: '0 1 * * *' }), bindings as Env, ctx);
    await waitOnExecutionContext(ctx);
    const audits = lines
      .filter((l) => l.includes('"type":"content-audit"'))
      .map((l) => JSON.parse(l) as { site: string; level: string; error?: string; asOf?: string });
    const other = registry[1]!.site;
    expect(audits).toMatchObject([
      { site: name, level: 'error', error: expect.stringContaining('store-unavailable') },
      { site: other, asOf: '2027-03-27' },
    ]);
    expect(await databaseOf(other, 0).prepare('SELECT as_of FROM audit_last WHERE id = 1').first<string>('as_of')).toBe('2027-03-27');
  });
});

describe('content:switch’s statements', { timeout: 60_000 }, () => {
  it('an operator clock an hour behind the last switch still switches, and the old one says 0', async () => {
    await switchTo(0, switchedAt + 120_000);
    await coldStart();
    expect(await servedFrom()).toBe(first);
    await switchTo(1, switchedAt + 120_000 - 3_600_000);
    expect(await servingSince(0)).toBe(0);
    await coldStart();
    expect(await servedFrom()).toBe(second);
  });
});
