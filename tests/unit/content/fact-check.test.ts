// One checker sees every copy (issue 45): no phone number, e-mail address or office hours is
// written as text in the seed, the forms' templates and reading copies, or the footer's
// configuration, and no stored number is shown under another line's label; and each of those
// checks fails on a literal planted where a reference belongs.

import { describe, expect, it } from 'vitest';
import { factRef } from '../../../app/domain/fact-refs.ts';
import { configFindings, documentFindings, factIndex, findingMessage, textFindings, type Finding } from '../../../content/fact-check.ts';
import { formCopy, templateText } from '../../../content/forms.ts';
import type { ContentDocument } from '../../../content/schema.ts';
import { loadSeedDocument } from '../../../content/seed.ts';
import wranglerToml from '../../../wrangler.toml?raw';

const seedFiles: Record<string, unknown> = import.meta.glob('../../../content/seed/*.json', { eager: true, import: 'default' });
const seed = (): ContentDocument => structuredClone(loadSeedDocument(seedFiles));
const templates = Object.entries(
  import.meta.glob<string>('../../../content/forms/*.xml', { eager: true, query: '?raw', import: 'default' }),
).map(([path, xml]) => [path.replace(/^.*\/([^/]+)\.xml$/, '$1'), xml] as const);

const facts = seed().facts!;
const index = factIndex(facts);
const fact = (name: string) => facts.find((f) => f.name === name)!;
const council = facts.filter((f) => f.external !== '1');
const hotline = fact('phone.hotline.certification');
const lookup = (name: string) => facts.find((f) => f.name === name)?.value;

/** Each [vars] block of wrangler.toml (the top level's and each environment's), by its header. */
const varBlocks = (): [string, Record<string, string>][] =>
  wranglerToml
    .split(/^(?=\[)/m)
    .filter((block) => /^\[(?:env\.\w+\.)?vars\]/.test(block))
    .map((block) => [
      `wrangler.toml ${block.slice(0, block.indexOf(']') + 1)}`,
      Object.fromEntries([...block.matchAll(/^(\w+) = "([^"]*)"/gm)].map((m) => [m[1]!, m[2]!])),
    ]);

/** Everything the checker reads, as one list of findings. */
function everyCopy(doc: ContentDocument, forms: readonly (readonly [string, string])[]): Finding[] {
  const idx = factIndex(doc.facts ?? []);
  return [
    ...documentFindings(doc),
    ...forms.flatMap(([name, xml]) => [
      ...textFindings(templateText(xml), `content/forms/${name}.xml`, idx),
      ...textFindings(formCopy(name, xml, lookup, '#000000'), `/files/${name}.html`, idx, true),
    ]),
    ...varBlocks().flatMap(([where, vars]) => configFindings(vars, where, idx)),
  ];
}

/** What a changed document and forms bring beyond what the seed and its forms hold. */
function planted(doc: ContentDocument, forms: readonly (readonly [string, string])[] = templates): Finding[] {
  const before = new Set(everyCopy(seed(), templates).map(findingMessage));
  return everyCopy(doc, forms).filter((f) => !before.has(findingMessage(f)));
}

describe('the seed, every form and the configuration write no contact fact as text', () => {
  it('finds nothing in them (npm test runs this over the seed and every form)', () => {
    expect(templates.length).toBeGreaterThanOrEqual(10);
    expect(everyCopy(seed(), templates).map(findingMessage)).toEqual([]);
  });

  it('fails on a council number planted in an article, naming record and text', () => {
    const doc = seed();
    const article = doc.releases!.find((r) => !r.scope)!;
    article.content += `<p>咨询电话：${hotline.value}。</p>`;
    const found = planted(doc);
    expect(found).toEqual([
      expect.objectContaining({ where: `releases#${article.id}`, kind: 'phone', text: hotline.value, fact: hotline.name }),
    ]);
    expect(findingMessage(found[0]!)).toContain(factRef(hotline.name));
  });

  it('fails on an e-mail address and office hours planted in a FAQ answer', () => {
    const doc = seed();
    const faq = doc.authQus![0]!;
    const email = council.find((f) => f.kind === 'email')!;
    const hours = fact('hours.office');
    faq.answer += `<p>也可发邮件至${email.value}，办公时间${hours.value}。</p>`;
    const found = planted(doc);
    expect(found.map((f) => [f.where, f.kind, f.fact])).toEqual([
      [`authQus#${faq.id}`, 'email', email.name],
      [`authQus#${faq.id}`, 'hours', hours.name],
      [`authQus#${faq.id}`, 'hours', hours.name],
    ]);
  });

  it('fails on a number planted in a form’s template, and on one the facts do not hold', () => {
    const [name, xml] = templates.find(([n]) => n === 'exhibition-registration-form')!;
    const changed = xml.replace(factRef('phone.dept.exhibition'), '010-6501 2061');
    const found = planted(seed(), [[name, changed]]);
    expect(found.map((f) => [f.where, f.kind, f.text])).toEqual([
      [`content/forms/${name}.xml`, 'phone', '010-6501 2061'],
      [`/files/${name}.html`, 'phone', '010-6501 2061'],
    ]);
  });

  it('fails on a footer var that no longer matches its fact', () => {
    const found = configFindings({ FOOTER_HOTLINE: '010-6501 2300' }, 'wrangler.toml [vars]', index);
    expect(found.map((f) => f.where)).toEqual(['wrangler.toml [vars] FOOTER_HOTLINE']);
  });

  it('finds the hotline labelled as the supervision line, and a reference to no fact', () => {
    const text = `<p>服务监督电话：${factRef(hotline.name)}；传真：${factRef('phone.fax.training')}；详询${factRef('phone.nowhere')}。</p>`;
    expect(textFindings(text, 'releases#1', index).map((f) => [f.kind, f.fact ?? f.text])).toEqual([
      ['label', hotline.name],
      ['reference', factRef('phone.nowhere')],
    ]);
    // The supervision line under its own label, and as text under the hotline's: the second is wrong twice.
    const supervision = fact('phone.supervision.service');
    expect(textFindings(`<p>服务监督电话：${factRef(supervision.name)}。</p>`, 'x', index)).toEqual([]);
    expect(textFindings(`<p>咨询热线：${supervision.value}。</p>`, 'x', index).map((f) => f.kind)).toEqual(['phone', 'label']);
  });

  it('lets another body’s number and a number marked historical stand as text', () => {
    const other = facts.find((f) => f.external === '1')!;
    expect(textFindings(`<p>非工作时间可拨打${other.value}热线。</p>`, 'x', index)).toEqual([]);
    expect(textFindings('<p>原咨询电话{{historical:010-6501 2300}}已停用。</p>', 'x', index)).toEqual([]);
    expect(textFindings('<p>原咨询电话010-6501 2300已停用。</p>', 'x', index)).toHaveLength(1);
  });

  it('leaves an event’s programme alone: times without office-hours words', () => {
    expect(textFindings('<p>12月3日14:00—16:30在贸促大厦三楼举行。</p>', 'x', index)).toEqual([]);
  });
});
