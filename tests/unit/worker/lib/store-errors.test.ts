// The one classifier of store errors: what D1 and a CMS throw when they fail for a moment is
// temporary (a stale copy or a 503 with Retry-After for the visitor); what retrying cannot
// mend is an alert, and a missing table never passes for a busy one.

import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../../../../worker/content/upstream.ts';
import { classifyStoreError } from '../../../../worker/lib/store-errors.ts';

describe('classifyStoreError', () => {
  it.each([
    ['D1_ERROR: D1 DB is overloaded. Requests queued for too long.', 'store-overloaded'],
    ['D1_ERROR: D1 DB is overloaded. Too many requests queued.', 'store-overloaded'],
    ['D1_ERROR: database is locked: SQLITE_BUSY', 'store-unavailable'],
    ['D1_ERROR: Failed to get session commit token: internal error', 'store-unavailable'],
    ['D1_ERROR: D1 DB storage operation exceeded timeout which caused object to be reset.', 'store-unavailable'],
    ['D1_ERROR: Internal error in D1 DB storage caused object to be reset.', 'store-unavailable'],
    ['D1_ERROR: Cannot resolve D1 DB due to transient issue on remote node.', 'store-unavailable'],
    ['Network connection lost.', 'store-unavailable'],
  ])('D1 “%s” is temporary (%s)', (message, reason) => {
    expect(classifyStoreError(new Error(message))).toEqual({ temporary: true, reason });
  });

  it.each([
    ['upstream timed out after 8000 ms', 'store-slow'],
    ['upstream answered HTTP 503', 'store-overloaded'],
    ['upstream answered HTTP 429 with a body that is not JSON', 'store-overloaded'],
    ['upstream answered HTTP 500 with a body that is not JSON', 'store-unavailable'],
    ['upstream answered HTTP 502 with no envelope', 'store-unavailable'],
    ['upstream unreachable', 'store-unavailable'],
  ])('a CMS’s “%s” is temporary (%s)', (message, reason) => {
    expect(classifyStoreError(new UpstreamError(message))).toEqual({ temporary: true, reason });
  });

  it.each([
    ['D1_ERROR: no such table: releases: SQLITE_ERROR', 'store-schema'],
    ['D1_ERROR: no such column: r.title: SQLITE_ERROR', 'store-schema'],
    ['D1_ERROR: near "SELEC": syntax error at offset 0: SQLITE_ERROR', 'store-query'],
    ['D1_ERROR: UNIQUE constraint failed: releases.id: SQLITE_CONSTRAINT', 'store-query'],
  ])('D1 “%s” cannot be mended by retrying (%s)', (message, alert) => {
    expect(classifyStoreError(new Error(message))).toEqual({ temporary: false, alert });
  });

  it('a CMS answer that cannot be read, and a bug, are alerts too', () => {
    expect(classifyStoreError(new UpstreamError('upstream answered HTTP 200 with a body that is not JSON'))).toEqual({
      temporary: false,
      alert: 'store-answer',
    });
    expect(classifyStoreError(new TypeError("Cannot read properties of undefined (reading 'rows')"))).toEqual({
      temporary: false,
      alert: 'unexpected',
    });
  });

  it.each([
    [new TypeError("Cannot read properties of undefined (reading 'reset')"), 'unexpected'],
    [new TypeError("Cannot read properties of undefined (reading 'timeoutMs')"), 'unexpected'],
    [new RangeError('the queue is busy'), 'unexpected'],
    [new SyntaxError('Unexpected token < in JSON: "internal error, try again"'), 'unexpected'],
    [new Error('D1_ERROR: UNIQUE constraint failed: releases.id: SQLITE_CONSTRAINT (try again)'), 'store-query'],
    [new Error('D1_ERROR: D1 DB exceeded its CPU time limit and was reset.'), 'store-query'],
    [new Error("D1_ERROR: D1 DB's isolate exceeded its memory limit and was reset."), 'store-query'],
  ])('what only sounds temporary stays an alert: %s', (error, alert) => {
    expect(classifyStoreError(error)).toEqual({ temporary: false, alert });
  });

  it('a missing table wrapped in a busy-sounding message is still a missing table', () => {
    const error = new Error('D1_ERROR: internal error', { cause: new Error('no such table: meta') });
    expect(classifyStoreError(error)).toEqual({ temporary: false, alert: 'store-schema' });
  });
});
