// vitest's global setup, in Node: a real HTTP server on 127.0.0.1 standing in for the sites
// that content links to, so the outbound-link check's requests leave workerd over a socket as
// they do in production. One path per answer (200, 404, 410, HEAD refused, a hang), a port
// nothing listens on (refused), and `/__seen` listing what was asked, for the test to read.

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `http://127.0.0.1:<port>`: the server below. */
    outsideWorld: string;
    /** `http://127.0.0.1:<port>`: a port that refuses connections. */
    refusedOrigin: string;
  }
}

const listen = (server: http.Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://outside.invalid').pathname;
    if (path === '/__seen') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(seen));
      return;
    }
    seen.push(`${req.method} ${path}`);
    const answer = (status: number) =>
      res.writeHead(status, { 'content-type': 'text/plain' }).end(req.method === 'HEAD' ? undefined : `${status}`);
    switch (path) {
      case '/ok':
        return answer(200);
      case '/gone':
        return answer(404);
      case '/removed':
        return answer(410);
      case '/nohead':
        return answer(req.method === 'HEAD' ? 405 : 200);
      case '/slow':
        // Never answers: the checker's own time limit must end the request.
        return;
      default:
        return answer(500);
    }
  });
  const port = await listen(server);

  // A port that was free a moment ago and has nothing listening now: connections are refused.
  const probe = http.createServer();
  const refusedPort = await listen(probe);
  await new Promise<void>((resolve) => probe.close(() => resolve()));

  project.provide('outsideWorld', `http://127.0.0.1:${port}`);
  project.provide('refusedOrigin', `http://127.0.0.1:${refusedPort}`);
  return async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
