// Which of a platform site's two databases visitors read (decision 0139; the rule:
// content/serving-pointer.ts). Switching one site's import live is one write to the database
// that takes over (npm run content:switch): no deploy, no other site's key or cache touched.
// Read like the content generation (generation.ts): the isolate's value, refreshed behind a
// response every few seconds, a cold isolate taking its data centre's last-known value. Only a
// pointer the answers settled (content/serving-pointer.ts) is kept or shared: with nothing known
// and nothing settled, the site answers 503 rather than guess (the guess could be the standby
// being imported into).

import { confirmedServing, SERVING_SQL } from '../../content/serving-pointer.ts';
import { Refused } from '../limits/refused.ts';
import { STORE_RETRY_AFTER_SECONDS } from '../limits/store-guard.ts';
import type { HostedSite } from './hosted-site.ts';
import { dataCentreCache, within } from '../lib/store-state-cache.ts';

/** How long a learned pointer is trusted before a request refreshes it behind its response. */
export const SERVING_TTL_MS = 5000;

/** A database that does not answer must not hold the isolate's one refresh forever. */
const READ_TIMEOUT_MS = 3000;

const DATA_CENTRE_MAX_AGE_S = 7 * 86_400;

type Index = 0 | 1;

interface Pointer {
  index: Index;
  /** When both databases were last asked (ms). */
  at: number;
}

interface Learned {
  known?: Pointer;
  refreshing?: Promise<void>;
}

/** Per site (its key prefix): the store's state, shared by the isolate's requests on purpose. */
const learned = new Map<string, Learned>();

const dataCentreKey = (site: HostedSite) => `https://edge-cache.internal/${site.keyPrefix}serving-database`;

async function servingSince(db: D1Database | undefined): Promise<number> {
  // Not bound: nothing can be served from it, so it says "never switched live"; if the rule
  // still picks it, the content middleware's configuration page names the missing binding.
  if (!db) return 0;
  const primary = db.withSession ? db.withSession('first-primary') : db;
  const row = await within(primary.prepare(SERVING_SQL).first<{ value: number }>(), READ_TIMEOUT_MS);
  return Number(row?.value ?? 0);
}

async function refresh(site: HostedSite, state: Learned, ctx: ExecutionContext, now: number): Promise<void> {
  const bindings = site.databases!.bindings;
  const settled = await Promise.allSettled([servingSince(bindings[0]), servingSince(bindings[1])]);
  const answers = settled.map((s) => (s.status === 'fulfilled' ? s.value : undefined)) as [
    number | undefined,
    number | undefined,
  ];
  const confirmed = confirmedServing(answers);
  // Not settled: what is known stays (asked now, so the next request does not ask again at
  // once); with nothing known, nothing is learned, and the data centre's entry is left alone.
  if (confirmed === undefined) {
    if (state.known) state.known = { ...state.known, at: now };
    return;
  }
  const before = state.known;
  const pointer = { index: confirmed, at: now };
  state.known = pointer;
  if (before?.index !== pointer.index)
    ctx.waitUntil(
      (async () => {
        const entry = Response.json(pointer, { headers: { 'Cache-Control': `max-age=${DATA_CENTRE_MAX_AGE_S}` } });
        await (await dataCentreCache())?.put(dataCentreKey(site), entry);
      })().catch(() => undefined),
    );
}

/**
 * The request's site with its serving database: a single-site deployment's as it is (DB); a
 * platform site's from the isolate's pointer, else its data centre's, else read now (a cold
 * start), refreshed behind the response once older than SERVING_TTL_MS. A Refused (503, Retry-After)
 * when nothing is known and the pair's answers do not settle which one serves.
 */
export async function servingSite(site: HostedSite, ctx: ExecutionContext, now = Date.now()): Promise<HostedSite> {
  if (!site.databases) return site;
  let state = learned.get(site.keyPrefix);
  if (!state) {
    state = {};
    learned.set(site.keyPrefix, state);
  }
  if (!state.known) {
    const hit = await (await dataCentreCache())?.match(dataCentreKey(site)).catch(() => undefined);
    const entry = hit ? ((await hit.json().catch(() => null)) as Partial<Pointer> | null) : null;
    if (!state.known && (entry?.index === 0 || entry?.index === 1)) state.known = { index: entry.index, at: 0 };
  }
  if (!state.known || now - state.known.at >= SERVING_TTL_MS) {
    if (!state.refreshing) {
      const current = state;
      state.refreshing = refresh(site, current, ctx, now).finally(() => {
        current.refreshing = undefined;
      });
      ctx.waitUntil(state.refreshing);
    }
    // A cold start knows nothing to serve from: it waits for the pair's answer, once.
    if (!state.known) await state.refreshing;
  }
  if (!state.known)
    throw new Refused('store-unavailable', STORE_RETRY_AFTER_SECONDS, `${site.name}: neither database said it serves`);
  const index = state.known.index;
  return { ...site, db: site.databases.bindings[index], dbName: site.databases.names[index] };
}

/** For tests: forget every site's pointer, in the isolate and (by default) the data centre. */
export async function forgetServing(scope: 'isolate' | 'data-centre' = 'data-centre', sites: HostedSite[] = []) {
  learned.clear();
  if (scope === 'data-centre') for (const site of sites) await (await dataCentreCache())?.delete(dataCentreKey(site));
}
