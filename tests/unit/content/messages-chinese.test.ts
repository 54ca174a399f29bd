// The content tools speak Chinese to the editor (issue 46 item 8): a document that breaks many
// rules of an import (every validate-*.ts module) and a publish that breaks a publish's own rules
// get messages that each say in Chinese what is wrong; the path naming record and field stays.

import { describe, expect, it } from 'vitest';
import { SERVICES } from '../../../app/domain/services.ts';
import { publishProblems, type Live } from '../../../content/publish-plan.ts';
import { ENTITY_KEYS, type Problem } from '../../../content/schema.ts';
import { loadSeedDocument } from '../../../content/seed.ts';
import { validateContent } from '../../../content/validate.ts';

const seed = loadSeedDocument(import.meta.glob('../../../content/seed/*.json', { eager: true, import: 'default' }));

type Row = Record<string, unknown> & { id: string };
type Doc = Record<string, unknown> & Record<(typeof ENTITY_KEYS)[number], Row[]>;

/** Each sentence (split at 。 and ；) holds a Chinese character: none is English alone. */
function expectChinese(problems: Problem[]): void {
  for (const { path, message } of problems) {
    const sentences = message
      .split(/[。；]/)
      .map((s) => s.trim())
      .filter(Boolean);
    expect(sentences.length, `${path}: ${message}`).toBeGreaterThan(0);
    for (const sentence of sentences) expect(sentence, `${path}: ${message}`).toMatch(/\p{Script=Han}/u);
  }
}

/** The seed with one slip per rule, each in a different record or field. */
function brokenDocument(): Doc {
  const doc = structuredClone(seed) as unknown as Doc;
  const release = (pred: (r: Row) => boolean) => doc.releases.find(pred)!;
  const [c0, c1, c2] = doc.columns as [Row, Row, Row];
  doc.relases = [];
  doc.version = 2;
  Object.assign(c0, { orderNum: '1', colour: 'red', columnClass: 'weekly' });
  c1.columnCode = c0.columnCode;
  Object.assign(c2, { columnType: 'link', linkUrl: '' });
  // A plain article (not a guide, not a page): required, formats, lengths, lists, references.
  const guideColumns = new Set(doc.columns.filter((c) => SERVICES.some((s) => s.columnCode === c.columnCode)).map((c) => c.id));
  const articles = doc.releases.filter((r) => !guideColumns.has(r.columnId as string) && !r.journey);
  const [a0, a1, a2, a3] = articles as [Row, Row, Row, Row];
  delete a0.title;
  Object.assign(a1, { releaseTime: 'yesterday', summary: '贸'.repeat(201), tags: ['', 7], isTop: '2' });
  Object.assign(a2, { attachments: [{ name: '申请表' }, 5], readCount: -1, columnId: '99999' });
  Object.assign(a3, { columnId: c2.id, id: 'abc' });
  // A guide: its sections' shapes, a missing section, placeholder text, an unsourced rule, its title.
  const guide = release((r) => guideColumns.has(r.columnId as string) && Array.isArray(r.materials) && !r.agreements && !r.convention);
  Object.assign(guide, {
    title: `关于${String(guide.title)}`,
    scope: '',
    agency: '待补充',
    basis: {},
    materials: [{ name: '', original: '扫描件', copies: 0, note: 1, formUrl: 'form.doc' }],
    timeLimit: { promised: '' },
    visits: -1,
    onlineUrl: 'www.ccpit.org',
    verifyLinks: [{ name: '查询', url: 'ftp://x' }],
    cases: [{ key: 'A B', name: '首次办理', when: '', how: [] }],
    sources: [{ title: '依据', issuer: '', number: 1, date: '2026-02-30', url: 'x y', sections: ['nothing'], checked: '' }],
  });
  // The agreements, the Convention and the journey: their own rules.
  const agreements = release((r) => Array.isArray(r.agreements)).agreements as Row[];
  const first = agreements[0]!;
  Object.assign(first, {
    kind: 'treaty',
    partners: [],
    issuers: 'anyone',
    inForce: '2026-13-01',
    partnerInForce: [{ partner: '火星', inForce: '2000-01-01', basis: '公告' }],
    source: { ...(first.source as object), url: 'http://ljiljak.com/forum.php?tid=4384' },
  });
  Object.assign(agreements[1]!, { name: first.name, source: { ...(agreements[1]!.source as object), by: '' } });
  const convention = release((r) => typeof r.convention === 'object' && r.convention !== null).convention as Row & {
    states: Row[];
    sources: Row[];
  };
  Object.assign(convention.states[0]!, { continent: 'Atlantis', status: 'maybe', withChina: 'soon', note: 3, capital: '' });
  convention.states[1]!.name = convention.states[0]!.name;
  convention.sources[0] = { ...convention.sources[0]!, url: 'http://m.cynh.net.cn/a.html' };
  const journey = release((r) => typeof r.journey === 'object' && r.journey !== null).journey as { steps: Row[] };
  Object.assign(journey.steps[0]!, { services: ['visa'], link: 'https://elsewhere' });
  // Events, FAQs, facts, synonyms, the catalogue.
  Object.assign(doc.activities[0]!, { endTime: '2000-01-01 00:00:00', status: '1' });
  Object.assign(doc.exhibitions[0]!, { submitBy: 'online', themeId: '99999' });
  Object.assign(doc.exhibitions[1]!, { submitBy: 'post', submitTo: 'https://example.org/' });
  doc.authQus[0]!.answer = null;
  Object.assign(doc.synonyms[0]!, { target: 'faq:99999999' });
  Object.assign(doc.synonyms[1]!, { variants: [] });
  Object.assign(doc.facts[1]!, { name: doc.facts[0]!.name });
  Object.assign(doc.facts[2]!, { name: 'Phone Hotline' });
  doc.catalogue[0]!.parentId = doc.catalogue[1]!.id;
  doc.catalogue[1]!.parentId = doc.catalogue[0]!.id;
  return doc;
}

describe('the content tools’ messages', () => {
  it('an import document breaking many rules gets every problem in Chinese, its path unchanged', () => {
    const problems = validateContent(brokenDocument());
    // Every slip above is reported (none hides another), across every kind of rule.
    expect(problems.length).toBeGreaterThanOrEqual(60);
    const paths = problems.map((p) => p.path);
    for (const path of ['relases', 'version', 'columns[0].orderNum', 'columns[0].colour', 'columns[1].columnCode', 'columns[2].linkUrl'])
      expect(paths, path).toContain(path);
    for (const at of [
      '.materials[0].original',
      '.sources[0].sections',
      '.agreements[0].partners',
      '.convention.states[0].continent',
      '.journey.steps[0]',
      '.convention.sources[0]',
      '.agreements[1].source',
    ])
      expect(
        paths.some((p) => p.endsWith(at) || p.includes(`${at}.`)),
        at,
      ).toBe(true);
    expect(paths).toEqual(expect.arrayContaining(['activities[0].endTime', 'exhibitions[0].submitTo', 'synonyms[0].target']));
    expectChinese(problems);
    // One named rule, word for word: what is wrong and the form it must take.
    expect(problems.find((p) => /^releases\[\d+\]\.title$/.test(p.path) && !p.message.includes('指南'))?.message).toBe('必填，不能缺少');
  });

  it('a publish breaking a publish’s own rules gets every problem in Chinese', () => {
    const live = (existing: string[]): Live => ({
      columns: seed.columns!,
      exhibitionThemes: seed.exhibitionThemes!,
      authQuTypes: seed.authQuTypes!,
      catalogue: seed.catalogue!,
      synonyms: seed.synonyms!,
      existing: Object.fromEntries(ENTITY_KEYS.map((e) => [e, new Set(existing)])) as Live['existing'],
      holders: [{ from: 'exhibitions', field: 'themeId', to: 'exhibitionThemes', id: existing[0]!, count: 2 }],
      filed: new Map([[seed.columns![0]!.id, 12]]),
      reindex: { releases: [], authQus: [], exhibitions: [] },
      serviceFacts: { releases: [], authQus: [] },
      facts: seed.facts!,
      replaced: {},
      maxIds: Object.fromEntries(ENTITY_KEYS.map((e) => [e, 0])) as Live['maxIds'],
      tombstones: Object.fromEntries(ENTITY_KEYS.map((e) => [e, new Map()])) as Live['tombstones'],
      removing: {},
      now: '2026-11-28 12:00:00',
    });
    const [column] = seed.columns!;
    const theme = seed.exhibitionThemes![0]!;
    const problems = publishProblems(
      {
        columns: [{ ...column!, columnType: column!.columnType === 'page' ? 'list' : 'page' }],
        replace: { columns: [column!.id, '77777'], tags: ['1'] },
        remove: { exhibitionThemes: [theme.id, theme.id, 'x', '88888'], tags: ['1'] },
      },
      live([column!.id, theme.id]),
    );
    expect(problems.map((p) => p.path)).toEqual(
      expect.arrayContaining([
        'version',
        'replace.tags',
        'replace.columns[1]',
        'remove.tags',
        'remove.exhibitionThemes[1]',
        'columns[0].columnType',
      ]),
    );
    expectChinese(problems);
    const nothing = publishProblems({ version: 1 }, live([]));
    expect(nothing.map((p) => p.path)).toEqual(['document']);
    expectChinese([...nothing, ...publishProblems([], live([]))]);
  });
});
