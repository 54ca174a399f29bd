// The Hono app's bindings and per-request variables.

import type { WorkerConfig } from './config.ts';
import type { ContentService } from './content/service.ts';
import type { Env } from './env.ts';
import type { Timings } from './lib/timings.ts';

export interface RequestLog {
  device?: 'pc' | 'mobile';
  cache?: string;
  shellMs?: number;
  renderMs?: number;
  error?: string;
}

export interface AppEnv {
  Bindings: Env;
  Variables: {
    requestId: string;
    timings: Timings;
    config: WorkerConfig;
    content: ContentService;
    log: RequestLog;
    nonce: string;
  };
}
