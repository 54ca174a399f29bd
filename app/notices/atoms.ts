// Toasts and notifications on screen (jotai: one store per page, in the browser only; the server renders none).

import { atom } from 'jotai';
import { NOTIFICATION_DURATION_MS, TOAST_DURATION_MS, TRANSPORT_ERROR_TOAST_MS } from '../constants.ts';
import type { ApiNotice } from './channel.ts';

export interface Notice {
  id: number;
  kind: 'toast' | 'notification';
  title: string;
  tone: 'error' | 'info';
  durationMs: number;
}

export const noticesAtom = atom<Notice[]>([]);

let nextId = 1;

/** requirements §4/§8/§9: how long each kind of notice stays. */
export function noticeFromApi(notice: ApiNotice): Notice {
  if (notice.kind === 'notification') {
    return {
      id: nextId++,
      kind: 'notification',
      title: notice.title,
      tone: 'error',
      durationMs: NOTIFICATION_DURATION_MS,
    };
  }
  const durationMs = notice.kind === 'transport' ? TRANSPORT_ERROR_TOAST_MS : TOAST_DURATION_MS;
  return { id: nextId++, kind: 'toast', title: notice.title, tone: 'error', durationMs };
}
