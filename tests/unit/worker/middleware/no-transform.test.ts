// no-transform joins whatever caching a handler chose (RFC 9111 §5.2.2.6), once.

import { describe, expect, it } from 'vitest';
import { withNoTransform } from '../../../../worker/middleware/no-transform.ts';

describe('withNoTransform', () => {
  it('adds no-transform to a handler’s Cache-Control, or stands alone', () => {
    expect(withNoTransform('public, max-age=600')).toBe('public, max-age=600, no-transform');
    expect(withNoTransform(null)).toBe('no-transform');
  });

  it('never repeats it', () => {
    expect(withNoTransform('no-store, no-transform')).toBe('no-store, no-transform');
    expect(withNoTransform('No-Transform')).toBe('No-Transform');
  });
});
