// A QR code as data (made on the server, worker/files/qr.ts): the modules as one SVG path, so
// the page's markup is the same on the server and in the browser and no QR library ships to it;
// the loader writes it as HTML (mobileQrHtml) that components/mobile-qr.tsx puts in place.

export interface QrPicture {
  /** The address it encodes (the page's /m twin, absolute). */
  url: string;
  /** Modules per side, without the quiet zone. */
  size: number;
  /** SVG path data of the dark modules, one unit per module. */
  path: string;
}

/** Modules of white around the code (ISO/IEC 18004 asks for four). */
const QUIET = 4;

/**
 * 扫码在手机上阅读 as HTML, written by the loader: the picture is static, so the page's
 * first-view script carries no code for it (the 120 KB budget before hydration, decision
 * 0076). One per page, so the ids are fixed. The address is a site URL (`/m` path), escaped
 * all the same.
 */
export function mobileQrHtml(qr: QrPicture | null): string {
  if (!qr) return '';
  const side = qr.size + 2 * QUIET;
  const short = qr.url.replace(/^https?:\/\//, '').replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const path = qr.path.replace(/[^MmHhVvZz\d .-]/g, '');
  return (
    '<aside class="mobile-qr" aria-labelledby="mobile-qr-label">' +
    `<svg class="mobile-qr__code" viewBox="${-QUIET} ${-QUIET} ${side} ${side}" width="120" height="120" role="img" aria-labelledby="mobile-qr-title" shape-rendering="crispEdges">` +
    '<title id="mobile-qr-title">本页手机版二维码</title>' +
    `<rect x="${-QUIET}" y="${-QUIET}" width="${side}" height="${side}" fill="#fff"></rect><path d="${path}" fill="#000"></path></svg>` +
    '<p class="mobile-qr__text"><strong id="mobile-qr-label">扫码在手机上阅读</strong><span>打开本页手机版，随时查看或转发</span>' +
    `<span class="mobile-qr__url">${short}</span></p></aside>`
  );
}
