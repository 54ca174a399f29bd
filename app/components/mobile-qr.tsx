// 扫码在手机上阅读: the QR code of a PC page's /m twin as inline SVG, with a text label and
// the short address; kept when printed. Its markup comes from the loader (mobileQrHtml,
// app/lib/qr-picture.ts): static, so the page's first-view script carries no code for it.

export function MobileQr({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: written by mobileQrHtml from the worker's QR data, every text escaped.
  return html ? <div className="mobile-qr-block" dangerouslySetInnerHTML={{ __html: html }} /> : null;
}
