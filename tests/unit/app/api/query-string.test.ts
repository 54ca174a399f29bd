// The browser's query serialiser gives the same output as qs for the site's parameters.

import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { serializeQuery, type Query } from '../../../../app/api/query-string.ts';

const CASES: Query[] = [
  { columnCode: 'YW', pageNum: 2, pageSize: 10 },
  { title: '原产地 证书&RCEP', tagId: '3' },
  { params: { beginTime: '2026-01-01 00:00:00', endTime: '2026-12-31 23:59:59' }, columnId: '41' },
  { params: { beginTime: undefined, endTime: null }, columnId: '2' },
  { status: '0', title: undefined, pageSize: 4 },
  { question: '押金？#/%', typeId: '12' },
  { position: 'home-banner' },
  {},
];

describe('serializeQuery', () => {
  it.each(CASES.map((c) => [JSON.stringify(c), c] as const))('matches qs.stringify for %s', (_, query) => {
    expect(serializeQuery(query)).toBe(qs.stringify(query, { skipNulls: true }));
  });
});
