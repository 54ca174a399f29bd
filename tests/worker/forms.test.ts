// The forms follow the facts (issue 45): each /files/{form}.docx and its reading copy are
// assembled by the worker from the form's template with the stored facts filled in, at the
// URLs they always had; the fair registration form gives the exhibition department's number
// and e-mail the contact page lists; and a fact changed by a publish reaches the .docx text
// (unzipped) and the reading copy at once, with no deploy.

import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { blocksText, readDocx } from '../../content/docx.ts';
import { DOCX_TYPE } from '../../content/docx-zip.ts';
import type { ContentDocument } from '../../content/schema.ts';
import { loadSeedDocument } from '../../content/seed.ts';
import { forgetGeneration } from '../../worker/content/generation.ts';
import { FORM_TEMPLATES } from '../../worker/files/forms.ts';
import { publish, restore } from './helpers/publish.ts';
import { get, text } from './helpers/request.ts';

const seed: ContentDocument = loadSeedDocument(import.meta.glob('../../content/seed/*.json', { eager: true, import: 'default' }));
const fact = (name: string) => seed.facts!.find((f) => f.name === name)!;
const FAIR_FORM = '/files/exhibition-registration-form';

async function docxText(path: string): Promise<string> {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('Content-Type')).toBe(DOCX_TYPE);
  return blocksText(await readDocx(new Uint8Array(await res.arrayBuffer())));
}
const copyText = async (path: string) => text(await (await get(path)).text());

beforeEach(() => forgetGeneration());
afterAll(() => restore(seed));

describe('the forms are assembled from their templates', { timeout: 60_000 }, () => {
  it('every form answers at its old URL, as .docx and as a reading copy, with no reference left', async () => {
    expect(FORM_TEMPLATES.size).toBeGreaterThanOrEqual(10);
    for (const name of FORM_TEMPLATES.keys()) {
      const docx = await docxText(`/files/${name}.docx`);
      const copy = await copyText(`/files/${name}.html`);
      expect(docx).not.toContain('{{fact:');
      expect(copy).not.toContain('{{fact:');
      expect(copy).toContain(docx.split('\n')[0]!);
    }
  });

  it('the fair registration form gives the exhibition department’s number and e-mail, as the contact page lists them', async () => {
    const contact = await copyText('/contact');
    for (const name of ['phone.dept.exhibition', 'email.exhibition']) {
      const { value } = fact(name);
      expect(contact).toContain(value);
      expect(await docxText(`${FAIR_FORM}.docx`)).toContain(value);
      expect(await copyText(`${FAIR_FORM}.html`)).toContain(value);
    }
  });

  it('a number changed by a publish reaches the .docx and its reading copy without a deploy', async () => {
    const exhibition = fact('phone.dept.exhibition');
    // Another number of the same council: the stored one with its last digit changed.
    const changed = exhibition.value.replace(/\d$/, (d) => String((Number(d) + 1) % 10));
    // Both served once first: the change must not be hidden behind a kept copy.
    expect(await docxText(`${FAIR_FORM}.docx`)).toContain(exhibition.value);
    expect(await copyText(`${FAIR_FORM}.html`)).toContain(exhibition.value);
    const problems = await publish({
      version: 1,
      replace: { facts: [exhibition.id] },
      facts: [{ id: exhibition.id, value: changed }] as never,
    });
    expect(problems).toEqual([]);
    for (const read of [docxText(`${FAIR_FORM}.docx`), copyText(`${FAIR_FORM}.html`)]) {
      const now = await read;
      expect(now).toContain(changed);
      expect(now).not.toContain(exhibition.value);
    }
    await restore(seed);
  });

  it('a name that is no form is a 404, not a page', async () => {
    expect((await get('/files/no-such-form.docx')).status).toBe(404);
  });
});
