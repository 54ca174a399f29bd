// The toolbar's actions by name, for its keyboard shortcuts (domain/a11y-shortcuts.ts): the
// same functions its buttons call.

import type { A11yAction } from '../domain/a11y-shortcuts.ts';
import { saveElderMode } from '../runtime/elder-mode.ts';
import { requestFocus, requestJump, setPointReading, stopReading, togglePause, toggleReading } from './reader.ts';
import { DEFAULT_SETTINGS, getSettings, stepZoom, updateSettings } from './settings.ts';

/** Opens the toolbar (or closes it); opened by the visitor, it takes focus. */
export function toggleBar(): void {
  const open = !getSettings().bar;
  updateSettings({ bar: open });
  if (open) requestFocus();
  else document.querySelector<HTMLElement>('.a11y-switch')?.focus();
}

/** Every tool off and the text at 100%; the toolbar stays open, with the elder-friendly mode off too. */
export function resetAll(): void {
  stopReading();
  updateSettings({ ...DEFAULT_SETTINGS, bar: true });
  saveElderMode(false);
}

const ACTIONS: Record<A11yAction, () => void> = {
  bar: toggleBar,
  point: () => setPointReading(!getSettings().point),
  continuous: toggleReading,
  pause: togglePause,
  stop: stopReading,
  cursor: () => updateSettings({ cursor: !getSettings().cursor }),
  guide: () => updateSettings({ guide: !getSettings().guide }),
  zoomIn: () => stepZoom(1),
  zoomOut: () => stepZoom(-1),
  contrast: () => updateSettings({ contrast: !getSettings().contrast }),
  jump: () => {
    updateSettings({ bar: true });
    requestJump();
  },
  reset: resetAll,
};

export function runAction(action: A11yAction): void {
  ACTIONS[action]();
}
