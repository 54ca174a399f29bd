// Cleans CMS HTML (article bodies, FAQ answers, exhibition texts) with the runtime's
// HTMLRewriter to an allowlist of tags, attributes and URL schemes, before it is cached
// or returned, in both modes (requirements §10.4: browsers have no HTMLRewriter).

import { CALLS, type CallName } from '../../app/api/calls.ts';
import type { Envelope } from '../../app/api/types.ts';
import { safeUrl } from './safe-url.ts';
import { onlyMarks } from './search-snippet.ts';

/** Tags kept (their attributes filtered); h1 becomes h2 (the page owns its one h1). */
const ALLOWED = new Set(
  (
    'p br hr h2 h3 h4 h5 h6 ul ol li dl dt dd strong b em i u s sub sup small mark abbr blockquote pre code ' +
    'table caption thead tbody tfoot tr th td colgroup col a img span div figure figcaption'
  ).split(' '),
);

/** Tags removed together with everything inside them. */
const DROP_WITH_CONTENT = new Set(
  (
    'script style iframe frame frameset object embed applet template noscript noembed noframes svg math ' +
    'textarea select option button form input title head meta link base xmp plaintext listing'
  ).split(' '),
);

const ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  ol: ['start'],
  col: ['span'],
  colgroup: ['span'],
  abbr: ['title'],
};

const NUMERIC = new Set(['width', 'height', 'colspan', 'rowspan', 'start', 'span']);

/** HTMLRewriter's element (its global name collides with the DOM's Element in a shared program). */
interface RewriterElement {
  tagName: string;
  readonly attributes: Iterable<[string, string]>;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  remove(): void;
  removeAndKeepContent(): void;
}

/** Leaves the site, as a browser resolves it (`//host` and its backslash forms included). */
function isExternal(href: string): boolean {
  try {
    const url = new URL(href.replace(/[\t\n\r]/g, ''), 'https://site.invalid/');
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.host !== 'site.invalid';
  } catch {
    return false;
  }
}

function cleanElement(el: RewriterElement): void {
  const tag = el.tagName.toLowerCase();
  if (DROP_WITH_CONTENT.has(tag)) {
    el.remove();
    return;
  }
  if (tag === 'h1') el.tagName = 'h2';
  else if (!ALLOWED.has(tag)) {
    el.removeAndKeepContent();
    return;
  }
  const allowed = ATTRIBUTES[el.tagName.toLowerCase()] ?? [];
  const names = [...el.attributes].map(([name]) => name);
  for (const name of names) {
    const value = el.getAttribute(name) ?? '';
    const keep =
      allowed.includes(name) &&
      (name === 'href' || name === 'src'
        ? safeUrl(value) !== null
        : NUMERIC.has(name)
          ? /^\d{1,4}$/.test(value.trim())
          : name === 'scope'
            ? /^(row|col|rowgroup|colgroup)$/.test(value)
            : true);
    if (!keep) el.removeAttribute(name);
  }
  if (tag === 'a') {
    const href = el.getAttribute('href');
    if (href && isExternal(href)) {
      el.setAttribute('target', '_blank');
      el.setAttribute('rel', 'noopener noreferrer');
    }
  }
  if (tag === 'img') {
    if (!el.getAttribute('src')) {
      el.remove();
      return;
    }
    if (!el.hasAttribute('alt')) el.setAttribute('alt', '');
    el.setAttribute('loading', 'lazy');
    el.setAttribute('decoding', 'async');
  }
}

/** The cleaned HTML, or null when the sentinel comment did not come through as a comment. */
async function rewrite(html: string, sentinel: string): Promise<string | null> {
  let closed = false;
  const rewriter = new HTMLRewriter()
    .on('*', { element: (el) => cleanElement(el as unknown as RewriterElement) })
    .onDocument({
      comments: (c) => {
        if (c.text === sentinel) closed = true;
        else c.remove();
      },
      doctype: () => undefined,
    });
  const tail = `<!--${sentinel}-->`;
  const out = await rewriter
    .transform(new Response(html + tail, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }))
    .text();
  return closed && out.endsWith(tail) ? out.slice(0, -tail.length) : null;
}

/**
 * A tag, quoted value or comment left open at the end passes through the rewriter raw and
 * would close on the page's own markup after it (`<img src=x onerror=a//` + `</div>`). So a
 * random sentinel comment is appended and must come out intact; if it does not, the last
 * `<` is escaped and the input cleaned again (malformed tails become visible text).
 */
export async function sanitizeHtml(html: string): Promise<string> {
  if (!html) return '';
  let input = html;
  for (let attempt = 0; attempt < 16; attempt++) {
    const out = await rewrite(input, crypto.randomUUID());
    if (out !== null) return out;
    const last = input.lastIndexOf('<');
    if (last < 0) break;
    input = `${input.slice(0, last)}&lt;${input.slice(last + 1)}`;
  }
  return html.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

async function cleanFields(target: unknown, fields: readonly string[]): Promise<void> {
  if (!isObject(target)) return;
  await Promise.all(
    fields.map(async (field) => {
      if (typeof target[field] === 'string') target[field] = await sanitizeHtml(target[field]);
    }),
  );
}

/**
 * The HTML fields the call table names, on the record or on each row (docs/api.md: content,
 * answer); fields that may hold only `<mark>` (search) are reduced to that.
 */
export async function sanitizeEnvelope(call: CallName, envelope: Envelope): Promise<Envelope> {
  const { answer, html, marks } = CALLS[call];
  const body = envelope as unknown as Json;
  // Search's rows and its closest guides (docs/api.md) are hits alike.
  const hits = [body.rows, body.closest].flatMap((list) => (Array.isArray(list) ? list : []));
  for (const row of marks.length ? hits : []) {
    if (!isObject(row)) continue;
    for (const field of marks) if (typeof row[field] === 'string') row[field] = onlyMarks(row[field]);
  }
  if (html.length === 0) return envelope;
  const rows = answer === 'page' ? body.rows : answer === 'list' ? body.data : [body.data];
  const targets = Array.isArray(rows) ? rows : [];
  await Promise.all(targets.map((target) => cleanFields(target, html)));
  return envelope;
}
