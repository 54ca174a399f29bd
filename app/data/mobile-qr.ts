// 扫码在手机上阅读: a PC page's QR code of its /m twin (with the page's own query), for the
// article and guide loaders; a phone's page has none, and a failure only hides the code.

import type { LoaderFunctionArgs } from 'react-router';
import { qrContext } from '../context.ts';
import { isMobilePath, toMobilePath } from '../lib/links.ts';
import { pageQuery } from '../lib/page-query.ts';
import type { QrPicture } from '../lib/qr-picture.ts';

export async function loadMobileQr(
  context: LoaderFunctionArgs['context'],
  request: Request,
): Promise<QrPicture | null> {
  const url = new URL(request.url);
  const make = context.get(qrContext);
  if (!make || isMobilePath(url.pathname)) return null;
  const kept = pageQuery(url.searchParams).toString();
  return make(toMobilePath(url.pathname) + (kept ? `?${kept}` : '')).catch(() => null);
}
