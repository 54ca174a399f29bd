// The numbers of every request, to Workers Analytics Engine (architecture.md "Logs and metrics"):
// one data point each, written without waiting and without a log line. The layout below is
// what docs/operations.md's SQL reads; change both together.
// https://developers.cloudflare.com/analytics/analytics-engine/get-started/

/** What a request reports (the log line's numeric and categorical fields). */
export interface RequestMetrics {
  pageType: string;
  device?: string;
  cache?: string;
  tier?: string;
  store?: string;
  method: string;
  status: number;
  storeMs?: number;
  renderMs?: number;
  totalMs?: number;
  shellMs?: number;
  buildId: string;
  /** A refused request: what it asked (search, page, api) and why (worker/limits/refused.ts). */
  shedKind?: string;
  shedReason?: string;
  /** Where a refused request came from (Cloudflare's country and network), never its address. */
  country?: string;
  asn?: string;
  /** An error that needs a person: what retrying cannot mend (worker/lib/store-errors.ts). */
  alert?: string;
  /** The platform site the request was for ('' or absent: a single-site deployment). */
  site?: string;
}

/** Blob and double positions (blob1…, double1…) as the SQL names them. */
export const METRIC_BLOBS = [
  'pageType',
  'device',
  'cache',
  'tier',
  'store',
  'method',
  'buildId',
  'shedKind',
  'shedReason',
  'country',
  'asn',
  'alert',
  // Last, so that a single-site deployment's positions are the ones its SQL always read.
  'site',
] as const;
export const METRIC_DOUBLES = ['status', 'storeMs', 'renderMs', 'totalMs', 'shellMs'] as const;

export function dataPoint(m: RequestMetrics): AnalyticsEngineDataPoint {
  return {
    // The index is the sampling key: Analytics Engine samples within each page type (of each
    // site, on a platform: one council's flood does not thin out another's sample).
    indexes: [m.site ? `${m.site}/${m.pageType}` : m.pageType],
    blobs: METRIC_BLOBS.map((name) => m[name] ?? ''),
    // -1: not measured for this request (a hit has no render), so "> 0" filters cleanly.
    doubles: METRIC_DOUBLES.map((name) => m[name] ?? -1),
  };
}

/** Writes the point; a missing binding (a plain `wrangler dev` without it) or a failure is no error. */
export function writeMetrics(dataset: AnalyticsEngineDataset | undefined, m: RequestMetrics): void {
  try {
    dataset?.writeDataPoint(dataPoint(m));
  } catch {
    // Metrics never break a response.
  }
}
