// CPU time of single requests to the worker, in total, by function and by call frame: one V8
// CPU profile per request. What is workerd's own here is how samples are read.
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
import type { Inspector, Profile } from './session.ts';

export type CallFrame = Profile['nodes'][number]['callFrame'];
/** Mean ms per request by call frame (`name file:line`; mapped back to sources by profile.ts). */
export type ByFrame = Map<string, { frame: CallFrame; ms: number }>;

/**
 * What profileRequests gathers. Per request: CPU ms (see the header), of it the garbage
 * collector's and "(program)"'s, and the typical sampling interval (µs). Self time by call frame,
 * the mean per request (total time, with what a function calls: open a `--save`d profile in
 * Chrome DevTools). Status and Cache-Status of the last response.
 */
const gathered = () => ({
  cpu: [] as number[],
  gc: [] as number[],
  program: [] as number[],
  intervalsUs: [] as number[],
  self: new Map() as ByFrame,
  status: 0,
  cacheStatus: '',
  profiles: [] as Profile[],
});
export type ProfiledRequests = ReturnType<typeof gathered>;

/** µs between samples asked for; ms after the body's end for work after the response (`waitUntil`). */
const INTERVAL_US = 50;
const SETTLE_MS = 30;

const frameKey = (frame: CallFrame) => {
  const file = frame.url.split('/').pop() ?? '';
  return `${frame.functionName || '(anonymous)'} ${file ? `${file}:${frame.lineNumber + 1}` : ''}`.trim();
};

/** Adds one profile's figures to `into` (its by-frame times weighed by `weight`). */
function countProfile(profile: Profile, into: ProfiledRequests, weight: number): void {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const deltas = profile.timeDeltas ?? [];
  const samples = profile.samples ?? [];
  const positive = deltas.filter((d) => d > 0);
  const typical = positive.length >= 5 ? median(positive) : INTERVAL_US;
  const us = { cpu: 0, gc: 0, program: 0 };
  samples.forEach((id, i) => {
    let frame = nodes.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)' || frame.functionName === '(root)') return;
    if (!frame.url && !frame.functionName) {
      // A nameless native function (a workerd API such as console.log): named by its caller.
      const caller = nodes.get(parent.get(id) ?? -1)?.callFrame;
      frame = { ...frame, functionName: `(native, called by ${caller?.functionName || 'the event loop'})` };
    }
    if (i === samples.length - 1 && frame.functionName === '(program)') return; // Profiler.stop being handled
    const delta = deltas[i] ?? typical;
    const duration = delta > 0 && delta <= 2 * typical ? delta : typical;
    us.cpu += duration;
    if (frame.functionName === '(garbage collector)') us.gc += duration;
    if (frame.functionName === '(program)') us.program += duration;
    const key = frameKey(frame);
    const entry = into.self.get(key) ?? { frame, ms: 0 };
    entry.ms += (weight * duration) / 1000;
    into.self.set(key, entry);
  });
  into.cpu.push(us.cpu / 1000);
  into.gc.push(us.gc / 1000);
  into.program.push(us.program / 1000);
  into.intervalsUs.push(typical);
  into.profiles.push(profile);
}

/** A request to the body's end, then `settleMs` more. */
async function get(url: string, settleMs = 0) {
  const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });
  await response.arrayBuffer();
  await sleep(settleMs);
  return response;
}

/** CPU time of each of `count` requests after `warmup` unprofiled ones, one profile per request (see the header). */
export async function profileRequests(inspector: Inspector, url: string, count: number, warmup: number): Promise<ProfiledRequests> {
  for (let i = 0; i < warmup; i++) await get(url);
  await inspector.send('Profiler.enable');
  await inspector.send('Profiler.setSamplingInterval', { interval: INTERVAL_US });
  const result = gathered();
  try {
    for (let i = 0; i < count; i++) {
      await inspector.send('Profiler.start');
      const response = await get(url, SETTLE_MS).catch((error: unknown) => error as Error);
      // Stopped even when the request failed: a profiler left running samples for ever.
      const { profile } = await inspector.send<{ profile: Profile }>('Profiler.stop', {}, 60_000);
      if (response instanceof Error) throw response;
      result.status = response.status;
      result.cacheStatus = response.headers.get('Cache-Status') ?? '';
      countProfile(profile, result, 1 / count);
    }
  } finally {
    await inspector.send('Profiler.disable').catch(() => undefined);
  }
  return result;
}
