// Security headers on every worker response; HTML gets a CSP whose scripts must be
// same-origin files or carry this response's nonce (no unsafe-inline, no unsafe-eval).

import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The headers every response carries, whichever middleware produced it. */
export function setSecurityHeaders(h: Headers): void {
  h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  h.set('X-Content-Type-Options', 'nosniff');
  h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()');
  h.set('Cross-Origin-Opener-Policy', 'same-origin');
  h.set('X-Frame-Options', 'SAMEORIGIN');
}

export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const h = c.res.headers;
  setSecurityHeaders(h);
  if ((h.get('Content-Type') ?? '').startsWith('text/html')) h.set('Content-Security-Policy', contentSecurityPolicy(c.get('nonce')));
};
