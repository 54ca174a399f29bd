// A listing page number past the last page (issue 28): requirements §4.3 keeps the page shown within 1 to
// the page count; it does so by redirecting to the last page's URL, so no number beyond it
// answers 200 under a canonical of its own.

import { describe, expect, it } from 'vitest';
import { loadSeedDocument } from '../../content/seed.ts';
import { get } from './helpers/request.ts';

const seed = loadSeedDocument(import.meta.glob('../../content/seed/*.json', { eager: true, import: 'default' }));
const yw = seed.columns!.find((c) => c.columnCode === 'YW')!;
/** 贸促要闻 and its descendants' releases: what its listing pages through. */
const inYw = (id: string): boolean => id === yw.id || seed.columns!.some((c) => c.id === id && inYw(c.columnPid));
const ywCount = seed.releases!.filter((r) => inYw(r.columnId)).length;

describe('a listing page past the last one', () => {
  it('redirects to the last page, keeping the other parameters', async () => {
    const last = Math.ceil(ywCount / 20);
    expect(last).toBeGreaterThan(1);
    const res = await get('/importantNews?page=2000&size=20', { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(`/importantNews?page=${last}&size=20`);
    const shown = await get(`/importantNews?page=${last}&size=20`);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain(`<link rel="canonical" href="http://site.test/importantNews?page=${last}&amp;size=20"/>`);
  });

  it('does the same under /m, and a listing with one page sends any later number to its first', async () => {
    const res = await get('/m/importantNews?page=2000', { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toMatch(/^\/m\/importantNews\?page=\d+$/);
    const none = await get(`/importantNews?page=3&q=${encodeURIComponent('没有这样的标题')}`, { redirect: 'manual' });
    expect(none.status).toBe(302);
    expect(none.headers.get('Location')).toBe(`/importantNews?q=${encodeURIComponent('没有这样的标题')}`);
  });

  it('leaves the pages within range as they were', async () => {
    expect((await get('/importantNews?page=2', { redirect: 'manual' })).status).toBe(200);
  });
});
