// The worker's V8 through wrangler dev's inspector (Chrome DevTools Protocol over a
// WebSocket): CPU profiles of single requests and the heap after a forced GC. Loopback only.

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface Inspector {
  send<T = unknown>(method: string, params?: Record<string, unknown>): Promise<T>;
  close(): void;
}

/** Connects to the first target the inspector lists (the worker). */
export async function connectInspector(port: number): Promise<Inspector> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json`)).json()) as Array<{ webSocketDebuggerUrl: string }>;
  const url = targets[0]?.webSocketDebuggerUrl;
  if (!url) throw new Error(`no inspector target on port ${port}`);
  // The inspector refuses upgrades without a local Origin (undici's WebSocket takes headers).
  const ws = new WebSocket(url, { headers: { Origin: 'http://localhost' } } as unknown as string[]);
  await new Promise<void>((resolve, reject) => {
    ws.addEventListener('open', () => resolve(), { once: true });
    ws.addEventListener('error', () => reject(new Error(`inspector ${url} refused the connection`)), { once: true });
  });
  let next = 0;
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  ws.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: { message: string } };
    if (message.id === undefined) return;
    const waiter = pending.get(message.id);
    pending.delete(message.id);
    if (message.error) waiter?.reject(new Error(message.error.message));
    else waiter?.resolve(message.result);
  });
  return {
    send<T>(method: string, params: Record<string, unknown> = {}) {
      const id = ++next;
      ws.send(JSON.stringify({ id, method, params }));
      return new Promise<T>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
        setTimeout(() => {
          if (!pending.delete(id)) return;
          reject(new Error(`${method}: no answer in 30 s`));
        }, 30_000);
      });
    },
    close: () => ws.close(),
  };
}

/** Milliseconds of CPU in a profile (every sample but idle), and self time by function. */
export function cpuOf(profile: Profile): { ms: number; byFunction: Map<string, number> } {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const byFunction = new Map<string, number>();
  let us = 0;
  profile.samples.forEach((id, i) => {
    const frame = nodes.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)') return;
    const delta = profile.timeDeltas[i] ?? 0;
    us += delta;
    const file = frame.url.split('/').pop() ?? '';
    const name = `${frame.functionName || '(anonymous)'} ${file ? `${file}:${frame.lineNumber + 1}` : ''}`.trim();
    byFunction.set(name, (byFunction.get(name) ?? 0) + delta / 1000);
  });
  return { ms: us / 1000, byFunction };
}

/** CPU time of each of `count` requests, one profile per request (sampled every 50 µs). */
export async function profileRequests(inspector: Inspector, url: string, count: number) {
  await inspector.send('Profiler.enable');
  await inspector.send('Profiler.setSamplingInterval', { interval: 50 });
  const perRequest: number[] = [];
  const byFunction = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    await inspector.send('Profiler.start');
    const response = await fetch(url);
    await response.arrayBuffer();
    const { profile } = await inspector.send<{ profile: Profile }>('Profiler.stop');
    const cpu = cpuOf(profile);
    perRequest.push(cpu.ms);
    for (const [name, ms] of cpu.byFunction) byFunction.set(name, (byFunction.get(name) ?? 0) + ms / count);
  }
  await inspector.send('Profiler.disable');
  return { perRequest, byFunction };
}

/** Bytes of V8 heap in use after a full garbage collection. */
export async function heapAfterGc(inspector: Inspector): Promise<number> {
  await inspector.send('HeapProfiler.enable');
  await inspector.send('HeapProfiler.collectGarbage');
  const { usedSize } = await inspector.send<{ usedSize: number }>('Runtime.getHeapUsage');
  return usedSize;
}
