// CPU time of single requests to the worker: one V8 CPU profile per request. What is
// workerd's own here is how samples are read (./cpu-profile.ts).
//
// CPU time of a request, from a V8 CPU profile. One profile per request: Profiler.start, the
// request (to the body's end), a 30 ms pause for work the worker does after the response
// (`waitUntil`), Profiler.stop. V8's sampler records a tick only while the isolate is entered
// on its thread: waits for I/O, the other workers sharing the process (asset router, D1,
// Cache API) and the idle event loop leave no samples, only gaps (a 90 ms window around a home
// render holds ~30 samples). The request's CPU time is therefore the sum over its samples of
// the time each stands for: its distance to the previous sample, capped at twice the
// profile's typical (median) interval; a sample after a gap stands for one typical interval
// (the gap was not this isolate's). Every sample counts but "(idle)" and the last one when it
// is "(program)" (Profiler.stop being handled); other "(program)" samples are workerd's own C++
// working under the isolate's lock (streams, headers), which production bills too (reported
// apart as well), and "(garbage collector)" counts. Sampling is asked for every 50 µs; V8 here
// ticks about every 125 µs, so a 3 ms render is ~25 samples: one request's figure is coarse,
// the median of 20 is not (the same median within ±10% when asking for 25, 100 or 200 µs). A
// thread descheduled while it holds the lock counts for at most two intervals per sample, and
// the sampling itself costs a little: read the figure as the isolate's own CPU time, slightly
// high.

import { setTimeout as sleep } from 'node:timers/promises';
import { median } from '../measure.ts';
import { type CallFrame, cpuOf, type Profile } from './cpu-profile.ts';
import type { Inspector } from './session.ts';

export interface ProfileOptions {
  /** Requests before the profiled ones, not counted (default 2: code compiled, modules loaded). */
  warmup?: number;
  /** Keep each request's profile (for writing .cpuprofile files). */
  keepProfiles?: boolean;
}

export interface ProfiledRequests {
  /** CPU ms (JS + GC) of each request. */
  perRequest: number[];
  /** "(program)" ms of each request (counted; see the header). */
  programPerRequest: number[];
  /** The typical sampling interval seen (µs, median over the requests). */
  intervalUs: number;
  /** GC ms of each request (counted). */
  gcPerRequest: number[];
  /** The same by call frame. */
  byFrame: Map<string, { frame: CallFrame; ms: number }>;
  /** Mean total (inclusive) time per request (ms) by call frame. */
  inclusive: Map<string, { frame: CallFrame; ms: number }>;
  /** Status and Cache-Status of the last response. */
  status: number;
  cacheStatus: string;
  profiles: Profile[];
}

async function get(url: string) {
  const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });
  await response.arrayBuffer();
  return response;
}

/** CPU time of each of `count` requests, one profile per request (see the header for how). */
export async function profileRequests(
  inspector: Inspector,
  url: string,
  count: number,
  options: ProfileOptions = {},
): Promise<ProfiledRequests> {
  const { warmup = 2, keepProfiles = false } = options;
  /** µs between samples asked for; ms after the body's end for work after the response (`waitUntil`). */
  const intervalUs = 50;
  const settleMs = 30;
  for (let i = 0; i < warmup; i++) await get(url);
  await inspector.send('Profiler.enable');
  await inspector.send('Profiler.setSamplingInterval', { interval: intervalUs });
  const result: ProfiledRequests = {
    perRequest: [],
    programPerRequest: [],
    gcPerRequest: [],
    byFrame: new Map(),
    inclusive: new Map(),
    status: 0,
    cacheStatus: '',
    profiles: [],
    intervalUs: 0,
  };
  const intervals: number[] = [];
  try {
    for (let i = 0; i < count; i++) {
      await inspector.send('Profiler.start');
      let response: Response | undefined;
      let failure: unknown;
      try {
        response = await get(url);
        await sleep(settleMs);
      } catch (error) {
        failure = error;
      }
      // Stopped even when the request failed: a profiler left running samples for ever.
      const { profile } = await inspector.send<{ profile?: Profile }>('Profiler.stop', {}, 60_000);
      if (!response) throw failure;
      if (!profile) throw new Error('Profiler.stop: no profile (was the profiler enabled?)');
      result.status = response.status;
      result.cacheStatus = response.headers.get('Cache-Status') ?? '';
      const cpu = cpuOf(profile, intervalUs);
      intervals.push(cpu.intervalUs);
      result.perRequest.push(cpu.ms);
      result.programPerRequest.push(cpu.programMs);
      result.gcPerRequest.push(cpu.gcMs);
      for (const [from, to] of [
        [cpu.byFrame, result.byFrame],
        [cpu.inclusive, result.inclusive],
      ] as const) {
        for (const [key, { frame, ms }] of from) {
          const entry = to.get(key) ?? { frame, ms: 0 };
          entry.ms += ms / count;
          to.set(key, entry);
        }
      }
      if (keepProfiles) result.profiles.push(profile);
    }
  } finally {
    await inspector.send('Profiler.disable').catch(() => undefined);
  }
  result.intervalUs = median(intervals);
  return result;
}
