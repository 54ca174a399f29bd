// The one inline script of every page (DESIGN "CSP and caching"): applied before first paint
// so that nothing flashes, the colour mode (SPEC §4: system, light or dark, under
// nuxt-color-mode; a page may force light or dark through <html data-force-color>) and the
// elder-friendly mode, and the 无障碍 toolbar's CSS-only settings (open bar, large pointer, reading
// guide, text zoom: decision 0019). Its sha256 is computed at build time into the per-build CSP.

import { A11Y_TOOLS_STORAGE_KEY, COLOR_MODE_STORAGE_KEY, ELDER_MODE_STORAGE_KEY } from './constants.ts';

export const PREPAINT_SCRIPT = `(function(){try{var c=document.documentElement.classList,p=localStorage.getItem(${JSON.stringify(
  COLOR_MODE_STORAGE_KEY,
)})||"system",f=document.documentElement.getAttribute("data-force-color");if(f==="light"||f==="dark")p=f;var d=p==="dark"||(p!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches);c.add(d?"dark":"light");if(localStorage.getItem(${JSON.stringify(
  ELDER_MODE_STORAGE_KEY,
)})==="1")c.add("elder");var t=JSON.parse(localStorage.getItem(${JSON.stringify(
  A11Y_TOOLS_STORAGE_KEY,
)})||"{}");if(t.bar)c.add("a11y-bar");if(t.cursor)c.add("a11y-cursor");if(t.guide)c.add("a11y-guide");if(t.zoom>100)document.documentElement.setAttribute("data-zoom",t.zoom)}catch(e){}})()`;
