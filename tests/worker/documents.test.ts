// A page and its attachment say the same (issue 35: the 2025 disclosure report's page said 4
// applications and its .docx 3): every page with a local .docx states no figure the document
// states otherwise, a page that carries a document in full states exactly its figures, and
// every .docx has a reading copy (for WeChat's browser, which refuses downloads) with its text.
// The forms are assembled by the worker from their templates (worker/files/forms.ts): read as served.

import { describe, expect, it } from 'vitest';
import { blocksText, readDocx } from '../../content/docx.ts';
import { DOCUMENT_PAGES, readingCopyPath } from '../../content/documents.ts';
import { figureDisagreements, figures, htmlBlocks, unmatchedFigures } from '../../content/figures.ts';
import type { ContentDocument } from '../../content/schema.ts';
import { loadSeedDocument } from '../../content/seed.ts';
import { FORM_TEMPLATES } from '../../worker/files/forms.ts';
import { get } from './helpers/request.ts';

const seedFiles: Record<string, unknown> = import.meta.glob('../../content/seed/*.json', { eager: true, import: 'default' });
const seed = (): ContentDocument => structuredClone(loadSeedDocument(seedFiles));
const docxFiles = import.meta.glob<string>('../../public/files/*.docx', { eager: true, query: '?inline', import: 'default' });
const copies = import.meta.glob<string>('../../public/files/*.html', { eager: true, query: '?raw', import: 'default' });
const byUrl = new Map(Object.entries(docxFiles).map(([path, data]) => [path.replace('../../public', ''), data]));
const forms = [...FORM_TEMPLATES.keys()].map((name) => `/files/${name}.docx`);
const urls = [...byUrl.keys(), ...forms];

function bytes(dataUrl: string): Uint8Array {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}
const served = async (url: string) => {
  const res = await get(url);
  expect(res.status, url).toBe(200);
  return res;
};
const read = async (url: string) =>
  readDocx(byUrl.has(url) ? bytes(byUrl.get(url)!) : new Uint8Array(await (await served(url)).arrayBuffer()));
const readingCopy = async (url: string) =>
  byUrl.has(url) ? copies[`../../public${readingCopyPath(url)}`] : (await served(readingCopyPath(url)!)).text();

/** Every release with a local .docx, and what the page and each document disagree on. */
async function disagreements(doc: ContentDocument): Promise<string[]> {
  const out: string[] = [];
  for (const r of doc.releases ?? []) {
    const page = figures(htmlBlocks(`<h1>${r.title}</h1>${r.content ?? ''}`));
    for (const a of r.attachments ?? []) {
      if (!urls.includes(a.url)) continue;
      const document = figures(await read(a.url));
      for (const d of figureDisagreements(page, document)) out.push(`releases#${r.id} ${a.url} ${d}`);
      const file = a.url.replace('/files/', '');
      if (DOCUMENT_PAGES[file] === r.id) {
        const missing = unmatchedFigures(page, document);
        for (const f of missing.page) out.push(`releases#${r.id} states ${f}, ${a.url} does not`);
        for (const f of missing.document) out.push(`${a.url} states ${f}, releases#${r.id} does not`);
      }
    }
  }
  return out;
}

describe('a page and its attachment state the same figures', () => {
  it('every local .docx offered on a page is on the site', () => {
    const missing = (seed().releases ?? [])
      .flatMap((r) => (r.attachments ?? []).map((a) => a.url))
      .filter((u) => u.startsWith('/files/') && !urls.includes(u));
    expect(missing).toEqual([]);
  });

  it('in the seed, wherever a page has a .docx', async () => {
    expect(await disagreements(seed())).toEqual([]);
  });

  it('the 2025 disclosure report: 4 applications and 61 notices, on the page and in the download', async () => {
    const report = seed().releases!.find((r) => r.id === DOCUMENT_PAGES['disclosure-annual-report-2025.docx'])!;
    const text = blocksText(await read('/files/disclosure-annual-report-2025.docx'));
    for (const said of ['共收到政府信息公开申请4件', '通知公告61条']) {
      expect(report.content).toContain(said);
      expect(text).toContain(said);
    }
    // The standard tables of the report format: applications by applicant, results, reviews.
    for (const heading of ['本年新收政府信息公开申请数量', '（七）总计', '四、结转下年度继续办理', '行政复议', '商业企业'])
      expect(text).toContain(heading);
  });

  it('the check can fail: a page that says 3 where its document says 4', async () => {
    const doc = seed();
    const report = doc.releases!.find((r) => r.id === '2122')!;
    report.content = report
      .content!.replace('共收到政府信息公开申请4件', '共收到政府信息公开申请3件')
      .replace('通知公告61条', '通知公告96条');
    const found = await disagreements(doc);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^releases#2122 \S+ \S*申请…件: 3 ≠ 4$/),
        expect.stringMatching(/^releases#2122 \S+ \S*通知公告…条: 96 ≠ 61$/),
      ]),
    );
  });
});

describe('every .docx can be read without downloading it', () => {
  for (const url of urls) {
    it(`${url} has a reading copy with its text`, async () => {
      const copy = await readingCopy(url);
      expect(copy, `${readingCopyPath(url)} (run node scripts/documents.ts)`).toBeDefined();
      const text = copy!
        .replace(/<[^>]+>/g, '')
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>');
      for (const block of await read(url))
        for (const line of block.kind === 'p' ? [block.text] : block.rows.flat()) expect(text).toContain(line);
    });
  }
});
