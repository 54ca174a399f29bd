// One place for each contact (issue 35, decisions 0044 and 0071): every page of the site map
// (the /sitemap page, PC and phone, and /sitemap.xml's articles) and every activity is read as
// a visitor gets it, and every phone-number-looking string on it is either one of the
// council's, called what its single source calls it (the stored facts, issue 45), or another
// body's, followed by whose it is; every office hours stated are the ones the facts state. The pages need no script, so they are fetched, not rendered.

import { type APIRequestContext, expect, test } from '@playwright/test';
import { fact } from '../../app/api/entities-site.ts';
import { otherBodiesOf } from '../../app/domain/contact-facts.ts';
import type { Fact } from '../../app/domain/fact-refs.ts';
import { ownerMark } from '../../app/domain/other-bodies.ts';

// ---------------------------------------------------------------------------------------------
// Reading a page as text, with the boundaries a reader sees.

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const decode = (s: string) =>
  s.replace(/&(?:#(x?)([\da-f]+)|(\w+));/gi, (whole, hex: string, code: string | undefined, name: string | undefined) =>
    code ? String.fromCodePoint(Number.parseInt(code, hex ? 16 : 10)) : (ENTITIES[name!.toLowerCase()] ?? whole),
  );

/** The body's text: a line per block, ` | ` between table cells, `：` after a term. */
function pageText(html: string): string {
  const body = /<body[\s\S]*<\/body>/i.exec(html)?.[0] ?? html;
  return decode(
    body
      .replace(/<(script|style|template|svg|noscript)\b[\s\S]*?<\/\1>/gi, '')
      .replace(/<\/t[dh]>/gi, ' | ')
      .replace(/<\/dt>/gi, '：')
      .replace(
        /<br\s*\/?>|<\/(?:p|li|h\d|div|tr|dd|dl|ul|ol|section|caption|table|header|footer|nav|main|article|aside|blockquote|figcaption)>/gi,
        '\n',
      )
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/[ \t\u3000]+/g, ' ')
    .replace(/ *\n[\n ]*/g, '\n');
}

// ---------------------------------------------------------------------------------------------
// What looks like a phone number: wider than the site's own pattern (app/domain/phones.ts), so a
// number the site fails to recognise is found too.

const NOT_A_HOTLINE_AFTER =
  /^\s*(?:元|年|号|万|亿|个|家|份|人|次|项|件|余|多|吨|米|字|条|册|天|小时|分|期|场|位|名|户|套|张|股|%|％|美元|平方)/;
const LOOKS_LIKE_A_NUMBER =
  /(?<!\d|\d[.:：/-])(?:(?:\+?86[\s-]?)?(?:[(（]0\d{2,3}[)）]|0\d{2,3})[\s-]?\d{3,4}[\s-]?\d{4}|\d{4}[\s-]\d{4}|1[3-9]\d[\s-]?\d{4}[\s-]?\d{4}|[48]00[\s-]?\d{3}[\s-]?\d{4}|12\d{3})(?!\d|[.:：]\d)/g;

/** A number's identity: a landline's last eight digits (with or without its area code), else its digits. */
function keyOf(number: string): string {
  const d = number.replace(/\D/g, '').replace(/^86(?=0|1[3-9])/, '');
  if (/^0\d{10,11}$/.test(d)) return d.slice(-8);
  return d;
}

interface Found {
  number: string;
  key: string;
  /** The words that name it: the bracket after it, else its clause before it (or its table row's first cell). */
  label: string;
  bracket: string;
  after: string;
}

function numbersIn(text: string): Found[] {
  const found: Found[] = [];
  for (const m of text.matchAll(LOOKS_LIKE_A_NUMBER)) {
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 40);
    if (m[0].length === 5 && NOT_A_HOTLINE_AFTER.test(after)) continue;
    // A span of years (2025-2026) is no number.
    if (/^(?:19|20)\d{2}[\s-](?:19|20)\d{2}$/.test(m[0])) continue;
    const bracket = /^\s*[(（]([^()（）]*)[)）]/.exec(after)?.[1] ?? '';
    const line = text.slice(text.lastIndexOf('\n', m.index) + 1, m.index);
    // Its clause: back to the last full stop, semicolon or cell, past numbers listed before it (、).
    let clause = line.replace(new RegExp(`(?:${LOOKS_LIKE_A_NUMBER.source}\\s*[、和及]\\s*)+$`), '');
    clause = clause
      .slice(Math.max(clause.lastIndexOf('。'), clause.lastIndexOf('；'), clause.lastIndexOf(';'), clause.lastIndexOf('|')) + 1)
      .trim();
    const cells = line.split(' | ');
    const label = clause || (cells.length > 1 ? cells[0]!.trim() : '');
    found.push({ number: m[0], key: keyOf(m[0]), label, bracket, after });
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// The source of the council's numbers and hours: the stored facts (the contact page's own).

interface Line {
  labels: Set<string>;
  supervision: boolean;
  switchboard: boolean;
  /** Where it is stated. */
  source: string;
}

/** A name and its bracketed other name: 组织人事处（机关党委） is both. */
const namesOf = (name: string) =>
  name
    .split(/[（）()、]/)
    .map((s) => s.trim())
    .filter(Boolean);

/** The stored facts as the site serves them (listFact, decision 0112). */
async function storedFacts(request: APIRequestContext): Promise<Fact[]> {
  const answer = (await (await request.get('/api/cn/listFact')).json()) as { data: unknown[] };
  return answer.data.map(fact).filter((f) => f !== null);
}

/** The one source of every council number and of the office hours: the stored facts. */
async function sources(request: APIRequestContext) {
  const lines = new Map<string, Line>();
  const facts = await storedFacts(request);
  expect(facts.length).toBeGreaterThan(20);
  for (const f of facts) {
    if (f.kind !== 'phone' || f.external) continue;
    lines.set(keyOf(f.value), {
      labels: new Set([...namesOf(f.label), ...namesOf(f.owner)]),
      supervision: f.name.startsWith('phone.supervision.'),
      switchboard: f.name === 'phone.switchboard',
      source: `fact ${f.name}`,
    });
  }
  const hours = facts.filter((f) => f.kind === 'hours').map((f) => ({ text: f.value, source: `fact ${f.name}` }));
  return { lines, hours, others: otherBodiesOf(facts) };
}

// ---------------------------------------------------------------------------------------------
// Every page of the site map.

async function siteMapPages(request: APIRequestContext): Promise<string[]> {
  const paths = new Set<string>(['/sitemap', '/m/sitemap']);
  for (const map of ['/sitemap', '/m/sitemap']) {
    const res = await request.get(map);
    expect(res.status(), map).toBe(200);
    const main = /<main[\s\S]*?<\/main>/.exec(await res.text())?.[0] ?? '';
    for (const [, href] of main.matchAll(/<a[^>]*href="(\/[^"#]*)"/g)) paths.add(decode(href!));
  }
  // /sitemap.xml: every page and article (or an index of files that list them).
  const locs = async (url: string): Promise<string[]> => {
    const xml = await (await request.get(url)).text();
    return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(decode(m[1]!)).pathname + new URL(decode(m[1]!)).search);
  };
  const top = await locs('/sitemap.xml');
  const files = top.filter((p) => p.endsWith('.xml'));
  for (const p of files.length ? (await Promise.all(files.map(locs))).flat() : top) if (!p.startsWith('/m/') && p !== '/m') paths.add(p);
  // Activities: each one's page.
  const activities = (await (await request.get('/api/cn/listActivity?pageSize=100')).json()) as { rows: { id: string }[] };
  for (const a of activities.rows) paths.add(`/detail/${a.id}?type=activity`);
  return [...paths];
}

test('every number on every page of the site map is the council’s as its source states it, or marked as another body’s', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const { lines, hours, others: bodies } = await sources(request);
  const others = new Map(bodies.map((b) => [keyOf(b.phone), b]));
  const knownNames = [...new Set([...lines.values()].flatMap((l) => [...l.labels]))].filter((n) => n.length >= 3);
  const pages = await siteMapPages(request);
  expect(pages.length).toBeGreaterThan(100);

  const problems: string[] = [];
  const seen = new Set<string>();
  const check = (path: string, text: string) => {
    for (const f of numbersIn(text)) {
      const where = `${path}: ${f.number} “${f.label}”${f.bracket ? `（${f.bracket}）` : ''}`;
      const other = others.get(f.key);
      if (other) {
        if (!f.after.startsWith(ownerMark(other))) problems.push(`${where}: ${other.owner}'s number without ${ownerMark(other)}`);
        continue;
      }
      const line = lines.get(f.key);
      if (!line) {
        problems.push(`${where}: neither the council's (no source states it) nor marked as another body's`);
        continue;
      }
      seen.add(f.key);
      const labels = [...line.labels];
      const isHours = /工作日|周[一二三四五六日]|\d{1,2}[:：]\d{2}/.test(f.bracket);
      if (f.bracket && !isHours && !labels.some((l) => f.bracket.includes(l)))
        problems.push(`${where}: its source (${line.source}) calls it ${labels.join(' / ')}`);
      const naming = f.bracket && !isHours ? f.bracket : f.label;
      if (/监督|投诉|举报/.test(naming) && !line.supervision)
        problems.push(`${where}: called a supervision line; its source (${line.source}) calls it ${labels.join(' / ')}`);
      if (/总机/.test(naming) && !line.switchboard)
        problems.push(`${where}: called the switchboard; its source (${line.source}) calls it ${labels.join(' / ')}`);
      if (/热线/.test(naming) && !labels.some((l) => l.includes('热线')))
        problems.push(`${where}: called a hotline; its source (${line.source}) calls it ${labels.join(' / ')}`);
      for (const name of knownNames) {
        if (naming.includes(name) && !labels.some((l) => l.includes(name) || name.includes(l)))
          problems.push(`${where}: given to ${name}; its source (${line.source}) calls it ${labels.join(' / ')}`);
      }
    }
    const HOURS =
      /(?:工作日|周[一二三四五六日](?:至周[一二三四五六日])?)[^。；;\n|]{0,8}?\d{1,2}[:：]\d{2}\s*[—–~-]+\s*\d{1,2}[:：]\d{2}(?:[，,]\s*下午\s*\d{1,2}[:：]\d{2}\s*[—–~-]+\s*\d{1,2}[:：]\d{2})?/g;
    for (const m of text.matchAll(HOURS)) {
      if (!hours.some((h) => h.text.includes(m[0])))
        problems.push(`${path}: hours “${m[0]}” are not what their source states (${hours.map((h) => h.text).join(' / ')})`);
    }
  };

  // A few at a time: the server renders each page as a visitor's first view.
  for (let i = 0; i < pages.length; i += 8) {
    await Promise.all(
      pages.slice(i, i + 8).map(async (path) => {
        const res = await request.get(path);
        expect(res.status(), path).toBe(200);
        // Pages only: the site map also links the activities' calendar file.
        if (res.headers()['content-type']?.startsWith('text/html')) check(path, pageText(await res.text()));
      }),
    );
  }
  expect([...new Set(problems)]).toEqual([]);
  // Each council number is found where a visitor looks for it (the contact page at least).
  expect([...lines.keys()].filter((k) => !seen.has(k))).toEqual([]);
});
