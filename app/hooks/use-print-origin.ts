// Gives print styles the site's origin (--print-origin on <html>), so that a link written
// as a /path is printed with its full address (app.css, @media print). Set through the
// CSSOM after hydration: the CSP (style-src 'self') refuses style attributes in the HTML.

import { useEffect } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../root-data.ts';

export function usePrintOrigin(): void {
  const origin = (useRouteLoaderData('root') as RootData | undefined)?.origin ?? '';
  useEffect(() => {
    // A CSS string: origins hold no quotes or backslashes, so JSON quoting is CSS quoting.
    document.documentElement.style.setProperty('--print-origin', JSON.stringify(origin || location.origin));
  }, [origin]);
}
