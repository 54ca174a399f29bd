// What a handler may read of a request (Hono's Env): the worker's bindings, and the variables
// set by the middleware every request passes, each declared by the middleware that sets it.

import type { Env } from './env.ts';
import type { AccessLogVariables } from './middleware/access-log.ts';
import type { ConfigurationVariables } from './middleware/configuration.ts';
import type { ContentServiceVariables } from './middleware/content-service.ts';
import type { RequestIdVariables } from './middleware/request-id.ts';
import type { ServerTimingVariables } from './middleware/server-timing.ts';
import type { SiteVariables } from './middleware/site.ts';

export interface AppEnv {
  Bindings: Env;
  Variables: AccessLogVariables &
    RequestIdVariables &
    ServerTimingVariables &
    SiteVariables &
    ConfigurationVariables &
    ContentServiceVariables;
}
