// The worker's V8 heap after a forced garbage collection, through workerd's inspector.

import { setTimeout as sleep } from 'node:timers/promises';
import type { Inspector } from './session.ts';

export interface HeapUsage {
  /** V8 heap in use (bytes). */
  usedSize: number;
  totalSize: number;
  /** Outside the V8 heap: embedder objects and ArrayBuffer backing stores (bytes). */
  embedderHeapUsedSize?: number;
  backingStorageSize?: number;
}

/**
 * Sends a command that V8 answers from a foreground task: workerd runs those only after it has
 * served a request in the isolate (it pumps V8's message loop after each event), so an idle
 * worker never answers HeapProfiler.collectGarbage. `poke` is requested every 250 ms meanwhile.
 */
async function sendPoking<T>(inspector: Inspector, method: string, poke: string, timeoutMs: number): Promise<T> {
  let answered = false;
  const answer = inspector.send<T>(method, {}, timeoutMs).finally(() => {
    answered = true;
  });
  const poking = (async () => {
    while (!answered) {
      await sleep(250);
      if (answered) break;
      await fetch(poke, { signal: AbortSignal.timeout(10_000) })
        .then((r) => r.arrayBuffer())
        .catch(() => undefined);
    }
  })();
  try {
    return await answer;
  } finally {
    await poking;
  }
}

/**
 * The heap after a full garbage collection (two, with the worker poked through `poke`, a cheap
 * URL the worker itself answers, such as /healthz). Console messages V8 keeps for a DevTools
 * client (up to 1,000, whoever logged them) are discarded first: the inspector's, not the site's.
 */
export async function heapUsageAfterGc(inspector: Inspector, poke: string, timeoutMs = 60_000): Promise<HeapUsage> {
  await inspector.send('Runtime.discardConsoleEntries', {}, timeoutMs);
  await inspector.send('HeapProfiler.enable', {}, timeoutMs);
  // Twice: what the first collection's finalizers released goes in the second.
  await sendPoking(inspector, 'HeapProfiler.collectGarbage', poke, timeoutMs);
  await sendPoking(inspector, 'HeapProfiler.collectGarbage', poke, timeoutMs);
  const usage = await inspector.send<HeapUsage>('Runtime.getHeapUsage', {}, timeoutMs);
  await inspector.send('HeapProfiler.disable', {}, timeoutMs).catch(() => undefined);
  return usage;
}
