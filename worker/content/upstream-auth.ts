// The credential the worker sends the upstream CMS (the secret UPSTREAM_AUTH_HEADER), so that
// the CMS's content API need not be open to everyone. Read from the binding, never from the
// parsed config: a secret stays out of anything that could be logged or shown.

import { parseHeaderLine } from '../config/header-line.ts';
import type { Env } from '../env.ts';

/** The header to send, or null when none is set (parseConfig has refused a malformed one). */
export function upstreamAuthHeader(env: Env): { name: string; value: string } | null {
  const line = env.UPSTREAM_AUTH_HEADER?.trim();
  return line ? parseHeaderLine(line) : null;
}
