// A CDP session with the site's isolate on workerd's own inspector (chrome-remote-interface),
// with a bounded wait on every command so that nothing here can hang. The benchmarks serve the
// build through serve-workerd.ts with `--inspector-port`, which is workerd's inspector itself:
// one target per worker, the site's named `core:user:<worker>`.

import CDP from 'chrome-remote-interface';

export interface Inspector {
  send<T = unknown>(method: string, params?: Record<string, unknown>, timeoutMs?: number): Promise<T>;
  close(): Promise<void>;
}

/** The site's isolate (or, with `worker`, another: `d1:db` is the local D1's object). */
export async function connectInspector(port: number, worker = 'ccpit-city-site'): Promise<Inspector> {
  const id = worker.includes(':') ? worker : `core:user:${worker}`;
  const client = await CDP({
    host: '127.0.0.1',
    port,
    // workerd serves no protocol description: the library's own copy names the domains.
    local: true,
    target: (targets) => {
      const found = targets.findIndex((t) => t.id === id);
      if (found < 0) throw new Error(`workerd's inspector on ${port} has no target ${id} (${targets.map((t) => t.id).join(', ')})`);
      return found;
    },
  });
  return {
    send<T>(method: string, params: Record<string, unknown> = {}, timeoutMs = 30_000) {
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${method}: no answer in ${timeoutMs / 1000} s`)), timeoutMs);
        (client.send as (m: string, p: object) => Promise<T>)(method, params).then(
          (result) => {
            clearTimeout(timer);
            resolve(result);
          },
          (error: unknown) => {
            clearTimeout(timer);
            reject(error instanceof Error ? error : new Error(`${method}: ${JSON.stringify(error)}`));
          },
        );
      });
    },
    close: () => client.close(),
  };
}
