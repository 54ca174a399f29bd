// 扫码在手机上阅读: the QR code of a PC page's /m twin as inline SVG, with a text label and
// the short address; kept when printed. The loader brings the code as data (QrPicture).

import type { QrPicture } from '../lib/qr-picture.ts';

/** Modules of white around the code (ISO/IEC 18004 asks for four). */
const QUIET = 4;

/** One per page, so the ids are fixed. */
export function MobileQr({ qr }: { qr: QrPicture | null }) {
  if (!qr) return null;
  const side = qr.size + 2 * QUIET;
  return (
    <aside className="mobile-qr" aria-labelledby="mobile-qr-label">
      <svg
        className="mobile-qr__code"
        viewBox={`${-QUIET} ${-QUIET} ${side} ${side}`}
        width="120"
        height="120"
        role="img"
        aria-labelledby="mobile-qr-title"
        shapeRendering="crispEdges"
      >
        <title id="mobile-qr-title">本页手机版二维码</title>
        <rect x={-QUIET} y={-QUIET} width={side} height={side} fill="#fff" />
        <path d={qr.path} fill="#000" />
      </svg>
      <p className="mobile-qr__text">
        <strong id="mobile-qr-label">扫码在手机上阅读</strong>
        <span>打开本页手机版，随时查看或转发</span>
        <span className="mobile-qr__url">{qr.url.replace(/^https?:\/\//, '')}</span>
      </p>
    </aside>
  );
}
