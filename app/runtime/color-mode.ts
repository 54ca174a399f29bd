// SPEC §4 colour mode: system, light or dark, stored under nuxt-color-mode in local
// storage and applied to <html> (the pre-paint script in document.tsx does the same before
// first paint). A page may force light or dark; forcing system is refused with a warning.

import { COLOR_MODE_STORAGE_KEY, ELDER_MODE_STORAGE_KEY } from '../constants.ts';

export type ColorPreference = 'system' | 'light' | 'dark';

export function readColorPreference(): ColorPreference {
  try {
    const value = localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

export function resolveColorMode(preference: ColorPreference, prefersDark: boolean, forced?: string): 'light' | 'dark' {
  if (forced === 'light' || forced === 'dark') return forced;
  if (forced === 'system') console.warn('Colour mode "system" cannot be forced by a page; the preference applies.');
  return preference === 'system' ? (prefersDark ? 'dark' : 'light') : preference;
}

export function applyColorMode(preference: ColorPreference, forced?: string): void {
  const mode = resolveColorMode(preference, window.matchMedia('(prefers-color-scheme: dark)').matches, forced);
  const classes = document.documentElement.classList;
  classes.toggle('dark', mode === 'dark');
  classes.toggle('light', mode === 'light');
}

export function saveColorPreference(preference: ColorPreference): void {
  try {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, preference);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  applyColorMode(preference);
}

export function saveElderMode(on: boolean): void {
  try {
    localStorage.setItem(ELDER_MODE_STORAGE_KEY, on ? '1' : '0');
  } catch {
    // As above.
  }
  document.documentElement.classList.toggle('elder', on);
}
