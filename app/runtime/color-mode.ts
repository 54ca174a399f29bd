// requirements §4 colour mode: system, light or dark, stored under nuxt-color-mode in local
// storage and applied to <html> (the pre-paint script in document.tsx does the same before
// first paint). A page may force light or dark (routes.ts refuses a forced system with a
// warning); the forced mode wins over every later change of the preference.

import { COLOR_MODE_STORAGE_KEY } from '../constants.ts';

export type ColorPreference = 'system' | 'light' | 'dark';
export type ForcedColorMode = 'light' | 'dark' | undefined;

// The mode the current page forces; root.tsx keeps it in step with the route. Browser only.
let pageForced: ForcedColorMode;

export function readColorPreference(): ColorPreference {
  try {
    const value = localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

export function resolveColorMode(
  preference: ColorPreference,
  prefersDark: boolean,
  forced?: ForcedColorMode,
): 'light' | 'dark' {
  if (forced) return forced;
  return preference === 'system' ? (prefersDark ? 'dark' : 'light') : preference;
}

/** Applies the preference, unless the current page forces a mode. */
export function applyColorMode(preference: ColorPreference = readColorPreference()): void {
  const mode = resolveColorMode(preference, window.matchMedia('(prefers-color-scheme: dark)').matches, pageForced);
  const classes = document.documentElement.classList;
  classes.toggle('dark', mode === 'dark');
  classes.toggle('light', mode === 'light');
}

/** Called on every page change with that page's forced mode (or none). */
export function setPageColorMode(forced: ForcedColorMode): void {
  pageForced = forced;
  applyColorMode();
}

export function saveColorPreference(preference: ColorPreference): void {
  try {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, preference);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  applyColorMode(preference);
}
