// Runs work when the browser is idle; requirements §9's 1 ms timeout where idle callbacks are missing.

import { IDLE_TASK_FALLBACK_MS } from '../constants.ts';

export function runWhenIdle(
  task: () => void,
  win: Pick<Window, 'setTimeout'> & Partial<Pick<Window, 'requestIdleCallback'>> = window,
): void {
  if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => task());
  else win.setTimeout(task, IDLE_TASK_FALLBACK_MS);
}
