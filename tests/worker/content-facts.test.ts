// One fact, one place (issue 26): every fee, time limit and link the FAQs, the export journey
// and the notices state for a service is one its guide states; nothing presents a procedure
// abolished before November 2026 (origin 企业备案, 对外贸易经营者备案登记) as required; every
// guide section that states a rule, fee, time limit or platform names its source.

import { describe, expect, it } from 'vitest';
import { factDisagreements, retiredProcedures } from '../../content/facts.ts';
import type { ContentDocument } from '../../content/schema.ts';
import { loadSeedDocument } from '../../content/seed.ts';
import { validateContent } from '../../content/validate.ts';
import { get, text } from './helpers/request.ts';
import { OFFERED } from './helpers/council.ts';

const seedFiles: Record<string, unknown> = import.meta.glob('../../content/seed/*.json', { eager: true, import: 'default' });
const seed = (): ContentDocument => structuredClone(loadSeedDocument(seedFiles));
const report = (items: { where: string; sentence: string; value?: string }[]) =>
  items.map((d) => `${d.where}: ${d.value ?? ''} in “${d.sentence}”`);

describe('the seed agrees with itself', () => {
  it('no FAQ, journey step or notice states a fee, time limit or link its service’s guide does not', () => {
    expect(report(factDisagreements(seed()))).toEqual([]);
  });

  it('nothing presents an abolished procedure as required', () => {
    expect(report(retiredProcedures(seed()))).toEqual([]);
  });

  it('the checks can fail: a FAQ with another price, a notice with another link or time limit', () => {
    const doc = seed();
    const faq = doc.authQus!.find((q) => q.id === '30')!;
    faq.answer = '<p>商事证明书每份120元。</p>';
    const notice = doc.releases!.find((r) => r.id === '1038')!;
    notice.content += '<p>领事认证可登录中国贸促会商事认证平台 https://rz.ccpit.org 在线申请，5个工作日内办结。</p>';
    const found = factDisagreements(doc).map((d) => `${d.where} ${d.kind}:${d.value} ${d.services.join()}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'authQus#30 fee:120元 certificate',
        'releases#1038 link:rz.ccpit.org consular',
        'releases#1038 time:5个工作日 consular',
      ]),
    );
  });

  it('the checks can fail: origin 企业备案 or 对外贸易经营者备案登记 presented as required', () => {
    const doc = seed();
    doc.authQus!.find((q) => q.id === '1')!.answer = '<p>首次申领前须在本会办理原产地证申领企业备案。</p>';
    doc.releases!.find((r) => r.id === '3020')!.journey!.steps[0]!.summary = '先到商务主管部门办理对外贸易经营者备案登记。';
    doc.catalogue!.push({ id: '99', parentId: '5', catalogueName: '原产地证申领企业备案登记表', catalogueCode: 'x', orderNum: 9 });
    expect(
      retiredProcedures(doc)
        .map((r) => r.where)
        .sort(),
    ).toEqual(['authQus#1', 'catalogue#99', 'releases#3020']);
  });

  it('saying that a procedure was abolished is not presenting it as required', () => {
    const doc = seed();
    doc.authQus!.find((q) => q.id === '1')!.answer = '<p>原产地企业备案已于2023年11月1日取消，无需办理。</p>';
    expect(retiredProcedures(doc)).toEqual([]);
  });
});

describe('sources as content', () => {
  it('the import refuses a guide whose fee section no source names', () => {
    const doc = seed();
    const i = doc.releases!.findIndex((r) => r.id === '3003');
    const guide = doc.releases![i]!;
    guide.sources = guide
      .sources!.map((s) => ({ ...s, sections: s.sections.filter((k) => k !== 'fees') }))
      .filter((s) => s.sections.length > 0);
    const problems = validateContent(doc);
    expect(problems.map((p) => p.path)).toEqual([`releases[${i}].sources`]);
    expect(problems[0]!.message).toContain('收费标准');
  });

  it('the import refuses a source without a check date or with an unknown section', () => {
    const doc = seed();
    const i = doc.releases!.findIndex((r) => r.id === '3001');
    const [first, ...rest] = doc.releases![i]!.sources!;
    doc.releases![i]!.sources = [{ ...first!, checked: '2026-13-01', sections: ['basis', 'price'] }, ...rest];
    expect(validateContent(doc).map((p) => p.path)).toEqual(
      expect.arrayContaining([`releases[${i}].sources[0].checked`, `releases[${i}].sources[0].sections`]),
    );
  });

  it('every guide page shows 信息来源 with its 核对日期, and each sourced section points to its sources', async () => {
    for (const path of [...OFFERED.map((s) => s.path), `/m${OFFERED[0]!.path}`]) {
      const html = await (await get(path)).text();
      const sources = /<section id="guide-sources"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
      expect(text(sources), path).toMatch(/^信息来源核对日期：2026-11-25/);
      const fees = /<section id="guide-fees"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
      expect(fees, path).toMatch(/来源：<a href="#guide-sources-\d+"/);
    }
  });

  it('the origin guide names GACC Order No. 270 and the abolition of 企业备案, and sends applicants to the origin system', async () => {
    const html = await (await get('/service/commercial/origin')).text();
    expect(text(html)).toContain('海关总署令第270号');
    expect(text(html)).toContain('海关总署公告2023年第136号');
    expect(html).toMatch(/<a[^>]*href="http:\/\/qiye\.ccpiteco\.net\/"[^>]*data-guide-start/);
    const certificate = await (await get('/service/commercial/certificate')).text();
    expect(certificate).not.toContain('ccpiteco.net/" target="_blank" rel="noopener noreferrer" data-guide-start');
    expect(certificate).not.toContain('rz.ccpit.org');
  });
});
