// Toasts (top centre, offset 16 px) and notifications (top-right, 16 px apart) in aria-live
// regions that exist, empty, from the first render (a screen reader announces changes only
// to a region it already knows); what fills them (notice-stack.tsx, with jotai) loads after
// hydration. Notices reported before it arrives wait in channel.ts. The position, offset
// and gap come from requirements §9's constants: the stylesheet only lays out.

import { useEffect, useRef } from 'react';
import { NOTIFICATION_GAP_PX, NOTIFICATION_POSITION, TOAST_OFFSET_PX } from '../constants.ts';
import { useAfterHydration } from '../hooks/use-after-hydration.ts';

/** Notices exist only in the browser, so the CSSOM (allowed by the CSP, unlike style attributes) sets the spacing. */
function useSpacing() {
  useEffect(() => {
    const root = document.documentElement.style;
    root.setProperty('--toast-offset', `${TOAST_OFFSET_PX}px`);
    root.setProperty('--notification-gap', `${NOTIFICATION_GAP_PX}px`);
  }, []);
}

export function Notices() {
  const toasts = useRef<HTMLDivElement>(null);
  const notifications = useRef<HTMLDivElement>(null);
  useSpacing();
  const stack = useAfterHydration(() => import('./notice-stack.tsx'));
  return (
    <>
      <div className="toasts" role="status" aria-live="polite" ref={toasts} />
      <div
        className={`notifications notifications--${NOTIFICATION_POSITION}`}
        role="alert"
        aria-live="assertive"
        ref={notifications}
      />
      {stack && toasts.current && notifications.current ? (
        <stack.NoticeStack toasts={toasts.current} notifications={notifications.current} />
      ) : null}
    </>
  );
}
