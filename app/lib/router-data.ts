// The router's hydration data as a JSON data block (architecture.md "CSP and caching"): written by
// the worker, read by the browser entry. A data block never runs, so a stored page needs no
// per-response nonce; route errors travel as plain objects and are revived on the client.

import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl as ErrorResponseImpl, type HydrationState } from 'react-router';

interface SerialisedError {
  __type: 'RouteErrorResponse' | 'Error';
  status?: number;
  statusText?: string;
  data?: unknown;
  internal?: boolean;
  message?: string;
}

/** JSON text safe inside <script>: `<` is escaped, so `</script>` and `<!--` cannot occur. */
export function writeRouterData(state: Pick<HydrationState, 'loaderData' | 'actionData' | 'errors'>): string {
  const errors = state.errors
    ? Object.fromEntries(
        Object.entries(state.errors).map(([id, error]): [string, SerialisedError] =>
          isRouteErrorResponse(error)
            ? [id, { ...error, __type: 'RouteErrorResponse' }]
            : [id, { __type: 'Error', message: error instanceof Error ? error.message : 'Internal Server Error' }],
        ),
      )
    : null;
  const json = JSON.stringify({ loaderData: state.loaderData, actionData: state.actionData ?? null, errors });
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The hydration state, with route errors revived as error responses (or errors). */
export function readRouterData(text: string): HydrationState {
  const parsed = JSON.parse(text) as HydrationState & { errors: Record<string, SerialisedError> | null };
  if (!parsed.errors) return parsed;
  const errors: Record<string, unknown> = {};
  for (const [id, e] of Object.entries(parsed.errors)) {
    errors[id] =
      e.__type === 'RouteErrorResponse'
        ? new ErrorResponseImpl(e.status ?? 500, e.statusText ?? '', e.data, e.internal === true)
        : Object.assign(new Error(e.message), { stack: '' });
  }
  return { ...parsed, errors };
}
