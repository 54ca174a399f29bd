// A CDP session with the worker's isolate on workerd's own inspector: every command has a
// bounded wait, and a closed socket fails every pending command at once, so nothing here can hang.
//
// workerd keeps one session per isolate: attaching boots wrangler's proxy session (the worker's
// console lines then stop reaching wrangler's log until wrangler reloads), and the booted
// session's teardown in turn closes the newcomer (its destructor disconnects "the current
// session", which is by then ours). So we attach, and attach again until a session stays open.
// Why workerd's inspector and not wrangler's, and how it is found: ./process.ts.

import { setTimeout as sleep } from 'node:timers/promises';
import { findTarget, findWorkerdInspector } from './process.ts';

export interface Inspector {
  /** workerd's WebSocket URL of the target (the user worker's isolate). */
  readonly target: string;
  /** The workerd process that runs the target (for its CPU counters), when known. */
  readonly pid?: number;
  send<T = unknown>(method: string, params?: Record<string, unknown>, timeoutMs?: number): Promise<T>;
  close(): void;
}

export interface ConnectOptions {
  /** The worker's name (its target is `core:user:<name>`); needed only if workerd runs several. */
  worker?: string;
  /** Default answer timeout of a command (ms). */
  timeoutMs?: number;
}

interface Waiter {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

function openSession(url: string, pid: number | undefined, defaultTimeoutMs: number): Promise<Inspector & { closed: () => string | null }> {
  return new Promise((resolveOpen, rejectOpen) => {
    const ws = new WebSocket(url);
    let closedBecause: string | null = null;
    let next = 0;
    const pending = new Map<number, Waiter>();
    const failAll = (why: string) => {
      closedBecause ??= why;
      for (const [id, waiter] of pending) {
        clearTimeout(waiter.timer);
        waiter.reject(new Error(`inspector: ${why}`));
        pending.delete(id);
      }
    };
    const openTimer = setTimeout(() => {
      ws.close();
      rejectOpen(new Error(`inspector ${url}: no WebSocket within 10 s`));
    }, 10_000);
    ws.addEventListener('open', () => {
      clearTimeout(openTimer);
      resolveOpen(inspector);
    });
    ws.addEventListener('error', () => {
      clearTimeout(openTimer);
      rejectOpen(new Error(`inspector ${url} refused the connection`));
      failAll('the WebSocket failed');
    });
    ws.addEventListener('close', (event) => {
      clearTimeout(openTimer);
      failAll(`the session closed (${event.code}${event.reason ? ` ${event.reason}` : ''}); another client took the isolate?`);
    });
    ws.addEventListener('message', (event) => {
      const text = typeof event.data === 'string' ? event.data : Buffer.from(event.data as ArrayBuffer).toString('utf8');
      const message = JSON.parse(text) as { id?: number; result?: unknown; error?: { message: string } };
      // workerd answers the commands it handles itself (Profiler.enable, .start, .setSamplingInterval)
      // by echoing them with their id and no `result`: an id is the answer.
      if (message.id === undefined) return; // an event
      const waiter = pending.get(message.id);
      if (!waiter) return;
      pending.delete(message.id);
      clearTimeout(waiter.timer);
      if (message.error) waiter.reject(new Error(message.error.message));
      else waiter.resolve(message.result ?? {});
    });
    const inspector = {
      target: url,
      pid,
      closed: () => closedBecause,
      send<T>(method: string, params: Record<string, unknown> = {}, timeoutMs = defaultTimeoutMs): Promise<T> {
        if (closedBecause) return Promise.reject(new Error(`${method}: inspector: ${closedBecause}`));
        const id = ++next;
        return new Promise<T>((resolve, reject) => {
          const timer = setTimeout(() => {
            if (pending.delete(id)) reject(new Error(`${method}: no answer in ${timeoutMs / 1000} s`));
          }, timeoutMs);
          pending.set(id, { resolve: resolve as (v: unknown) => void, reject, timer });
          ws.send(JSON.stringify({ id, method, params }));
        });
      },
      close: () => {
        failAll('closed by this client');
        ws.close();
      },
    };
  });
}

/**
 * A session with the user worker's isolate, from workerd's own inspector: `port` is the
 * `--inspector-port` wrangler was started with (or a bare workerd's inspector port).
 */
export async function connectInspector(port: number, options: ConnectOptions = {}): Promise<Inspector> {
  const found = await findWorkerdInspector(port);
  const pid = found.pid;
  const url = await findTarget(found.port, options.worker ?? found.worker);
  let lastError = '';
  for (let attempt = 1; attempt <= 4; attempt++) {
    const session = await openSession(url, pid, options.timeoutMs ?? 30_000);
    // A session that replaced another is closed by that one's teardown a moment later.
    await sleep(300);
    try {
      await session.send('Runtime.getHeapUsage', {}, 5000);
      if (!session.closed()) return session;
      lastError = session.closed()!;
    } catch (error) {
      lastError = (error as Error).message;
      session.close();
    }
  }
  throw new Error(`inspector ${url}: no session stayed open (${lastError})`);
}
