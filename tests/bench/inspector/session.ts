// A CDP session with the site's isolate on workerd's own inspector (chrome-remote-interface),
// with a bounded wait on every command so that nothing here can hang. What is workerd's here:
// the benchmarks serve the build through serve-workerd.ts with `--inspector-port`, which is
// workerd's inspector itself, with one target per worker (the site's is `core:user:<worker>`)
// and no protocol description of its own (the library's copy names the domains).

import { setTimeout as sleep } from 'node:timers/promises';
import CDP from 'chrome-remote-interface';

/** The protocol's types as the client ships them. */
export type Profile = Awaited<ReturnType<CDP.Client['Profiler']['stop']>>['profile'];
/** With ArrayBuffer backing stores (bytes), which workerd's V8 reports and the client's types predate. */
export type HeapUsage = Awaited<ReturnType<CDP.Client['Runtime']['getHeapUsage']>> & { backingStorageSize?: number };

export interface Inspector {
  send<T = unknown>(method: string, params?: object, timeoutMs?: number): Promise<T>;
  close(): Promise<void>;
}

export async function connectInspector(port: number, worker = 'ccpit-city-site'): Promise<Inspector> {
  const id = `core:user:${worker}`;
  const client = await CDP({
    host: '127.0.0.1',
    port,
    local: true,
    target: (targets) => {
      const found = targets.findIndex((t) => t.id === id);
      if (found < 0) throw new Error(`workerd's inspector on ${port} has no target ${id} (${targets.map((t) => t.id).join(', ')})`);
      return found;
    },
  });
  return {
    send: <T>(method: string, params: object = {}, timeoutMs = 30_000) =>
      Promise.race([
        (client.send as (m: string, p: object) => Promise<T>)(method, params),
        sleep(timeoutMs, null, { ref: false }).then(() => {
          throw new Error(`${method}: no answer in ${timeoutMs / 1000} s`);
        }),
      ]),
    close: () => client.close(),
  };
}
