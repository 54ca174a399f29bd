// The forms follow the facts on the real site (issue 45, decision 0113): the fair registration
// form, read in the browser as its reading copy and downloaded as .docx, gives the exhibition
// department's number and e-mail exactly as the contact page lists them; after `npm run
// content:fact` changes both, every form's .docx text (unzipped) and reading copy show the new
// values and none the old, with no deploy. The values come from content/seed/facts.json.

import { readdirSync, readFileSync } from 'node:fs';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { blocksText, readDocx } from '../../content/docx.ts';
import { runTool } from '../../scripts/lib/run-tool.ts';

const FACTS: { name: string; value: string }[] = JSON.parse(
  readFileSync(new URL('../../content/seed/facts.json', import.meta.url), 'utf8'),
).facts;
const value = (name: string) => FACTS.find((f) => f.name === name)!.value;
const FORMS = readdirSync(new URL('../../content/forms/', import.meta.url)).map((f) => f.replace(/\.xml$/, ''));
const FAIR_FORM = '/files/exhibition-registration-form';
const CHANGES = [
  // Another number and address of the same council: the stored ones changed a little.
  {
    name: 'phone.dept.exhibition',
    old: value('phone.dept.exhibition'),
    next: value('phone.dept.exhibition').replace(/\d$/, (d) => String((Number(d) + 1) % 10)),
  },
  { name: 'email.exhibition', old: value('email.exhibition'), next: value('email.exhibition').replace(/^[^@]*/, 'chuguozhan') },
];

function contentFact(args: string[]) {
  const run = runTool('scripts/content-fact.ts', args);
  if (!run.ok) throw new Error(`content:fact failed (exit ${run.exit}):\n${run.stderr}${run.stdout}`);
}

async function docxText(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  return blocksText(await readDocx(new Uint8Array(await res.body())));
}
const copyText = async (request: APIRequestContext, path: string) => (await (await request.get(path)).text()).replace(/<[^>]+>/g, '');

test.describe('the forms follow the facts', () => {
  test.describe.configure({ mode: 'serial' });
  test.afterAll(() => {
    for (const c of CHANGES) contentFact([c.name, c.old]);
  });

  test('the fair registration form gives the number and e-mail the contact page lists', async ({ page, request }) => {
    await page.goto('/contact');
    const listed = await Promise.all(CHANGES.map((c) => page.locator(`main [data-fact="${c.name}"] dd`).first().innerText()));
    await page.goto(`${FAIR_FORM}.html`);
    const docx = await docxText(request, `${FAIR_FORM}.docx`);
    for (const [i, c] of CHANGES.entries()) {
      expect(listed[i]).toContain(c.old);
      await expect(page.locator('body')).toContainText(c.old);
      expect(docx).toContain(c.old);
    }
  });

  test('a change with content:fact reaches every form’s .docx and reading copy, no old value left', async ({ request }) => {
    test.setTimeout(120_000);
    for (const c of CHANGES) contentFact([c.name, c.next]);
    // The worker learns the new content generation within its refresh interval (5 s).
    await expect.poll(() => copyText(request, `${FAIR_FORM}.html`), { timeout: 20_000 }).toContain(CHANGES[0]!.next);
    await expect.poll(() => docxText(request, `${FAIR_FORM}.docx`), { timeout: 20_000 }).toContain(CHANGES[0]!.next);
    const problems: string[] = [];
    for (const form of FORMS)
      for (const [path, text] of [
        [`/files/${form}.docx`, await docxText(request, `/files/${form}.docx`)],
        [`/files/${form}.html`, await copyText(request, `/files/${form}.html`)],
      ])
        for (const c of CHANGES) if (text!.includes(c.old)) problems.push(`${path}: still ${c.old}`);
    expect(problems).toEqual([]);
    for (const c of CHANGES) {
      expect(await docxText(request, `${FAIR_FORM}.docx`)).toContain(c.next);
      expect(await copyText(request, `${FAIR_FORM}.html`)).toContain(c.next);
    }
  });
});
