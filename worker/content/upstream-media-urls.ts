// Files a CMS keeps itself (RuoYi: `/profile/upload/2026/03/18/…`, relative or on the CMS's own,
// often http, host) are served through the worker under /media/upstream/… (worker/upstream/media.ts):
// the CSP allows only this site's and https images, and the CMS's address stays private. This
// rewrites those URLs in upstream answers: covers, attachments, and the src/href of bodies.

import { CALLS, type CallName } from '../../app/api/calls.ts';
import type { Envelope } from '../../app/api/types.ts';
import type { WorkerConfig } from '../config/worker-config.ts';

/** Where the worker serves the CMS's files: `${UPSTREAM_MEDIA_ROUTE}${path on the CMS}`. */
export const UPSTREAM_MEDIA_ROUTE = '/media/upstream';

/** The site's URL of a CMS file, or null when `raw` is no file under the configured prefixes. */
export type MediaUrl = (raw: string) => string | null;

/** Fields of a record that hold one file's URL (the record kinds' coverImage). */
const URL_FIELDS = ['coverImage'] as const;

/** The CMS path (after API_BASE's own path) a media URL stands for, when under a prefix. */
export function upstreamMediaUrl(config: Pick<WorkerConfig, 'apiBase' | 'upstreamMediaPrefixes'>): MediaUrl | null {
  if (!config.apiBase || config.upstreamMediaPrefixes.length === 0) return null;
  const base = new URL(config.apiBase);
  const basePath = base.pathname.replace(/\/+$/, '');
  return (raw) => {
    const value = raw.trim();
    let path: string | null = null;
    if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) path = value.split(/[?#]/, 1)[0]!;
    else {
      try {
        const url = new URL(value, base);
        // The CMS's own host, whether the editor's page wrote http or https.
        if (
          url.host === base.host &&
          (url.protocol === 'http:' || url.protocol === 'https:') &&
          url.pathname.startsWith(`${basePath}/`)
        )
          path = url.pathname.slice(basePath.length);
      } catch {
        return null;
      }
    }
    if (!path || !isServedPath(path, config.upstreamMediaPrefixes)) return null;
    return `${UPSTREAM_MEDIA_ROUTE}${path}`;
  };
}

/** A path the proxy may fetch: under a prefix, with no way out of it (`..`, `//`, `\`). */
export function isServedPath(path: string, prefixes: readonly string[]): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  if (/(^|\/)\.\.?(\/|$)|\/\/|\\|[\0-\x1f]/.test(decoded)) return false;
  return prefixes.some((prefix) => path.startsWith(prefix) && path.length > prefix.length);
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `<img src>` and `<a href>` of one HTML body, through the runtime's HTMLRewriter. */
async function rewriteHtml(html: string, mediaUrl: MediaUrl): Promise<string> {
  if (!html.includes('/')) return html;
  const attribute = (name: string) => ({
    element(el: { getAttribute(n: string): string | null; setAttribute(n: string, v: string): void }) {
      const value = el.getAttribute(name);
      const served = value ? mediaUrl(value) : null;
      if (served) el.setAttribute(name, served);
    },
  });
  const rewriter = new HTMLRewriter().on('img[src]', attribute('src')).on('a[href]', attribute('href'));
  return rewriter.transform(new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })).text();
}

async function rewriteRecord(record: unknown, html: readonly string[], mediaUrl: MediaUrl): Promise<void> {
  if (!isObject(record)) return;
  for (const field of URL_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' && value) record[field] = mediaUrl(value) ?? value;
  }
  if (Array.isArray(record.attachments))
    for (const file of record.attachments)
      if (isObject(file) && typeof file.url === 'string') file.url = mediaUrl(file.url) ?? file.url;
  await Promise.all(
    html.map(async (field) => {
      if (typeof record[field] === 'string') record[field] = await rewriteHtml(record[field], mediaUrl);
    }),
  );
}

/** The envelope with every CMS file URL of its records pointed at the proxy (in place). */
export async function rewriteMediaUrls(call: CallName, envelope: Envelope, mediaUrl: MediaUrl): Promise<Envelope> {
  const body = envelope as unknown as Json;
  const records = [body.rows, body.data].flatMap((v) => (Array.isArray(v) ? v : isObject(v) ? [v] : []));
  await Promise.all(records.map((record) => rewriteRecord(record, CALLS[call].html, mediaUrl)));
  return envelope;
}
