// The site seen through a proxy that can hold responses back, as a slow phone network holds
// a page's code: requests whose path matches `hold` wait until `release()`, those matching
// `gone` answer 404 (a chunk a deploy removed). Every request is logged with its time, so a
// walk can tell whether the page it left asked for itself again (a reload).

import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Logged {
  method: string;
  path: string;
  /** A document (navigation) request: the browser's Accept asks for HTML first. */
  document: boolean;
  at: number;
}

export interface HoldingProxy {
  origin: string;
  log: Logged[];
  /** Holds back matching GETs from now on (until release), and resolves when the first is asked. */
  hold(pattern: RegExp): Promise<void>;
  /** Answers matching requests 404 until `until` is asked for as a document. */
  gone(pattern: RegExp, until: RegExp): void;
  /** Lets everything held go on, and holds nothing more. */
  release(): void;
  close(): Promise<void>;
}

export async function startHoldingProxy(target: string): Promise<HoldingProxy> {
  const log: Logged[] = [];
  let holdPattern: RegExp | undefined;
  let onHeld: (() => void) | undefined;
  let held: (() => void)[] = [];
  let gonePattern: { pattern: RegExp; until: RegExp } | undefined;
  const forward = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const upstream = http.request(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: { ...req.headers, host: new URL(target).host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  };
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    const document = /text\/html/.test(req.headers.accept ?? '') && req.headers['sec-fetch-dest'] !== 'script';
    log.push({ method: req.method ?? 'GET', path, document, at: Date.now() });
    if (gonePattern && document && gonePattern.until.test(path)) gonePattern = undefined;
    if (gonePattern?.pattern.test(path)) {
      // Vary: * as well: WebKit was seen to answer the reloaded page's request for the same
      // URL with this 404 from memory (a real deploy names new chunks, so never meets it).
      res.writeHead(404, { 'content-type': 'text/plain', 'cache-control': 'no-store', pragma: 'no-cache', vary: '*' }).end('Not Found');
      return;
    }
    if (holdPattern?.test(path) && req.method === 'GET') {
      held.push(() => forward(req, res));
      onHeld?.();
      return;
    }
    forward(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    log,
    hold(pattern) {
      holdPattern = pattern;
      return new Promise((resolve) => {
        onHeld = resolve;
      });
    },
    gone(pattern, until) {
      gonePattern = { pattern, until };
    },
    release() {
      holdPattern = undefined;
      onHeld = undefined;
      for (const go of held.splice(0)) go();
      held = [];
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
