// /search?keyword=… (the content API's name for the search words, which visitors copy from
// API calls and old links) is the search page under another URL: a 301 to `q`, on /m too.

import { describe, expect, it } from 'vitest';
import { get } from './helpers/request.ts';

describe('the search page asked with `keyword`', () => {
  it.each([
    ['/search?keyword=x', '/search?q=x'],
    ['/m/search?keyword=x', '/m/search?q=x'],
    // Its other parameters stay, in their order; the words stay as they were escaped.
    ['/search?keyword=%E5%8D%95%E8%AF%81%E5%86%8C&type=faq&page=2', '/search?q=%E5%8D%95%E8%AF%81%E5%86%8C&type=faq&page=2'],
    ['/search?type=faq&keyword=ATA+%E6%8A%BC%E9%87%91', '/search?type=faq&q=ATA+%E6%8A%BC%E9%87%91'],
    // `q` given too: the page's own parameter wins.
    ['/search?q=a&keyword=b', '/search?q=a'],
    ['/search?keyword=', '/search?q='],
    // A trailing slash goes in the same hop.
    ['/search/?keyword=x', '/search?q=x'],
  ])('%s answers 301 to %s', async (path, location) => {
    const res = await get(path, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe(location);
  });

  it('the page it leads to searches those words', async () => {
    const res = await get('/search?keyword=%E5%8E%9F%E4%BA%A7%E5%9C%B0', { redirect: 'follow' });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('value="原产地"');
  });

  it('other pages keep their `keyword` (dropped as any unknown parameter), with no redirect', async () => {
    expect((await get('/importantNews?keyword=x', { redirect: 'manual' })).status).toBe(200);
    expect((await get('/search?q=keyword', { redirect: 'manual' })).status).toBe(200);
  });
});
