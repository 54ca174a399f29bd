// Security headers on every worker response, with Hono's secureHeaders: one CSP per build
// whose scripts must be the site's own files or the document's fixed inline scripts, by
// hash (architecture.md "CSP and caching"; no nonce, no unsafe-inline, no unsafe-eval).

import { secureHeaders } from 'hono/secure-headers';
import { SCRIPT_HASHES } from '../ssr/assets.ts';

const self = "'self'";

export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: [self],
    scriptSrc: [self, ...SCRIPT_HASHES],
    styleSrc: [self],
    imgSrc: [self, 'data:', 'https:'],
    fontSrc: [self],
    connectSrc: [self],
    manifestSrc: [self],
    workerSrc: [self],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: [self],
    frameAncestors: [self],
  },
  strictTransportSecurity: 'max-age=31536000; includeSubDomains',
  referrerPolicy: 'strict-origin-when-cross-origin',
  permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
  crossOriginOpenerPolicy: 'same-origin',
  xFrameOptions: 'SAMEORIGIN',
});
