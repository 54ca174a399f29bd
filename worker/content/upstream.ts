// Upstream mode (API_BASE set): the same calls from an existing CMS over HTTP, query strings
// built with qs, a bounded wait and body size, and the tolerant decoder of docs/api.md turning
// whatever arrives into the canonical envelopes the rest of the site reads.

import qs from 'qs';
import type { ParsedCall } from '../../app/api/calls.ts';
import { envelopeCode, envelopeMsg } from '../../app/api/decode.ts';
import type { Envelope } from '../../app/api/types.ts';
import { normaliseEnvelope } from './normalise.ts';
import type { ContentStore } from './store.ts';
import { upstreamColumnArticle, upstreamReleaseKeys, upstreamServiceFaq } from './upstream-composed.ts';
import { asksOwnFairParams, upstreamFairs, upstreamHotNews } from './upstream-dated.ts';
import { rewriteMediaUrls, type MediaUrl } from './upstream-media-urls.ts';
import { upstreamSearch } from './upstream-search.ts';
import { readCapped } from '../lib/read-capped.ts';

/** A CMS answer larger than this is refused rather than parsed (a runaway export, an attack). */
export const MAX_UPSTREAM_BYTES = 2 * 1024 * 1024;

export class UpstreamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UpstreamError';
  }
}

/** `params[beginTime]=…` → `{ params: { beginTime: … } }` for qs. */
export function queryObject(query: URLSearchParams): Record<string, unknown> {
  return qs.parse(query.toString(), { depth: 1, arrayLimit: 0, parameterLimit: 50 });
}

async function readLimited(response: Response): Promise<string> {
  const declared = Number(response.headers.get('Content-Length') ?? '0');
  if (declared > MAX_UPSTREAM_BYTES) throw new UpstreamError(`upstream body too large (${declared} bytes)`);
  const body = await readCapped(response, MAX_UPSTREAM_BYTES);
  if (body === null) throw new UpstreamError('upstream body too large');
  return new TextDecoder().decode(body);
}

/** What upstream mode adds to the plain calls: a credential, and the CMS's own files through the site. */
export interface UpstreamOptions {
  /** Sent with every call (UPSTREAM_AUTH_HEADER, worker/content/upstream-auth.ts). */
  authHeader?: { name: string; value: string } | null;
  /** Rewrites the CMS's file URLs to the site's proxy (upstream-media-urls.ts). */
  mediaUrl?: MediaUrl | null;
}

/** `now`: the clock of the rules that follow the date (hot news' window, fairs' status); tests pin it. */
export function createUpstreamStore(
  base: string,
  timeoutMs: number,
  fetcher: typeof fetch = fetch,
  now: () => Date = () => new Date(),
  options: UpstreamOptions = {},
): ContentStore {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.authHeader) headers[options.authHeader.name] = options.authHeader.value;
  const get = async (path: string): Promise<unknown> => {
    let response: Response;
    try {
      response = await fetcher(`${base}${path}`, {
        headers,
        // The credential goes to API_BASE alone: a redirect elsewhere is a failure, not followed.
        ...(options.authHeader ? { redirect: 'manual' as const } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const name = (error as Error)?.name;
      throw new UpstreamError(
        name === 'TimeoutError' || name === 'AbortError'
          ? `upstream timed out after ${timeoutMs} ms`
          : 'upstream unreachable',
      );
    }
    const text = await readLimited(response).catch((error: unknown) => {
      throw error instanceof UpstreamError ? error : new UpstreamError('upstream body unreadable');
    });
    let body: unknown;
    try {
      body = text.trim() ? JSON.parse(text) : null;
    } catch {
      throw new UpstreamError(`upstream answered HTTP ${response.status} with a body that is not JSON`);
    }
    if (body === null || typeof body !== 'object')
      throw new UpstreamError(`upstream answered HTTP ${response.status} with no envelope`);
    // An envelope that says what went wrong is an answer; a bare HTTP failure is not.
    if (!response.ok && envelopeCode(body) === 200)
      throw new UpstreamError(`upstream answered HTTP ${response.status}`);
    return body;
  };

  const store: ContentStore = {
    kind: 'upstream',
    async handle(call: ParsedCall, query: URLSearchParams): Promise<Envelope> {
      // The CMS has no search call: the site answers it from the CMS's keyword lists.
      if (call.name === 'search') return upstreamSearch((c, q) => store.handle(c, q), query);
      // Nor the site's other additions: composed from its standard calls.
      if (call.name === 'columnArticle') return upstreamColumnArticle((c, q) => store.handle(c, q), call.id);
      if (call.name === 'listReleaseKeys') return upstreamReleaseKeys((c, q) => store.handle(c, q), query);
      if (call.name === 'listAuthQu' && query.get('serviceCode'))
        return upstreamServiceFaq((c, q) => store.handle(c, q), query);
      // What follows the date, by the rules of D1 mode (a CMS's hot news are all-time reads).
      if (call.name === 'listHotNews') return upstreamHotNews((c, q) => store.handle(c, q), query, now());
      if (call.name === 'listExhibition' && asksOwnFairParams(query))
        return upstreamFairs((c, q) => store.handle(c, q), query);
      const id = call.id !== undefined ? `/${encodeURIComponent(call.id)}` : '';
      const search = qs.stringify(queryObject(query), { skipNulls: true });
      const body = await get(`${call.spec.path}${id}${search ? `?${search}` : ''}`);
      const code = envelopeCode(body);
      if (code !== 200) return { code, msg: envelopeMsg(body) || '系统未知错误，请反馈给管理员' };
      const envelope = normaliseEnvelope(call.name, body);
      return options.mediaUrl ? rewriteMediaUrls(call.name, envelope, options.mediaUrl) : envelope;
    },
    async ping() {
      const body = await get('/api/cn/listColumn');
      if (envelopeCode(body) !== 200) throw new UpstreamError(`upstream answered code ${envelopeCode(body)}`);
    },
  };
  return store;
}
