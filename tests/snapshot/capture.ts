// What a single-site snapshot asks and keeps: every path of the site map, for a PC and for a
// phone (fixed client hints, no cookies), plus the pages a site map does not list (listings'
// page 2, searches, 404s) and every feed, calendar and form copy the pages link to; of each
// answer its status, the headers a visitor or cache acts on, and its body with what changes
// from build to build masked (asset file names, the build id).

import http, { type IncomingHttpHeaders } from 'node:http';
import { toMobilePath } from '../../app/lib/links.ts';
import { inSameVariant } from '../../app/lib/variant.ts';

export type Device = 'pc' | 'phone';

/** One answer as the fixture keeps it. */
export interface Shot {
  path: string;
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A browser loading a document (what the device redirect answers; worker/middleware/device-redirect.ts). */
const NAVIGATION = {
  Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'Accept-Language': 'zh-CN,zh;q=0.9',
  'Sec-Fetch-Dest': 'document',
  'Sec-Fetch-Mode': 'navigate',
};

/** The request headers of each device: a browser's, with its client hints; never a cookie. */
const DEVICE_HEADERS: Record<Device, Record<string, string>> = {
  pc: {
    'User-Agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
    'Sec-CH-UA-Mobile': '?0',
    ...NAVIGATION,
  },
  phone: {
    'User-Agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
    'Sec-CH-UA-Mobile': '?1',
    ...NAVIGATION,
  },
};

/**
 * The host every request names, whatever port the server listens on: the worker writes its
 * origin into pages (links, the 找错 link's query, QR codes), so one host gives one page. It is
 * `npm start`'s address.
 */
const HOST = '127.0.0.1:8787';

/** One GET with `device`'s headers and the fixed Host (fetch would name the server's own host). */
function get(base: string, path: string, device: Device): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  const url = new URL(path, base);
  const headers = { ...DEVICE_HEADERS[device], Host: HOST };
  return new Promise((resolve, reject) => {
    http
      .get({ host: url.hostname, port: url.port, path: url.pathname + url.search, headers }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** The headers kept: what a browser or a cache acts on; never dates, ids or timings. */
const KEPT_HEADERS = ['content-type', 'cache-control', 'link', 'vary', 'location', 'content-disposition', 'accept-ch'];

/** Pages no site map lists (as PC paths): a second page of listings, searches, the 繁體 view, 404s. */
const EXTRA_PAGES = [
  '/',
  '/importantNews?page=2',
  '/information?page=2',
  '/service/exhibition?page=2',
  '/service/trade/activity?tab=reports',
  '/search?q=原产地证书',
  '/search?q=ATA单证册 押金',
  '/search?q=领事认证&page=2',
  '/zh-hant',
  '/zh-hant/importantNews',
  '/zh-hant/detail/1001',
  '/no-such-page',
  '/detail/987654321',
];

/** Files no page links to, asked by both devices. */
const EXTRA_FILES = ['/robots.txt', '/manifest.webmanifest', '/favicon.ico', '/feeds/no-such-column.xml'];

/** The other device's pages: a phone sent from a PC address to /m, a PC left on the /m one. */
const CROSS_DEVICE: Record<Device, string[]> = { pc: ['/m', '/m/importantNews'], phone: ['/', '/importantNews'] };

/** The files pages link to that are answers of the worker: feeds, calendars, forms' copies. */
const LINKED_FILE =
  /(?:href|src)="(?:https?:\/\/[^/"]+)?(\/(?:feeds\/[^"?#]+\.(?:xml|ics)|calendar\/[^"?#]+\.ics|files\/[a-z0-9-]+\.html))"/g;

/**
 * Masks what differs between two builds of the same code: hashed asset names
 * (/assets/name-HASH.js), the build folder (/builds/ID/…) and an inline build id.
 */
export function mask(text: string): string {
  return text
    .replace(/(\/assets\/[\w.-]*?)-[\w-]{8}(\.\w+)/g, '$1-[hash]$2')
    .replace(/\/builds\/[\w-]+\//g, '/builds/[build]/')
    .replace(/("?build(?:Id)?"?\s*[:=]\s*")[\w-]{6,}"/gi, '$1[build]"');
}

const decodePath = (url: string) => {
  const u = new URL(url, 'http://site');
  return decodeURIComponent(u.pathname) + (u.search ? decodeURIComponent(u.search) : '');
};

async function shoot(base: string, device: Device, path: string): Promise<Shot> {
  const response = await get(base, path, device);
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = response.headers[name];
    if (value !== undefined) headers[name] = mask(Array.isArray(value) ? value.join(', ') : value);
  }
  return { path, status: response.status, headers, body: mask(response.body) };
}

/** The paths of a site map file's <loc>s (an index's files fetched in turn). */
async function siteMapPaths(base: string): Promise<string[]> {
  const out: string[] = [];
  const files = ['/sitemap.xml'];
  for (const file of files) {
    const xml = (await get(base, file, 'pc')).body;
    const isIndex = xml.includes('<sitemapindex');
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const p = decodePath(loc!.replaceAll('&amp;', '&'));
      if (isIndex) files.push(p);
      else out.push(p);
    }
  }
  return [...new Set([...files, ...out])];
}

/** A PC path's phone twin, query kept, in the same script variant (/zh-hant/m/…). */
function toPhonePath(p: string): string {
  const [pathname = '/', query] = p.split('?');
  return inSameVariant(pathname, toMobilePath) + (query === undefined ? '' : `?${query}`);
}

const isPhonePath = (p: string) => p === '/m' || p.startsWith('/m/') || p.startsWith('/m?');

/**
 * Every answer of one device, in a fixed order: the site map's pages of that device (a phone
 * the /m ones, made from the PC paths when the site map lists PC pages only), the extra pages,
 * then every worker file the pages link to.
 */
export async function captureDevice(base: string, device: Device, onProgress?: (n: number) => void): Promise<Shot[]> {
  const listed = await siteMapPaths(base);
  const pages = listed.filter((p) => !p.endsWith('.xml'));
  const files = listed.filter((p) => p.endsWith('.xml'));
  const ownPages =
    device === 'pc' ? pages.filter((p) => !isPhonePath(p)) : pages.some(isPhonePath) ? pages.filter(isPhonePath) : pages.map(toPhonePath);
  const extras = [...(device === 'pc' ? EXTRA_PAGES : EXTRA_PAGES.map(toPhonePath)), ...EXTRA_FILES];
  const paths = [...new Set([...ownPages, ...extras, ...CROSS_DEVICE[device], ...(device === 'pc' ? files : [])])];
  const shots: Shot[] = [];
  for (const p of paths) {
    shots.push(await shoot(base, device, p));
    onProgress?.(shots.length);
  }
  const linked = new Set<string>();
  for (const s of shots) for (const [, href] of s.body.matchAll(LINKED_FILE)) linked.add(decodePath(href!.replaceAll('&amp;', '&')));
  for (const p of [...linked].sort()) if (!paths.includes(p)) shots.push(await shoot(base, device, p));
  return shots;
}
