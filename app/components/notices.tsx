// Renders toasts (top centre, offset 16 px) and notifications (top-right, 16 px apart) in
// aria-live regions, each leaving after its SPEC duration; API errors arrive via lib/notices.

import { useAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { NOTIFICATION_GAP_PX, TOAST_OFFSET_PX } from '../constants.ts';
import { onApiNotice } from '../lib/notices.ts';
import { noticeFromApi, noticesAtom, type Notice } from '../state/notices.ts';

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

export function Notices() {
  const [notices, setNotices] = useAtom(noticesAtom);
  useEffect(() => onApiNotice((n) => setNotices((list) => [...list, noticeFromApi(n)])), [setNotices]);
  const remove = (id: number) => () => setNotices((list) => list.filter((n) => n.id !== id));
  const toasts = notices.filter((n) => n.kind === 'toast');
  const notifications = notices.filter((n) => n.kind === 'notification');
  return (
    <>
      <div className="toasts" role="status" aria-live="polite" data-offset={TOAST_OFFSET_PX}>
        {toasts.map((n) => (
          <NoticeItem key={n.id} notice={n} onDone={remove(n.id)} />
        ))}
      </div>
      <div className="notifications notifications--top-right" role="alert" aria-live="assertive" data-gap={NOTIFICATION_GAP_PX}>
        {notifications.map((n) => (
          <NoticeItem key={n.id} notice={n} onDone={remove(n.id)} />
        ))}
      </div>
    </>
  );
}
