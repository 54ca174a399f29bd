// The elder-friendly mode (适老化) kept in local storage and applied to <html> as `elder`
// (the pre-paint script in document.tsx applies it before first paint).

import { ELDER_MODE_STORAGE_KEY } from '../constants.ts';

export function saveElderMode(on: boolean): void {
  try {
    localStorage.setItem(ELDER_MODE_STORAGE_KEY, on ? '1' : '0');
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  document.documentElement.classList.toggle('elder', on);
}
