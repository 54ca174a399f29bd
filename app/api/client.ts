// The one API client: every call of the call table as a typed method over a transport (the
// browser's fetch, or the worker's content service during SSR), decoded tolerantly.

import { CALL_NAMES, CALLS, type CallArg, type CallName, type CallResult } from './calls.ts';
import { decodeAnswer } from './answers.ts';
import { ApiError, ERROR_TEXT } from './errors.ts';
import { serializeQuery, type Query } from './query-string.ts';

/** Fetches one API URL (path + query string) and resolves with the parsed JSON body. */
export type Transport = (url: string) => Promise<unknown>;

/** A call's method takes nothing, its path id, or its query (optional when every field is). */
// `undefined` fits only a `void` argument (no argument); `object` fits only a query whose fields are all optional.
type Method<N extends CallName> =
  undefined extends CallArg<N>
    ? () => Promise<CallResult<N>>
    : object extends CallArg<N>
      ? (arg?: CallArg<N>) => Promise<CallResult<N>>
      : (arg: CallArg<N>) => Promise<CallResult<N>>;

export type ContentApi = { [N in CallName]: Method<N> };

/** The URL of a call: `{path}/{id}` or `{path}?{query}`. */
export function callUrl(name: CallName, arg?: unknown): string {
  const spec = CALLS[name];
  if (spec.pathId) return `${spec.path}/${encodeURIComponent(String(arg))}`;
  const qs = serializeQuery(arg as Query | undefined);
  return qs ? `${spec.path}?${qs}` : spec.path;
}

/**
 * Decoded answers by the envelope they came from. In the worker the edge cache's memory tier
 * hands the same envelope object to every request of an isolate, so each is decoded once;
 * decoded values are shared, and pages treat them as read-only.
 */
const decoded = new WeakMap<object, unknown>();

function decodeOnce(name: CallName, body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return decodeAnswer(name, body);
  if (!decoded.has(body)) decoded.set(body, decodeAnswer(name, body));
  return decoded.get(body);
}

export function createContentApi(transport: Transport): ContentApi {
  const api: Record<string, (arg?: unknown) => Promise<unknown>> = {};
  for (const name of CALL_NAMES) {
    api[name] = async (arg?: unknown) => {
      const value = decodeOnce(name, await transport(callUrl(name, arg)));
      if (value === null) throw new ApiError(404, ERROR_TEXT[404]);
      return value;
    };
  }
  return api as ContentApi;
}
