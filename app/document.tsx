// The HTML document, rendered by React on the server and hydrated as a whole on the client
// (hydrateRoot(document)). Stylesheets and module preloads are added by the worker through
// React's resource APIs, so the client renders the same tree without knowing asset URLs.

import type { ReactNode } from 'react';
import { COLOR_MODE_STORAGE_KEY, ELDER_MODE_STORAGE_KEY } from './constants.ts';

/**
 * Applied before first paint (no flash): the colour mode (SPEC §4: system, light or dark,
 * under nuxt-color-mode) and the elder-friendly mode. It carries the response's CSP nonce.
 */
export const PREPAINT_SCRIPT = `(function(){try{var c=document.documentElement.classList,p=localStorage.getItem(${JSON.stringify(
  COLOR_MODE_STORAGE_KEY,
)})||"system",f=document.documentElement.getAttribute("data-force-color");if(f==="light"||f==="dark")p=f;var d=p==="dark"||(p!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches);c.add(d?"dark":"light");if(localStorage.getItem(${JSON.stringify(
  ELDER_MODE_STORAGE_KEY,
)})==="1")c.add("elder")}catch(e){}})()`;

/** A page may force light or dark (SPEC §4); the pre-paint script reads it from <html>. */
export type ForcedColor = 'light' | 'dark' | undefined;

export function Document({ children, nonce, forceColor }: { children: ReactNode; nonce?: string; forceColor?: ForcedColor }) {
  return (
    <html lang="zh-CN" data-force-color={forceColor} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#b3261e" />
        <meta name="format-detection" content="telephone=no" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/icons/icon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: PREPAINT_SCRIPT }} />
      </head>
      <body>{children}</body>
    </html>
  );
}
