// 扫码在手机上阅读: a PC page's QR code of its /m twin (with the page's own query), for the
// article and guide loaders; a phone's page has none, and a failure only hides the code.

import type { LoaderFunctionArgs } from 'react-router';
import { qrContext } from '../context.ts';
import { isMobilePath, toMobilePath } from '../lib/links.ts';
import { pageQuery } from '../lib/page-query.ts';
import { mobileQrHtml, type QrPicture } from '../lib/qr-picture.ts';

/** The code's markup (mobile-qr.tsx puts it in place), '' on a phone's page or when it could not be made. */
export async function loadMobileQr(context: LoaderFunctionArgs['context'], request: Request): Promise<string> {
  const url = new URL(request.url);
  if (isMobilePath(url.pathname)) return '';
  const kept = pageQuery(url.searchParams).toString();
  const path = toMobilePath(url.pathname) + (kept ? `?${kept}` : '');
  // The worker makes it in the render; a browser's navigation asks the worker for it.
  const make = context.get(qrContext) ?? fromWorker;
  return make(path).then(mobileQrHtml, () => '');
}

/** The browser's way (worker/files/qr.ts): no QR library is ever sent to it. */
const fromWorker = (path: string): Promise<QrPicture | null> =>
  fetch(`/qr.json?path=${encodeURIComponent(path)}`).then((r) => (r.ok ? (r.json() as Promise<QrPicture>) : null));
