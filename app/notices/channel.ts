// The channel from the API client to the toasts and notifications the visitor sees
// (requirements §8). Transport error toasts are suppressed for 10 s after one is shown.

import { ERROR_TOAST_SUPPRESS_MS } from '../constants.ts';

export type NoticeKind = 'toast' | 'notification' | 'transport';

export interface ApiNotice {
  kind: NoticeKind;
  title: string;
}

type Listener = (notice: ApiNotice) => void;

const listeners = new Set<Listener>();
/** Notices reported while nobody listens (the notice stack loads after hydration). */
const waiting: ApiNotice[] = [];
let lastTransportToastAt = -Infinity;

export function onApiNotice(listener: Listener): () => void {
  listeners.add(listener);
  for (const notice of waiting.splice(0)) listener(notice);
  return () => listeners.delete(listener);
}

export function reportApiError(notice: ApiNotice, now = Date.now()): void {
  if (notice.kind === 'transport') {
    if (now - lastTransportToastAt < ERROR_TOAST_SUPPRESS_MS) return;
    lastTransportToastAt = now;
  }
  if (listeners.size === 0) waiting.push(notice);
  for (const listener of listeners) listener(notice);
}

/** For tests: forget the suppression window. */
export function resetNoticeSuppression(): void {
  lastTransportToastAt = -Infinity;
  waiting.length = 0;
}
