// A crawl of a running site for traces of another council: every page of its sitemap files
// (PC and phone), the feeds, calendars, forms (.docx text and HTML copy), the manifest, icons
// and share image the pages link. Reusable: `crawlSite(base, needles)` answers what was read
// (counts), every trace found with its URL, every failed fetch and every site link seen.
// crawl-special.ts adds the pages no link leads to (404, 429, 503, QR codes, the offline page).

import { documentBlocks, blocksText, zipEntry } from '../../content/docx.ts';

/** A text that marks a council, and what it is (its name, a phone number …). */
export interface Needle {
  text: string;
  what: string;
}

export interface Trace {
  url: string;
  what: string;
  found: string;
  /** Up to 40 characters either side. */
  context: string;
}

export interface CrawlReport {
  /** Responses read, by kind (page, sitemap, feed, calendar, form …). */
  counts: Record<string, number>;
  traces: Trace[];
  failures: Array<{ url: string; status: number | string }>;
  /** Every path (with query) the site's pages, feeds and sitemaps link on this site. */
  links: Set<string>;
}

export const emptyReport = (): CrawlReport => ({ counts: {}, traces: [], failures: [], links: new Set() });

/** JSON's \uXXXX escapes and HTML's numeric references decoded, so a name in data is seen too. */
function decoded(text: string): string {
  return text
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)))
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(Number.parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)));
}

/** Records every needle in `text` as a trace at `url` (once per needle and URL). */
export function scanText(report: CrawlReport, url: string, text: string, needles: readonly Needle[]): void {
  const all = text.includes('\\u') || text.includes('&#') ? `${text}\n${decoded(text)}` : text;
  for (const needle of needles) {
    const at = all.indexOf(needle.text);
    if (at < 0) continue;
    const context = all.slice(Math.max(0, at - 40), at + needle.text.length + 40).replace(/\s+/g, ' ');
    report.traces.push({ url, what: needle.what, found: needle.text, context });
  }
}

const count = (report: CrawlReport, kind: string) => {
  report.counts[kind] = (report.counts[kind] ?? 0) + 1;
};

/** GET `url`; counts it under `kind`, records a failure when the status is not `expect`. */
export async function fetchCounted(
  report: CrawlReport,
  url: string,
  kind: string,
  init: RequestInit = {},
  expect = 200,
): Promise<Response | null> {
  try {
    const res = await fetch(url, { redirect: 'follow', ...init });
    count(report, kind);
    if (res.status !== expect) report.failures.push({ url, status: res.status });
    return res;
  } catch (error) {
    report.failures.push({ url, status: String(error) });
    return null;
  }
}

/** Site paths linked by `html` (href and src), resolved against `url`, on `base`'s origin. */
export function siteLinks(html: string, url: string, base: string): string[] {
  const origin = new URL(base).origin;
  const out: string[] = [];
  // Attributes of pages, <link> of feeds, "src" of the manifest's icons.
  for (const m of html.matchAll(/\b(?:href|src|content)="([^"]+)"|<link>([^<]+)<\/link>|"src":\s*"([^"]+)"/g)) {
    const raw = (m[1] ?? m[2] ?? m[3]!).replace(/&amp;/g, '&');
    if (/^(mailto|tel|data|javascript):/.test(raw)) continue;
    let link: URL;
    try {
      link = new URL(raw, url);
    } catch {
      continue;
    }
    if (link.origin === origin) out.push(link.pathname + link.search);
  }
  return out;
}

/** The text of a .docx as a reader sees it, and its raw document part. */
async function docxText(bytes: Uint8Array): Promise<string> {
  const part = await zipEntry(bytes, 'word/document.xml');
  if (!part) return '';
  const xml = new TextDecoder().decode(part);
  return `${blocksText(documentBlocks(xml))}\n${xml}`;
}

/** Runs `work` over `items`, `limit` at a time (the machine is shared: a few at once). */
export async function inTurns<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(lanes);
}

/** The kind of a linked site file worth reading, or null for a page or anything else. */
function fileKind(path: string): string | null {
  if (/^\/feeds\/[^/]+\.xml$/.test(path)) return 'feed';
  if (/\.ics(\?|$)/.test(path)) return 'calendar';
  if (/^\/files\/[^/]+\.docx$/.test(path)) return 'form (.docx)';
  if (/^\/files\/[^/]+\.html$/.test(path)) return 'form (HTML copy)';
  if (path === '/manifest.webmanifest') return 'manifest';
  if (/\.(png|ico|svg)$/.test(path) && /^\/(icons\/|favicon)/.test(path)) return 'icon';
  return null;
}

export interface CrawlOptions {
  /** Pictures (base64 of their bytes → name) that must not be served: the example's icons. */
  pictures?: ReadonlyMap<string, string>;
  /** Requests at once (default 3). */
  concurrency?: number;
}

/** Every sitemap page (PC and phone) and every feed, calendar, form, manifest and icon they link. */
export async function crawlSite(base: string, needles: readonly Needle[], options: CrawlOptions = {}): Promise<CrawlReport> {
  const report = emptyReport();
  const limit = options.concurrency ?? 3;
  const pages = new Set<string>();
  const files = new Set<string>(['/manifest.webmanifest', '/feeds/activities.ics', '/favicon.ico', '/icons/icon-192.png']);
  // The sitemap files: robots.txt names the index; an index names its files.
  const robots = await fetchCounted(report, `${base}/robots.txt`, 'robots.txt');
  const robotsText = robots ? await robots.text() : '';
  scanText(report, `${base}/robots.txt`, robotsText, needles);
  const sitemaps = [...robotsText.matchAll(/^Sitemap:\s*(\S+)/gim)].map((m) => m[1]!);
  for (let i = 0; i < sitemaps.length; i++) {
    const url = new URL(new URL(sitemaps[i]!).pathname, base).href;
    const res = await fetchCounted(report, url, 'sitemap file');
    const xml = res ? await res.text() : '';
    scanText(report, url, xml, needles);
    for (const m of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const loc = new URL(m[1]!.replace(/&amp;/g, '&'));
      report.links.add(loc.pathname + loc.search);
      if (/<sitemapindex/.test(xml)) sitemaps.push(loc.href);
      else pages.add(loc.pathname + loc.search);
    }
  }
  await inTurns([...pages], limit, async (path) => {
    const url = base + path;
    const res = await fetchCounted(report, url, path === '/m' || path.startsWith('/m/') ? 'page (phone)' : 'page (PC)');
    if (!res) return;
    const html = await res.text();
    scanText(report, url, html, needles);
    for (const link of siteLinks(html, url, base)) {
      report.links.add(link);
      if (fileKind(link)) files.add(link);
    }
  });
  await inTurns([...files], limit, async (path) => {
    const kind = fileKind(path) ?? 'file';
    const url = base + path;
    const res = await fetchCounted(report, url, kind);
    if (!res) return;
    const bytes = new Uint8Array(await res.arrayBuffer());
    const picture = options.pictures?.get(Buffer.from(bytes).toString('base64'));
    if (picture) report.traces.push({ url, what: 'the example’s picture', found: picture, context: '' });
    if (kind === 'icon' && !path.endsWith('.svg')) return;
    const text = kind === 'form (.docx)' ? await docxText(bytes) : new TextDecoder().decode(bytes);
    scanText(report, url, text, needles);
    if (kind === 'feed' || kind === 'manifest') for (const link of siteLinks(text, url, base)) report.links.add(link);
  });
  return report;
}
