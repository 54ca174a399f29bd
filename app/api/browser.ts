// The browser's transport for the API client (requirements §7/§8): same-origin GET, JSON, 60 s
// timeout, XSRF echo, and the error catalogue's texts; failures are reported to the
// visitor through the notice channel and then rejected. Answers are reused within the visit
// while their content generation is current (visit-cache.ts).

import { REQUEST_TIMEOUT_MS, XSRF_COOKIE, XSRF_HEADER } from '../constants.ts';
import { reportApiError } from '../notices/channel.ts';
import { createContentApi, type Transport } from './client.ts';
import { envelopeCode, envelopeMsg } from './decode.ts';
import { ApiError, ERROR_TEXT } from './errors.ts';
import { createVisitCache } from './visit-cache.ts';

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const pair = document.cookie.split('; ').find((p) => p.startsWith(`${name}=`));
  return pair ? decodeURIComponent(pair.slice(name.length + 1)) : undefined;
}

/** Maps a decoded body to requirements §8's behaviour: resolves with the body, or rejects with ApiError. */
export function checkEnvelope(body: unknown): unknown {
  const code = envelopeCode(body);
  if (code === 200) return body;
  const msg = envelopeMsg(body);
  if (code === 401) {
    reportApiError({ kind: 'notification', title: ERROR_TEXT[401] });
    throw new ApiError(401, ERROR_TEXT.sessionExpired);
  }
  if (code === 500) {
    reportApiError({ kind: 'toast', title: msg || ERROR_TEXT.unknown });
    throw new ApiError(500, msg || ERROR_TEXT.unknown);
  }
  const title = code === 403 ? ERROR_TEXT[403] : code === 404 ? ERROR_TEXT[404] : msg || ERROR_TEXT.unknown;
  reportApiError({ kind: 'notification', title });
  throw new ApiError(code, title);
}

/** One request: the checked body, and whether it is JSON the visit may keep. */
async function request(url: string): Promise<{ body: unknown; headers: Headers; json: boolean }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers[XSRF_HEADER] = xsrf;
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: controller.signal, credentials: 'same-origin' });
  } catch {
    const timedOut = controller.signal.aborted;
    const text = timedOut ? ERROR_TEXT.timeout : ERROR_TEXT.network;
    reportApiError({ kind: 'transport', title: text });
    throw new ApiError(0, text, timedOut ? 'timeout' : 'network');
  } finally {
    clearTimeout(timer);
  }
  const type = response.headers.get('Content-Type') ?? '';
  // requirements §8: binary responses are returned unchecked.
  if (!type.includes('json')) {
    if (response.ok) return { body: await response.blob(), headers: response.headers, json: false };
    const text = ERROR_TEXT.httpStatus(response.status);
    reportApiError({ kind: 'transport', title: text });
    throw new ApiError(response.status, text, 'http');
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    const text = ERROR_TEXT.httpStatus(response.status);
    reportApiError({ kind: 'transport', title: text });
    throw new ApiError(response.status, text, 'http');
  }
  if (!response.ok && envelopeCode(body) === 200) {
    const text = ERROR_TEXT.httpStatus(response.status);
    reportApiError({ kind: 'transport', title: text });
    throw new ApiError(response.status, text, 'http');
  }
  try {
    return { body: checkEnvelope(body), headers: response.headers, json: true };
  } catch (error) {
    // A store failing for a moment answers HTTP 503 (docs/api.md): the visitor has had §8's toast;
    // the navigation then stays on the page, as for a busy site (app/lib/stay-put.ts).
    if (response.status === 503 && error instanceof ApiError && error.code === 500)
      throw new ApiError(503, error.message);
    throw error;
  }
}

const visit = createVisitCache();

export const browserTransport: Transport = (url) => {
  const kept = visit.get(url);
  if (kept) return kept;
  const answer = request(url);
  const body = answer.then((a) => a.body);
  visit.pending(url, body);
  answer.then(
    (a) => visit.settle(url, a.headers, a.json),
    () => visit.settle(url, new Headers(), false),
  );
  return body;
};

export const browserApi = createContentApi(browserTransport);
