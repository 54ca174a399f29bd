// The HTML document, rendered by React on the server and hydrated as a whole on the client
// (hydrateRoot(document)). The stylesheet is added by the worker through React's resource
// APIs, so the client renders the same tree without knowing asset URLs. The router's data
// travels as a JSON data block, which never runs: the CSP allows only the pre-paint script.

import { IDENTITY, type PageIdentity } from './identity.ts';
import type { ReactNode } from 'react';

/** A page may force light or dark (requirements §4); the pre-paint script reads it from <html>. */
export type ForcedColor = 'light' | 'dark' | undefined;

/** The id of the router's hydration data block (read by entry.client.tsx). */
export const ROUTER_DATA_ID = 'router-data';
/** The id of the pre-paint script, whose text the client reads back instead of bundling it. */
export const PREPAINT_ID = 'prepaint';

interface DocumentProps {
  children: ReactNode;
  forceColor?: ForcedColor;
  /** The router's hydration data as JSON text, already escaped for a script element. */
  routerData: string;
  /** The pre-paint script (prepaint.ts on the server; the served text on the client). */
  prepaint: string;
  /** The 繁體 view (decision 0117). */
  hant?: boolean;
  /** The request's council's, when a platform serves another than the build's (app/identity.ts). */
  identity?: PageIdentity;
}

export function Document({
  children,
  forceColor,
  routerData,
  prepaint,
  hant = false,
  identity = IDENTITY,
}: DocumentProps) {
  return (
    // The page is a microdata item, so the share picture's `itemprop="image"` meta (page-meta.tsx) belongs to one, as HTML requires.
    <html
      lang={hant ? 'zh-Hant' : 'zh-CN'}
      data-force-color={forceColor}
      itemScope
      itemType="https://schema.org/WebPage"
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        {/* On a phone showing the PC pages, the pre-paint script adds a wider one after it (prepaint.ts). */}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={identity.themeColour} />
        <meta name="format-detection" content="telephone=no" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/icons/icon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a build-time constant, allowed by its hash in the CSP. */}
        <script id={PREPAINT_ID} dangerouslySetInnerHTML={{ __html: prepaint }} />
      </head>
      <body>
        {children}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a JSON data block, `<` escaped by writeRouterData (app/lib/router-data.ts). */}
        <script type="application/json" id={ROUTER_DATA_ID} dangerouslySetInnerHTML={{ __html: routerData }} />
      </body>
    </html>
  );
}
