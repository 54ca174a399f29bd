// The live part of the toasts and notifications, loaded after hydration (decision 0006): a
// per-page jotai store fed by the API client's channel, and the items with their timers,
// rendered into the live regions notices.tsx keeps on the page from the first render.

import { createStore, Provider, useAtom, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { onApiNotice } from './channel.ts';
import { noticeFromApi, noticesAtom, type Notice } from './atoms.ts';

function NoticeItem({ notice, onDone }: { notice: Notice; onDone: () => void }) {
  // The timer starts once per notice: re-renders (a navigation, another notice) must not restart it.
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    const timer = setTimeout(() => done.current(), notice.durationMs);
    return () => clearTimeout(timer);
  }, [notice.id, notice.durationMs]);
  return (
    <div className={`notice notice--${notice.kind} notice--${notice.tone}`} data-duration={notice.durationMs}>
      {notice.kind === 'notification' ? <strong className="notice__title">{notice.title}</strong> : notice.title}
      <button type="button" className="notice__close" onClick={onDone} aria-label="关闭提示">
        ×
      </button>
    </div>
  );
}

function NoticeList({ kind }: { kind: Notice['kind'] }) {
  const [notices, setNotices] = useAtom(noticesAtom);
  return notices
    .filter((n) => n.kind === kind)
    .map((n) => (
      <NoticeItem key={n.id} notice={n} onDone={() => setNotices((list) => list.filter((m) => m.id !== n.id))} />
    ));
}

function ApiNotices() {
  const setNotices = useSetAtom(noticesAtom);
  useEffect(() => onApiNotice((n) => setNotices((list) => [...list, noticeFromApi(n)])), [setNotices]);
  return null;
}

/** One store per page (per mount, never module-level, as on the server: architecture.md "Client runtime"). */
export function NoticeStack({ toasts, notifications }: { toasts: HTMLElement; notifications: HTMLElement }) {
  const [store] = useState(createStore);
  return (
    <Provider store={store}>
      <ApiNotices />
      {createPortal(<NoticeList kind="toast" />, toasts)}
      {createPortal(<NoticeList kind="notification" />, notifications)}
    </Provider>
  );
}
