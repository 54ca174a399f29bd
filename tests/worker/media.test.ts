// Cover images and attachments are content (issue 37): a file a publish names as
// `upload:<path>` becomes a /media/ URL, its object lives in R2 (binding MEDIA; Miniflare's
// R2 here), and the worker serves it (kept by caches 5 minutes, decision 0120); an image uploaded with a publish shows on its
// article without a code deploy. (The CLI's upload itself is `wrangler r2 object put`,
// scripts/lib/media.ts.)

import { env } from 'cloudflare:workers';
import { afterAll, describe, expect, it } from 'vitest';
import { mediaKey, mediaRefs, uploadsIn, withMediaUrls } from '../../content/media.ts';
import { loadSeedDocument } from '../../content/seed.ts';
import { publish, restore } from './helpers/publish.ts';
import { get } from './helpers/request.ts';

const seed = loadSeedDocument(import.meta.glob('../../content/seed/*.json', { eager: true, import: 'default' }));
afterAll(() => restore(seed));

const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC'), (c) =>
  c.charCodeAt(0),
);

async function upload(name: string, bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<string> {
  const hash = [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))].map((b) => b.toString(16).padStart(2, '0')).join('');
  const key = mediaKey(hash, name);
  await env.MEDIA!.put(key, bytes, { httpMetadata: { contentType } });
  return key;
}

describe('uploaded images and attachments', { timeout: 60_000 }, () => {
  it('a publish file’s upload: names become /media/ URLs, and export lists them', () => {
    const file = {
      releases: [
        { id: '1', coverImage: 'upload:img/大厅1.png', content: '<img src="upload:img/大厅1.png"><a href="upload:表.docx">表</a>' },
      ],
    };
    expect(uploadsIn(file)).toEqual(['img/大厅1.png', '表.docx']);
    const keys = new Map([
      ['img/大厅1.png', mediaKey('a'.repeat(64), '大厅1.png')],
      ['表.docx', mediaKey('b'.repeat(64), 'form.docx')],
    ]);
    const out = withMediaUrls(file, keys);
    expect(out.releases[0]!.content).toContain(`src="/media/${'a'.repeat(16)}/1.png"`);
    expect(mediaRefs(out)).toEqual([`${'a'.repeat(16)}/1.png`, `${'b'.repeat(16)}/form.docx`]);
  });

  it('an image uploaded with a publish shows on its article, served from R2 and kept 5 minutes by caches', async () => {
    const key = await upload('hall.png', PNG, 'image/png');
    const changes = {
      version: 1,
      replace: { releases: ['1001'] },
      releases: [{ id: '1001', coverImage: `/media/${key}`, content: `<p>签证大厅。</p><p><img src="/media/${key}" alt="签证大厅"></p>` }],
    };
    expect(await publish(changes)).toEqual([]);
    const html = await (await get('/detail/1001')).text();
    expect(html).toContain(`src="/media/${key}"`);
    const image = await get(`/media/${key}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toBe('image/png');
    expect(image.headers.get('Cache-Control')).toMatch(/^public, max-age=300\b/);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
  });

  it('an attachment downloads; an unknown key is a 404', async () => {
    const key = await upload(
      'form.docx',
      new TextEncoder().encode('PK docx'),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const doc = await get(`/media/${key}`);
    expect(doc.headers.get('Content-Disposition')).toBe('attachment; filename="form.docx"');
    expect((await get('/media/0123456789abcdef/none.png')).status).toBe(404);
    expect((await get('/media/not-a-key/x.png')).status).toBe(404);
  });
});
