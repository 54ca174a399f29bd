// The 无障碍 toolbar's settings: one JSON object in local storage (A11Y_TOOLS_STORAGE_KEY),
// applied to <html> as classes and data-zoom, which the stylesheet reads; the prepaint script
// applies the same five before first paint (decision 0019). A small store: the toolbar and
// the tools subscribe to it, so a change from a shortcut or a button shows everywhere.

import { A11Y_TOOLS_STORAGE_KEY } from '../constants.ts';

/** Text zoom steps in percent: 200% is WCAG 1.4.4's; the stylesheet matches each value. */
export const ZOOM_STEPS = [100, 125, 150, 175, 200] as const;
/** Speech rates offered (1 is the voice's normal speed). */
export const SPEECH_RATES = [0.75, 1, 1.25, 1.5] as const;

export interface A11ySettings {
  /** The toolbar is open (on every page until closed). */
  bar: boolean;
  /** 特大鼠标: extra-large pointer. */
  cursor: boolean;
  /** 辅助线: crosshair following the pointer. */
  guide: boolean;
  /** 指读: read what the pointer or focus is on. */
  point: boolean;
  /** 高对比度: yellow and white on black, a tool of its own (the elder-friendly mode is another). */
  contrast: boolean;
  /** Text size in percent, one of ZOOM_STEPS. */
  zoom: number;
  /** Speech rate, one of SPEECH_RATES. */
  rate: number;
}

export const DEFAULT_SETTINGS: A11ySettings = {
  bar: false,
  cursor: false,
  guide: false,
  point: false,
  contrast: false,
  zoom: 100,
  rate: 1,
};

function read(): A11ySettings {
  try {
    const raw = JSON.parse(localStorage.getItem(A11Y_TOOLS_STORAGE_KEY) || '{}') as Partial<A11ySettings> | null;
    if (!raw || typeof raw !== 'object') return DEFAULT_SETTINGS;
    return {
      bar: raw.bar === true,
      cursor: raw.cursor === true,
      guide: raw.guide === true,
      point: raw.point === true,
      contrast: raw.contrast === true,
      zoom: ZOOM_STEPS.find((z) => z === raw.zoom) ?? 100,
      rate: SPEECH_RATES.find((r) => r === raw.rate) ?? 1,
    };
  } catch {
    return DEFAULT_SETTINGS;
  }
}

let current: A11ySettings | undefined;
const listeners = new Set<() => void>();

export function getSettings(): A11ySettings {
  current ??= read();
  return current;
}

export function subscribeSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sets <html> as the prepaint script does, so a page opened next looks the same from its first paint. */
export function applySettings(s: A11ySettings): void {
  const root = document.documentElement;
  root.classList.toggle('a11y-bar', s.bar);
  root.classList.toggle('a11y-cursor', s.cursor);
  root.classList.toggle('a11y-guide', s.guide);
  root.classList.toggle('a11y-contrast', s.contrast);
  if (s.zoom > 100) root.setAttribute('data-zoom', String(s.zoom));
  else root.removeAttribute('data-zoom');
}

export function updateSettings(patch: Partial<A11ySettings>): void {
  current = { ...getSettings(), ...patch };
  try {
    // Only what differs from the defaults: an untouched visitor keeps an empty object.
    const stored = Object.fromEntries(
      Object.entries(current).filter(([k, v]) => DEFAULT_SETTINGS[k as keyof A11ySettings] !== v),
    );
    localStorage.setItem(A11Y_TOOLS_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  applySettings(current);
  for (const listener of listeners) listener();
}

/** One zoom step up (+1) or down (−1), within ZOOM_STEPS. */
export function stepZoom(direction: 1 | -1): void {
  const index = ZOOM_STEPS.indexOf(getSettings().zoom as (typeof ZOOM_STEPS)[number]);
  const next = ZOOM_STEPS[Math.min(ZOOM_STEPS.length - 1, Math.max(0, index + direction))]!;
  updateSettings({ zoom: next });
}
