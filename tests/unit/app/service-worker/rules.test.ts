// The service worker's caching rules: what it answers and how, what it precaches (nothing
// ahead under Save-Data), and that a build keeps only its own caches.

import { describe, expect, it } from 'vitest';
import { savesData } from '../../../../app/lib/save-data.ts';
import { cacheNames, pagesToDrop, precacheList, staleCaches, strategyFor } from '../../../../app/service-worker/rules.ts';

const ORIGIN = 'https://www.example.cn';
const get = (path: string, mode = 'no-cors') => ({ method: 'GET', mode, url: new URL(path, ORIGIN).href });

describe('service worker rules', () => {
  it('keeps pages for offline reading and serves hashed assets from its cache', () => {
    expect(strategyFor(get('/m/importantNews', 'navigate'), ORIGIN)).toBe('page');
    expect(strategyFor(get('/assets/entry.client-abc.js'), ORIGIN)).toBe('asset');
  });

  it('leaves the API (the read count), build files, other sites and writes to the browser', () => {
    expect(strategyFor(get('/api/common/getReadCount?id=1'), ORIGIN)).toBeNull();
    expect(strategyFor(get('/api/cn/ListRelease', 'navigate'), ORIGIN)).toBeNull();
    expect(strategyFor(get('/builds/latest.json'), ORIGIN)).toBeNull();
    expect(strategyFor(get('https://www.ccpit.org/', 'navigate'), ORIGIN)).toBeNull();
    expect(strategyFor({ ...get('/search', 'navigate'), method: 'POST' }, ORIGIN)).toBeNull();
    expect(strategyFor(get('/favicon.ico'), ORIGIN)).toBeNull();
  });

  it('precaches every file, but under Save-Data or on 2g none of the hashed assets', () => {
    const files = ['/favicon.ico', '/assets/a.js', '/assets/b.css'];
    expect(precacheList(files, false)).toEqual(files);
    expect(precacheList(files, true)).toEqual(['/favicon.ico']);
    expect(savesData({ saveData: true })).toBe(true);
    expect(savesData({ effectiveType: 'slow-2g' })).toBe(true);
    expect(savesData({ effectiveType: '4g' })).toBe(false);
    expect(savesData(undefined)).toBe(false);
  });

  it('deletes every cache but its own build’s when it activates', () => {
    const own = cacheNames('b2');
    expect(staleCaches(['assets-b1', 'pages-b1', own.assets, own.pages, 'other'], 'b2')).toEqual(['assets-b1', 'pages-b1', 'other']);
  });

  it('keeps the 40 most recent pages', () => {
    const keys = Array.from({ length: 43 }, (_, i) => i);
    expect(pagesToDrop(keys)).toEqual([0, 1, 2]);
    expect(pagesToDrop(keys.slice(0, 40))).toEqual([]);
  });
});
