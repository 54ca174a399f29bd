// The shell's part of the 无障碍 / 适老化 toolbar (decision 0019): the switch in the header and
// the toolbar's place at the top of every layout. The toolbar itself (app/a11y/) is no part
// of a page's initial JavaScript: it loads when the switch or an Alt+Shift shortcut is first
// used, or after hydration when a stored setting needs it (the prepaint script has already
// applied the CSS-only ones: open bar, large pointer, zoom).

import { useEffect, useState, useSyncExternalStore } from 'react';
import { A11Y_TOOLS_STORAGE_KEY } from '../constants.ts';

type Tools = typeof import('../a11y/toolbar.tsx');

let tools: Tools | null = null;
let pending: Promise<Tools> | undefined;
const listeners = new Set<() => void>();

function loadTools(): Promise<Tools> {
  pending ??= import('../a11y/toolbar.tsx').then(
    (m) => {
      tools = m;
      for (const listener of listeners) listener();
      return m;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Alt+Shift and a key: the toolbar's shortcuts (domain/a11y-shortcuts.ts), loading it first if need be. */
function onKey(event: KeyboardEvent) {
  if (!event.altKey || !event.shiftKey || /^(Alt|Shift|Control|Meta)/.test(event.code)) return;
  if (tools) tools.onShortcut(event);
  else
    void loadTools().then(
      (m) => m.onShortcut(event),
      () => undefined,
    );
}

/** Where the toolbar shows, right after the skip link; it also runs the tools that are on. */
export function A11yBar() {
  const loaded = useSyncExternalStore(
    subscribe,
    () => tools,
    () => null,
  );
  useEffect(() => {
    document.addEventListener('keydown', onKey);
    let stored = '';
    try {
      stored = localStorage.getItem(A11Y_TOOLS_STORAGE_KEY) ?? '';
    } catch {
      // No storage: nothing was stored.
    }
    // A timer, as useAfterHydration: the chunk is asked for after the page has hydrated.
    const timer = stored.length > 2 ? setTimeout(() => void loadTools().catch(() => undefined)) : undefined;
    return () => {
      document.removeEventListener('keydown', onKey);
      clearTimeout(timer);
    };
  }, []);
  return <div className="a11y-slot">{loaded ? <loaded.A11yToolbar /> : null}</div>;
}

/** The header's switch: opens or closes the toolbar. */
export function A11ySwitch({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const root = document.documentElement;
    const follow = () => setOpen(root.classList.contains('a11y-bar'));
    follow();
    const observer = new MutationObserver(follow);
    observer.observe(root, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  return (
    <button
      type="button"
      className={className ? `a11y-switch ${className}` : 'a11y-switch'}
      aria-expanded={open}
      aria-keyshortcuts="Alt+Shift+A"
      onClick={() =>
        void loadTools().then(
          (m) => m.toggleBar(),
          () => undefined,
        )
      }
    >
      无障碍
    </button>
  );
}
