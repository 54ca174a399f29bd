// THE table of the worker's vars: kind, range, default and what each changes. The Env type,
// parseConfig's validation, `npm run check:config` and README's configuration table all come
// from it. Free of Workers types so that check:config runs it in Node.

import { DEFAULT_VERSION_POLL_INTERVAL_MS, RELEASE_KEYS_PAGE_MAX } from '../../app/constants.ts';
import type { VarSpec } from './var-spec.ts';

export const CONFIG_VARS = {
  SITE_ORIGIN: {
    kind: 'origin',
    default: '',
    defaultNote: 'empty = the origin each request came in on',
    description: 'the public origin, such as `https://www.example.gov.cn`',
    changes:
      'absolute URLs: canonical links, Open Graph, `sitemap.xml`, feeds. Set it in every deployed environment so that a request on another hostname never becomes the canonical URL',
  },
  // The platform (issue 49, decision 0136): several councils' sites by hostname.
  SITES: {
    kind: 'text',
    default: '',
    defaultNote: "empty = one council: SITE's identity folder, SITE_ORIGIN and DB, as before the platform",
    description:
      'a JSON array, one entry per council: `{"site": "<folder under sites/>", "hosts": ["www.example.cn", "example.cn"], "origin": "https://www.example.cn", "databases": ["DB_X_A", "DB_X_B"], "auditEmail": "AUDIT_EMAIL_X", "auditTo": "webmaster@example.cn"}`; the council the deployment served before the platform adds `"keepKeys": true` (at most one entry), so that its uploaded files and keys keep their unprefixed names (docs/operations.md "Add a council to the platform")',
    changes:
      "which council answers each hostname (its identity, content, canonical origin; a hostname no entry has answers a plain 404); each entry's origin replaces SITE_ORIGIN for its hosts; not with API_BASE (one CMS would answer for every council)",
  },
  // The national inspection's footer items (decision 0064): each off until it is set.
  FOOTER_BADGE_KIND: {
    kind: 'text',
    default: '',
    description: 'the organisation badge as issued: `党政机关` or `事业单位`',
    changes:
      'the footer’s badge (its image’s alt text); the badge shows only with FOOTER_BADGE_IMAGE and FOOTER_BADGE_URL too',
  },
  FOOTER_BADGE_IMAGE: {
    kind: 'text',
    default: '',
    description: 'the badge’s picture, a path on this site such as `/images/badge/dzjg.png`',
    changes: 'the footer’s badge image (served by this site: no third-party request); hidden when empty',
  },
  FOOTER_BADGE_URL: {
    kind: 'url',
    default: '',
    description: 'the badge’s certificate page as issued (`https://bszs.conac.cn/sitename?method=show&id=…`)',
    changes: 'where the footer’s badge links; hidden when empty',
  },
  CONSULT_URL: {
    kind: 'url',
    default: '',
    description: 'the online consultation channel: the city’s 12345 platform or the council’s own mailbox page',
    changes:
      'a 在线咨询 link in the footer and on the information-disclosure page; empty, `npm run content:audit` and the daily audit warn that no channel is configured',
  },
  CONSULT_LABEL: {
    kind: 'text',
    default: '在线咨询',
    description: 'the consultation link’s words',
    changes: 'the footer’s and the disclosure page’s consultation link text',
  },
  // The daily content audit (worker/audit/): who hears of it, and the outbound-link check's bounds.
  AUDIT_EMAIL_FROM: {
    kind: 'text',
    default: '',
    description: 'the daily audit’s sender address (on a domain with Cloudflare Email Routing)',
    changes:
      'the sender of the daily audit’s message; no message without it, AUDIT_EMAIL_TO and the AUDIT_EMAIL binding',
  },
  AUDIT_EMAIL_TO: {
    kind: 'text',
    default: '',
    description: 'who reads the daily audit: a verified destination address of the AUDIT_EMAIL binding',
    changes: 'where the daily audit’s message goes when something is within 3 days of a limit or past it',
  },
  LINK_CHECK_PER_RUN: {
    kind: 'whole',
    default: 20,
    min: 0,
    max: 50,
    unit: 'links',
    description: 'outbound links the daily job checks per run',
    changes:
      'how many external links in content are checked each day (each at most weekly; 0 turns the check off); the free plan allows 50 subrequests a run',
  },
  LINK_CHECK_TIMEOUT_MS: {
    kind: 'whole',
    default: 8000,
    min: 1000,
    max: 30_000,
    unit: 'ms',
    description: 'the time limit of each outbound-link request',
    changes: 'how long the daily job waits for an external site before it records the link as unreachable (timeout)',
  },
  API_BASE: {
    kind: 'url',
    default: '',
    defaultNote: 'empty = built-in D1 content',
    description: 'the base URL of an upstream CMS',
    changes:
      'where content comes from. Set, the worker proxies every content call to that CMS (`{API_BASE}/api/cn/...`) instead of D1; `/healthz` then checks that CMS',
  },
  UPSTREAM_TIMEOUT_MS: {
    kind: 'whole',
    default: 8000,
    min: 100,
    max: 60_000,
    unit: 'ms',
    description: 'the upstream CMS’s time limit',
    changes:
      'how long the worker waits for the upstream CMS (only with `API_BASE`) before serving stale content or an error',
  },
  UPSTREAM_AUTH_HEADER: {
    kind: 'text',
    default: '',
    secret: true,
    defaultNote: 'empty = no credential',
    description:
      'a header the worker sends the upstream CMS with every call, `Name: value` (such as `Authorization: Bearer …`)',
    changes:
      'the CMS can keep its content API closed to everyone but the site (only with `API_BASE`); the media proxy sends it too. A secret: `wrangler secret put UPSTREAM_AUTH_HEADER`',
  },
  UPSTREAM_NOTIFY_SECRET: {
    kind: 'text',
    default: '',
    secret: true,
    defaultNote: 'empty = notifications refused (503)',
    description: 'the key of the HMAC-SHA256 the CMS signs its change notifications with (`POST /hooks/cms-change`)',
    changes:
      'with it, a CMS publish or withdrawal shows on the site within the bound of a D1 publish instead of the cache windows (docs/operations.md "Upstream CMS"). At least 32 characters. A secret: `wrangler secret put UPSTREAM_NOTIFY_SECRET`',
  },
  UPSTREAM_MEDIA_PREFIXES: {
    kind: 'text',
    default: '/profile/upload/',
    description: 'the paths on the CMS whose files the worker serves under `/media/upstream/…`, comma-separated',
    changes:
      'which relative (or CMS-host) image and attachment URLs in upstream content are rewritten to `/media/upstream/…` and fetched from `API_BASE` (images, PDF and office files, at most 10 MB); any other path there answers 404. RuoYi stores uploads under `/profile/upload/`',
  },
  STORE_TIMEOUT_MS: {
    kind: 'whole',
    default: 3000,
    min: 100,
    max: 10_000,
    unit: 'ms',
    description: 'how long an answer waits for the built-in D1 store',
    changes:
      'past it (or when D1 answers that it is overloaded) the visitor gets the stale copy, else a 503 page with `Retry-After`; well under the 15 s in which the national inspection expects a page to open. The query itself runs on (D1 calls cannot be cancelled). Upstream mode uses `UPSTREAM_TIMEOUT_MS`',
  },
  API_CACHE_TTL: {
    kind: 'whole',
    default: 60,
    min: 0,
    max: 86_400,
    unit: 'seconds',
    description: 'content answers’ fresh time',
    changes: 'how long a content answer is fresh in the edge cache',
  },
  API_CACHE_STALE: {
    kind: 'whole',
    default: 86_400,
    min: 0,
    max: 2_592_000,
    unit: 'seconds',
    description: 'content answers’ stale window',
    changes: 'how long after that a content answer may still be served while it is refreshed, or when the store fails',
  },
  PAGE_CACHE_TTL: {
    kind: 'whole',
    default: 30,
    min: 0,
    max: 86_400,
    unit: 'seconds',
    description: 'rendered pages’ fresh time',
    changes: 'how long a rendered HTML page is fresh in the edge cache (`/search` is never cached)',
  },
  PAGE_CACHE_STALE: {
    kind: 'whole',
    default: 3600,
    min: 0,
    max: 2_592_000,
    unit: 'seconds',
    description: 'rendered pages’ stale window',
    changes: 'how long after that a page may still be served while it is re-rendered, or when rendering fails',
  },
  VERSION_POLL_INTERVAL_MS: {
    kind: 'whole',
    default: DEFAULT_VERSION_POLL_INTERVAL_MS,
    min: 10_000,
    max: 86_400_000,
    unit: 'ms',
    description: 'the new-build check interval',
    changes:
      'how often open pages check `/builds/latest.json` for a new deploy (the next navigation after a deploy is then a full load)',
  },
  MEMORY_CACHE_BYTES: {
    kind: 'whole',
    default: 16 * 1024 * 1024,
    min: 0,
    max: 64 * 1024 * 1024,
    unit: 'bytes',
    description: 'the size of each isolate’s memory tier of the edge cache',
    changes:
      'how many bytes of content answers and pages an isolate keeps in memory in front of the Cache API (0 turns the memory tier off)',
  },
  LOG_SAMPLE_PERCENT: {
    kind: 'whole',
    default: 1,
    min: 0,
    max: 100,
    unit: '%',
    description: 'the share of ordinary requests that write the JSON log line',
    changes: 'how many requests that went well are logged too (errors, 5xx and failed stores always are)',
  },
  SITEMAP_FILE_URLS: {
    kind: 'whole',
    default: 1000,
    min: 1,
    max: RELEASE_KEYS_PAGE_MAX,
    description: 'the articles per sitemap file',
    changes:
      'when `/sitemap.xml` becomes a sitemap index (more PC URLs than this), and how many articles each `/sitemaps/articles-{n}.xml` names (one read of that many release keys, 5,000 rows a statement; 1,000 keeps the build of a file within a few ms of CPU, decision 0036); its `/m` twins go in a file of their own, so no file comes near 50,000 URLs or 10 MB',
  },
  SEARCH_INDEXING: {
    kind: 'whole',
    default: 1,
    min: 0,
    max: 1,
    description: 'whether search engines may index this deployment (1) or not (0, staging)',
    changes:
      'at 0 every answer carries `X-Robots-Tag: noindex` and `/robots.txt` disallows everything, so a staging copy never competes with the public site in search results; production must leave it at 1 (`check:config --strict` says so)',
  },
} as const satisfies Record<string, VarSpec>;

export type ConfigVar = keyof typeof CONFIG_VARS;
export const CONFIG_VAR_NAMES = Object.keys(CONFIG_VARS) as ConfigVar[];

export const isConfigVar = (name: string): name is ConfigVar => Object.hasOwn(CONFIG_VARS, name);

/** The vars as the worker receives them (wrangler.toml `[vars]`, `--var`): text. */
export type EnvVars = { readonly [N in ConfigVar]?: string };

/** What readVars reads: the vars as text, or a TOML integer as a number, or anything wrong. */
export type VarsInput = Partial<Record<ConfigVar, unknown>>;

/** A var's parsed value: text for `text`, a number for `whole`, null for an empty URL. */
export type VarValue<N extends ConfigVar> = (typeof CONFIG_VARS)[N]['kind'] extends 'whole'
  ? number
  : (typeof CONFIG_VARS)[N]['kind'] extends 'text'
    ? string
    : string | null;
export type VarValues = { [N in ConfigVar]: VarValue<N> };
