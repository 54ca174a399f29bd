// The Hono app's bindings and per-request variables.

import type { WorkerConfig } from './config.ts';
import type { ContentService } from './content/service.ts';
import type { Env } from './env.ts';
import type { Timings } from './lib/timings.ts';
import type { Gate } from './limits/gate.ts';

/** What the request's log line reports besides method, path and status (access-log.ts). */
export interface RequestLog {
  device?: 'pc' | 'mobile';
  cache?: string;
  /** Which tier answered a cache hit (memory, cache-api). */
  tier?: string;
  store?: 'd1' | 'upstream';
  shellMs?: number;
  error?: string;
  /** A request refused by a limit or by the store (worker/limits/shed-log.ts). */
  shed?: { kind: string; reason: string };
}

export interface AppEnv {
  Bindings: Env;
  Variables: {
    requestId: string;
    timings: Timings;
    config: WorkerConfig;
    content: ContentService;
    log: RequestLog;
    /** The request's one count against the limits, asked when it would reach the store. */
    gate: Gate;
    /** Settles once the response has ended (its last byte, or the client left): access-log.ts. */
    sent: Promise<void>;
  };
}
