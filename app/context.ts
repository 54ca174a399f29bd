// What loaders get from their host (server or browser) through React Router's context,
// so that app/ never imports worker/ (STYLE: capabilities through the loader context).

import { createContext } from 'react-router';
import type { ContentApi } from './api/client.ts';
import type { QrPicture } from './lib/qr-picture.ts';
import type { SiteConfig } from './site.ts';

export const apiContext = createContext<ContentApi>();
export const siteContext = createContext<SiteConfig>();
/** The QR code of a site path (`/m/...`), made by the worker during a render (unset in the browser: app/data/mobile-qr.ts). */
export const qrContext = createContext<((path: string) => Promise<QrPicture | null>) | null>(null);
