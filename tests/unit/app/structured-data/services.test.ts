// The facts a guide's GovernmentService reads from its text: opening hours and the city served.

import { describe, expect, it } from 'vitest';
import { workdayHours } from '../../../../app/structured-data/services.ts';

describe('workdayHours', () => {
  it('reads 工作日上午…，下午… as two Monday-to-Friday spans', () => {
    const hours = workdayHours('贸促大厦一楼7号窗口。工作日上午8:30—12:00，下午13:30—17:00（法定节假日除外）。');
    expect(hours.map((h) => [h.opens, h.closes])).toEqual([
      ['08:30', '12:00'],
      ['13:30', '17:00'],
    ]);
    expect(hours[0]!.dayOfWeek).toHaveLength(5);
  });

  it('claims no hours when the place says them another way', () => {
    expect(workdayHours('每周二、四全天受理')).toEqual([]);
    expect(workdayHours(null)).toEqual([]);
  });
});
