// 扫码在手机上阅读: the QR code of a PC page's /m twin as inline SVG, drawn from loader data
// (app/data/mobile-qr.ts), with a text label and the short address; kept when printed.

import { useId } from 'react';
import type { QrPicture } from '../lib/qr-picture.ts';

/** Modules of white around the code (ISO/IEC 18004 asks for four). */
const QUIET = 4;

export function MobileQr({ qr }: { qr: QrPicture | null }) {
  const id = useId();
  if (!qr) return null;
  const side = qr.size + 2 * QUIET;
  const short = qr.url.replace(/^https?:\/\//, '');
  return (
    <aside className="mobile-qr" aria-labelledby={`${id}-label`}>
      <svg
        className="mobile-qr__code"
        viewBox={`${-QUIET} ${-QUIET} ${side} ${side}`}
        width="120"
        height="120"
        role="img"
        aria-labelledby={`${id}-title`}
        shapeRendering="crispEdges"
      >
        <title id={`${id}-title`}>本页手机版二维码</title>
        <rect x={-QUIET} y={-QUIET} width={side} height={side} fill="#fff" />
        <path d={qr.path} fill="#000" />
      </svg>
      <p className="mobile-qr__text">
        <strong id={`${id}-label`}>扫码在手机上阅读</strong>
        <span>打开本页手机版，随时查看或转发</span>
        <span className="mobile-qr__url">{short}</span>
      </p>
    </aside>
  );
}
