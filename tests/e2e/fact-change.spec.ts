// Changing a phone number and the office hours the documented way (docs/operations.md
// "改电话、办公时间", issue 45): `npm run content:fact` changes the certification hotline, one
// department's number and the office hours on the local test site; then the contact page's
// <main> shows each new value once, under its label (PC and phone, in the browser), no page of
// the site map that the change touches (home, every guide, contact, a listing, the articles
// that referred to the facts, the fairs, PC and phone), no feed and no form's reading copy
// shows an old value, and a search for each old value finds nothing. The values come from
// content/seed/facts.json.

import { readdirSync, readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { columnHref } from '../../app/domain/column-pages.ts';
import { factRefsIn } from '../../app/domain/fact-refs.ts';
import { SERVICES } from '../../app/domain/services.ts';
import { runTool } from '../../scripts/lib/run-tool.ts';

interface SeedFact {
  name: string;
  value: string;
  label: string;
}
const seedJson = (file: string) => JSON.parse(readFileSync(new URL(`../../content/seed/${file}`, import.meta.url), 'utf8'));
const FACTS: SeedFact[] = seedJson('facts.json').facts;
const fact = (name: string) => FACTS.find((f) => f.name === name)!;

/** A number no fact holds: the old one's last four digits moved on. */
function unusedNumber(old: string): string {
  for (let step = 7; ; step += 7) {
    const next = old.replace(/\d{4}$/, (d) => String((Number(d) + step) % 10000).padStart(4, '0'));
    if (!FACTS.some((f) => f.value === next)) return next;
  }
}

const CHANGES = [
  { ...fact('phone.hotline.certification'), next: unusedNumber(fact('phone.hotline.certification').value) },
  { ...fact('phone.dept.exhibition'), next: unusedNumber(fact('phone.dept.exhibition').value) },
  // The office hours half an hour later in the morning.
  { ...fact('hours.office'), next: fact('hours.office').value.replace(/上午(\d+):(\d+)/, '上午9:00') },
];

function contentFact(args: string[]) {
  for (let attempt = 1; ; attempt++) {
    const run = runTool('scripts/content-fact.ts', args);
    if (run.ok) return run.stdout;
    if (attempt >= 4 || !/SQLITE_BUSY|locked/.test(run.stderr + run.stdout))
      throw new Error(`content:fact failed (exit ${run.exit}):\n${run.stderr}${run.stdout}`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000 * attempt);
  }
}

const bodyText = (html: string) =>
  (/<body[\s\S]*<\/body>/i.exec(html)?.[0] ?? html)
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&');

/** The pages the change touches, PC and phone, and the feeds. */
async function pagesToRead(request: APIRequestContext): Promise<string[]> {
  const columns = (
    (await (await request.get('/api/cn/listColumn')).json()) as {
      data: (Parameters<typeof columnHref>[0] & { id: string; columnCode: string; columnType: string })[];
    }
  ).data;
  const lists = columns.filter((c) => c.columnType === 'list');
  const referring = ['releases-a.json', 'releases-b.json', 'pages.json', 'events.json']
    .flatMap((file) => Object.values(seedJson(file)).flat() as { id: string; columnId?: string; content?: string }[])
    .filter((r) => factRefsIn(JSON.stringify(r)).some((n) => CHANGES.some((c) => c.name === n)));
  const articles = referring
    .filter((r) => !('columnId' in r) || !columns.some((c) => c.columnType === 'page' && c.id === r.columnId))
    .slice(0, 12)
    .map((r) => ('columnId' in r ? `/detail/${r.id}` : `/detail/${r.id}?type=activity`));
  // A listing: the list column whose articles refer to the facts most, else the first.
  const listing = columnHref(lists.find((c) => referring.some((r) => r.columnId === c.id)) ?? lists[0]!).href;
  const pc = [
    '/',
    '/contact',
    '/aboutUs/organization',
    '/service/exhibition',
    '/accessibility',
    listing,
    ...SERVICES.map((s) => s.path),
    ...articles,
  ];
  return [
    ...pc,
    ...pc.map((p) => (p === '/' ? '/m' : `/m${p}`)),
    ...lists.map((c) => `/feeds/${c.columnCode}.xml`),
    '/feeds/activities.ics',
    // The forms' reading copies, filled in from the facts (worker/files/forms.ts).
    ...readdirSync(new URL('../../content/forms/', import.meta.url))
      .filter((f) => f.endsWith('.xml'))
      .map((f) => `/files/${f.replace(/\.xml$/, '.html')}`),
  ];
}

async function expectContactShowsNew(page: Page, path: string) {
  await page.goto(path);
  const main = page.locator('main');
  for (const c of CHANGES) {
    const row = main.locator(`[data-fact="${c.name}"]`);
    await expect(row.locator('dt'), `${path} ${c.name}`).toHaveText(c.label);
    await expect(row.locator('dd'), `${path} ${c.name}`).toContainText(c.next);
    const text = (await main.innerText()).replace(/\s+/g, ' ');
    expect(text.split(c.next).length - 1, `${path}: ${c.next} once`).toBe(1);
    expect(text, path).not.toContain(c.value);
  }
}

test.describe('content:fact', () => {
  test.describe.configure({ mode: 'serial' });
  test.afterAll(() => {
    for (const c of CHANGES) contentFact([c.name, c.value]);
  });

  test('changes the hotline, a department’s number and the office hours everywhere, the old values gone', async ({ page, request }) => {
    test.setTimeout(240_000);
    const listed = contentFact(['--list']);
    for (const c of CHANGES) expect(listed).toContain(`${c.name}\t${c.value}\t${c.label}\n`);
    for (const c of CHANGES) {
      const said = contentFact([c.name, c.next]);
      expect(said).toContain(c.value);
      expect(said).toContain(c.next);
    }
    // The worker learns the new content generation within its refresh interval (5 s).
    await expect.poll(async () => bodyText(await (await request.get('/contact')).text()), { timeout: 20_000 }).toContain(CHANGES[0]!.next);

    await expectContactShowsNew(page, '/contact');
    await expectContactShowsNew(page, '/m/contact');

    const paths = await pagesToRead(request);
    const problems: string[] = [];
    for (const path of paths) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      const text = path.startsWith('/feeds/') ? await res.text() : bodyText(await res.text());
      for (const c of CHANGES) if (text.includes(c.value)) problems.push(`${path}: still ${c.label} ${c.value}`);
    }
    expect(problems).toEqual([]);
    // The footer on every page states the new hotline and hours.
    await page.goto('/service/commercial/origin');
    await expect(page.locator('footer')).toContainText(CHANGES[0]!.next);
    await expect(page.locator('footer')).toContainText(CHANGES[2]!.next);
    await expect(page.locator('main')).toContainText(CHANGES[0]!.next);

    // A search for an old value finds nothing: a number is never broadened away, so the old
    // hours do not find the texts about office hours (content/search-query.ts anyTermQuery).
    for (const c of CHANGES) {
      const answer = (await (await request.get(`/api/cn/search?keyword=${encodeURIComponent(c.value)}`)).json()) as {
        total: number;
      };
      expect(answer.total, `search for the old ${c.label} ${c.value}`).toBe(0);
    }
  });

  test('names the near facts for a mistyped name, and refuses a value that is no phone number', () => {
    const typo = runTool('scripts/content-fact.ts', ['phone.hotline.certifcation', CHANGES[0]!.next]);
    expect(typo.ok).toBe(false);
    expect(typo.stderr).toContain('没有名为');
    expect(typo.stderr).toContain(CHANGES[0]!.name);
    const bad = runTool('scripts/content-fact.ts', [CHANGES[1]!.name, 'zhanlan@example.org']);
    expect(bad.ok).toBe(false);
    expect(bad.stderr).toContain('不像电话号码');
  });
});
