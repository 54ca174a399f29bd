// Requests to the real worker (its default export) inside workerd, and readers for what
// a visitor would see in the HTML.

import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import type { Env } from '../../../worker/env.ts';
import app from '../../../worker/index.ts';

export function get(path: string, init: RequestInit = {}): Promise<Response> {
  return exports.default.fetch(new Request(`http://site.test${path}`, init));
}

/**
 * One request through the worker with other bindings or vars (upstream mode, a bad config),
 * resolved once its background work (waitUntil: cache writes, revalidation) has finished.
 */
export async function getWithEnv(path: string, bindings: Env, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(new URL(path, 'http://site.test'), init), bindings, ctx);
  const body = await res.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return new Response(body, res);
}

/** The text of the page's <h1>s, tags and React's comment markers removed. */
export function headings(html: string): string[] {
  return [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => text(m[1] ?? ''));
}

export function text(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .trim();
}

export function title(html: string): string {
  return text(html.match(/<title>([\s\S]*?)<\/title>/)?.[1] ?? '');
}
