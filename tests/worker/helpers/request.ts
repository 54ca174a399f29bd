// Requests to the real worker (its default export) inside workerd, and readers for what
// a visitor would see in the HTML.

import { exports } from 'cloudflare:workers';

export function get(path: string, init: RequestInit = {}): Promise<Response> {
  return exports.default.fetch(new Request(`http://site.test${path}`, init));
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
