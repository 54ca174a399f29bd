// A slow upstream CMS for the benchmark: answers every /api call with the real site's own
// answer (so content decodes as in production) after a fixed delay, and counts the calls.

import http from 'node:http';

export interface FakeUpstream {
  url: string;
  /** Calls received so far. */
  calls(): number;
  close(): Promise<void>;
}

export async function startFakeUpstream(opts: { port: number; target: string; delayMs: number }): Promise<FakeUpstream> {
  let calls = 0;
  const server = http.createServer((req, res) => {
    calls += 1;
    setTimeout(async () => {
      try {
        const answer = await fetch(`${opts.target}${req.url ?? '/'}`, { headers: { Accept: 'application/json' } });
        const body = Buffer.from(await answer.arrayBuffer());
        res.writeHead(answer.status, { 'Content-Type': answer.headers.get('Content-Type') ?? 'application/json' });
        res.end(body);
      } catch (error) {
        res.writeHead(502, { 'Content-Type': 'text/plain' });
        res.end(String(error));
      }
    }, opts.delayMs);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${opts.port}`,
    calls: () => calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
