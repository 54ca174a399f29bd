// requirements §9's generic HTTP client, for the runtime's own files (/builds/*): its default
// timeout is 0, none, unlike the API client's 60 s (api/browser.ts).

import { GENERIC_HTTP_TIMEOUT_MS } from '../constants.ts';

export function genericFetch(
  url: string,
  init: RequestInit = {},
  timeoutMs: number = GENERIC_HTTP_TIMEOUT_MS,
  fetcher: typeof fetch = fetch,
): Promise<Response> {
  // 0 means no timeout: the request lasts as long as the browser lets it.
  if (timeoutMs <= 0) return fetcher(url, init);
  // Not AbortSignal.timeout: Safari has it from 16 and Chrome from 103 (requirements §13.9).
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  return fetcher(url, { ...init, signal: controller.signal }).finally(() => clearTimeout(timer));
}
