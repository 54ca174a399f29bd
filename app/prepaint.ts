// The one inline script of every page (architecture.md "CSP and caching"): applied before first paint
// so that nothing flashes, the colour mode (requirements §4: system, light or dark, under
// nuxt-color-mode; a page may force light or dark through <html data-force-color>) and the
// elder-friendly mode, and the 无障碍 toolbar's CSS-only settings (open bar, large pointer, reading
// guide, text zoom: decision 0019). Its sha256 is computed at build time into the per-build CSP.

import {
  A11Y_TOOLS_STORAGE_KEY,
  COLOR_MODE_STORAGE_KEY,
  DESKTOP_VIEWPORT_PX,
  ELDER_MODE_STORAGE_KEY,
  MOBILE_BREAKPOINT_PX,
  MOBILE_PREFIX,
} from './constants.ts';

/**
 * A phone showing the PC pages (the visitor chose 电脑版, which the device cookie keeps) lays
 * them out at desktop width and lets the visitor zoom, as a phone does with any desktop
 * site, instead of squeezing the PC layout into the phone's width. A second viewport meta,
 * which wins by coming last: React matches the rendered one by its content on hydration and
 * would insert it again if the script had changed it.
 */
const DESKTOP_ON_PHONE = `var p0=location.pathname;if(p0!==${JSON.stringify(MOBILE_PREFIX)}&&p0.indexOf(${JSON.stringify(
  `${MOBILE_PREFIX}/`,
)})!==0&&Math.min(screen.width,screen.height)<${MOBILE_BREAKPOINT_PX}){var v=document.createElement("meta");v.name="viewport";v.content="width=${DESKTOP_VIEWPORT_PX}";document.head.appendChild(v)}`;

export const PREPAINT_SCRIPT = `(function(){try{var c=document.documentElement.classList,p=localStorage.getItem(${JSON.stringify(
  COLOR_MODE_STORAGE_KEY,
)})||"system",f=document.documentElement.getAttribute("data-force-color");if(f==="light"||f==="dark")p=f;var d=p==="dark"||(p!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches);c.add(d?"dark":"light");if(localStorage.getItem(${JSON.stringify(
  ELDER_MODE_STORAGE_KEY,
)})==="1")c.add("elder");var t=JSON.parse(localStorage.getItem(${JSON.stringify(
  A11Y_TOOLS_STORAGE_KEY,
)})||"{}");if(t.bar)c.add("a11y-bar");if(t.cursor)c.add("a11y-cursor");if(t.guide)c.add("a11y-guide");if(t.zoom>100)document.documentElement.setAttribute("data-zoom",t.zoom);if(t.contrast)c.add("a11y-contrast")}catch(e){}${DESKTOP_ON_PHONE}})()`;
