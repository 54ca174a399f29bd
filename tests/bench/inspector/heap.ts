// The worker's V8 heap after a forced garbage collection, through workerd's inspector.

import { setTimeout as sleep } from 'node:timers/promises';
import type { HeapUsage, Inspector } from './session.ts';

/**
 * A full garbage collection, asked until answered: V8 answers it from a foreground task, which
 * workerd runs only after it has served a request in the isolate (it pumps V8's message loop
 * after each event), so an idle worker never answers. `poke`, a cheap URL the worker itself
 * answers (/healthz), is requested every 250 ms meanwhile.
 */
async function collectGarbage(inspector: Inspector, poke: string, timeoutMs: number): Promise<void> {
  let answered = false;
  const answer = inspector.send('HeapProfiler.collectGarbage', {}, timeoutMs).finally(() => {
    answered = true;
  });
  const poking = async () => {
    while (!answered) {
      await sleep(250);
      if (answered) break;
      await fetch(poke, { signal: AbortSignal.timeout(10_000) })
        .then((r) => r.arrayBuffer())
        .catch(() => undefined);
    }
  };
  await Promise.all([answer, poking()]);
}

/**
 * The heap after a full garbage collection (two: what the first one's finalizers released goes
 * in the second). Console messages V8 keeps for a DevTools client (up to 1,000, whoever logged
 * them) are discarded first: the inspector's, not the site's.
 */
export async function heapUsageAfterGc(inspector: Inspector, poke: string, timeoutMs = 60_000): Promise<HeapUsage> {
  await inspector.send('Runtime.discardConsoleEntries', {}, timeoutMs);
  await inspector.send('HeapProfiler.enable', {}, timeoutMs);
  await collectGarbage(inspector, poke, timeoutMs);
  await collectGarbage(inspector, poke, timeoutMs);
  const usage = await inspector.send<HeapUsage>('Runtime.getHeapUsage', {}, timeoutMs);
  await inspector.send('HeapProfiler.disable', {}, timeoutMs).catch(() => undefined);
  return usage;
}
