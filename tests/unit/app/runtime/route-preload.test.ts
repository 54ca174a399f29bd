// Route preloading: which links lead to which page's code, and when nothing is fetched ahead.

import { describe, expect, it } from 'vitest';
import { savesData } from '../../../../app/lib/save-data.ts';
import { pageModuleOf } from '../../../../app/runtime/route-preload.ts';

const BASE = 'https://www.example.cn/m';

describe('route preloading', () => {
  it('maps a link to its page module, on either device, and nothing else to anything', () => {
    expect(pageModuleOf('/m/importantNews?page=2', BASE)).toBe('column');
    expect(pageModuleOf('/service/commercial/ata', BASE)).toBe('guide');
    expect(pageModuleOf('/m/detail/1001', BASE)).toBe('detail');
    expect(pageModuleOf('/m/search?q=RCEP', BASE)).toBe('search');
    // Files, feeds, other sites and unknown paths are no page of this app.
    expect(pageModuleOf('/files/form.docx', BASE)).toBeUndefined();
    expect(pageModuleOf('/feeds/importantNews.xml', BASE)).toBeUndefined();
    expect(pageModuleOf('https://www.ccpit.org/', BASE)).toBeUndefined();
    expect(pageModuleOf('/m/no-such-page', BASE)).toBeUndefined();
  });

  it('fetches nothing ahead under Save-Data or on 2g', () => {
    expect(savesData({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(savesData({ effectiveType: '2g' })).toBe(true);
    expect(savesData({ effectiveType: 'slow-2g' })).toBe(true);
    expect(savesData({ effectiveType: '4g' })).toBe(false);
    expect(savesData(undefined)).toBe(false);
  });
});
