// What loaders get from their host (server or browser) through React Router's context,
// so that app/ never imports worker/ (STYLE: capabilities through the loader context).

import { createContext } from 'react-router';
import type { ContentApi } from './api/client.ts';
import type { Column } from './api/types.ts';
import type { QrPicture } from './lib/qr-picture.ts';
import type { SiteConfig } from './site.ts';

export const apiContext = createContext<ContentApi>();
export const siteContext = createContext<SiteConfig>();
/**
 * The column tree the root route already holds: set in the browser, so that a navigation
 * never asks for it again (architecture.md "Navigation"); unset in the worker, where the root's and
 * the page's loaders run side by side and share the edge cache's answer.
 */
export const columnsContext = createContext<readonly Column[] | null>(null);
/**
 * Whether a record's id was removed by a publish (a tombstone, decision 0108): set by the worker
 * during a render, so that a withdrawn article's page answers 410 where an unknown id answers 404;
 * unset in the browser, where the API's not-found answer stands for both.
 */
export const withdrawnContext = createContext<
  ((kind: 'releases' | 'activities', id: string) => Promise<boolean>) | null
>(null);
/** The QR code of a site path (`/m/...`), made by the worker during a render (unset in the browser: app/data/mobile-qr.ts). */
export const qrContext = createContext<((path: string) => Promise<QrPicture | null>) | null>(null);
