// docs/operations.md's Analytics Engine SQL against the data point the worker writes
// (worker/lib/metrics.ts): the SQL API is not reachable from here, so this holds the docs to
// the code: the layout table names each blob and double as the code orders them, every column
// a query reads exists, and every quantile leaves out the −1 "not measured" values.

import { describe, expect, it } from 'vitest';
import operations from '../../../../docs/operations.md?raw';
import { dataPoint, METRIC_BLOBS, METRIC_DOUBLES } from '../../../../worker/lib/metrics.ts';

const metrics = operations.slice(operations.indexOf('**The data point**'));
const queries = (metrics.match(/```sql\n([\s\S]*?)```/)?.[1] ?? '')
  .split(/;\s*\n/)
  .map((q) => q.trim())
  .filter((q) => /SELECT/.test(q));

describe('the Analytics Engine queries', () => {
  it('are there: hit ratio, p95 render, p95 store, errors', () => {
    expect(queries.length).toBeGreaterThanOrEqual(4);
  });

  it('name each column as the worker writes it', () => {
    const rows = [...metrics.matchAll(/^\| `(blob|double)(\d+)` \| `(\w+)` \|/gm)].map(([, kind, n, field]) => [kind, Number(n), field]);
    expect(rows).toEqual([
      ...METRIC_BLOBS.map((field, i) => ['blob', i + 1, field]),
      ...METRIC_DOUBLES.map((field, i) => ['double', i + 1, field]),
    ]);
    // And the code writes them in that order.
    const point = dataPoint({ pageType: 'home', method: 'GET', status: 200, buildId: 'b', storeMs: 4 });
    expect(point.blobs?.[0]).toBe('home');
    expect(point.doubles?.[METRIC_DOUBLES.indexOf('storeMs')]).toBe(4);
    expect(point.doubles?.[METRIC_DOUBLES.indexOf('renderMs')]).toBe(-1);
  });

  it('read only columns the data point has', () => {
    for (const q of queries) {
      for (const [, kind, n] of q.matchAll(/\b(blob|double)(\d+)\b/g)) {
        const size = kind === 'blob' ? METRIC_BLOBS.length : METRIC_DOUBLES.length;
        expect(Number(n), `${kind}${n} in:\n${q}`).toBeLessThanOrEqual(size);
      }
    }
  });

  it('leave the −1 "not measured" values out of every quantile', () => {
    for (const q of queries) {
      for (const [, column] of q.matchAll(/quantile\w*\([\d.]+\)\((double\d+)/g))
        expect(q, `${column} is not filtered in:\n${q}`).toMatch(new RegExp(`\\b${column} >=? 0\\b|\\b${column} > -1\\b`));
    }
  });
});
