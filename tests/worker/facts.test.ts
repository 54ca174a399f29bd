// Facts as data (issue 45): prose refers to a stored fact as {{fact:NAME}} and the content
// layer fills in its value in every answer it serves (release bodies, FAQ answers, guide
// fields, activities, fairs); a changed fact reaches the footer, the contact page and those
// texts with the next content generation, and no old value is left behind. Values come from
// content/seed/facts.json.

import { env } from 'cloudflare:workers';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { FOOTER_FACTS } from '../../app/domain/contact-facts.ts';
import { FACT_REF, factRefsIn, resolveFactRefs } from '../../app/domain/fact-refs.ts';
import { changeProblem, factChangeStatements, nearNames } from '../../content/fact-change.ts';
import { loadSeedDocument } from '../../content/seed.ts';
import { forgetGeneration } from '../../worker/content/generation.ts';
import { get, text } from './helpers/request.ts';

const seed = loadSeedDocument(import.meta.glob('../../content/seed/*.json', { eager: true, import: 'default' }));
const facts = seed.facts!;
const seedValue = (name: string) => facts.find((f) => f.name === name)!.value;
/** Another number of the same council: the stored one with its last two digits changed. */
const renumbered = (name: string) => seedValue(name).replace(/\d\d$/, (d) => String((Number(d) + 43) % 100).padStart(2, '0'));
/** The seed's records that refer to a fact, with the names each refers to. */
const referring = (list: readonly object[]) =>
  list.map((r) => ({ record: r as { id: string }, names: factRefsIn(JSON.stringify(r)) })).filter((r) => r.names.length);

const change = async (name: string, value: string) => {
  await env.DB.batch(factChangeStatements(name, value).map((s) => env.DB.prepare(s.sql).bind(...s.params)));
  await forgetGeneration();
};

beforeEach(() => forgetGeneration());

describe('the reference syntax', () => {
  it('every reference in the seed names a stored fact', () => {
    const names = new Set(facts.map((f) => f.name));
    const used = factRefsIn(JSON.stringify({ ...seed, facts: [] }));
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((n) => !names.has(n))).toEqual([]);
  });

  it('leaves an unknown name visible rather than blanking it', () => {
    expect(resolveFactRefs('请致电{{fact:phone.nowhere}}。', () => undefined)).toBe('请致电{{fact:phone.nowhere}}。');
    expect(resolveFactRefs('旧号码{{historical:010-6501 1000}}', () => undefined)).toBe('旧号码010-6501 1000');
  });
});

describe('answers state the stored values', () => {
  const cases: Array<[string, string, readonly object[]]> = [
    ['a release body', '/api/cn/releaseDetailById/', seed.releases!],
    ['an activity', '/api/cn/activityDetailById/', seed.activities!],
  ];
  it.each(cases)('%s that refers to facts states their values', async (_, path, list) => {
    const { record, names } = referring(list)[0]!;
    const body = await (await get(`${path}${record.id}`)).text();
    expect(body).not.toMatch(FACT_REF);
    for (const name of names) expect(body).toContain(seedValue(name));
  });

  it('FAQ answers and guide fields state the values, on the pages too', async () => {
    const faqs = referring(seed.authQus!);
    expect(faqs.length).toBeGreaterThan(0);
    const listed = await (await get('/api/cn/listAuthQu?pageSize=100')).text();
    expect(listed).not.toContain('{{fact:');
    for (const { names } of faqs) for (const name of names) expect(listed).toContain(seedValue(name));
    const guide = await (await get('/service/commercial/origin')).text();
    expect(guide).not.toContain('{{fact:');
    expect(text(guide)).toContain(`${seedValue('phone.hotline.certification')}（认证服务热线）`);
    expect(text(guide)).toContain(seedValue('phone.supervision.service'));
  });

  it('the search snippets and listings carry no reference', async () => {
    for (const path of [
      '/api/cn/search?keyword=%E7%94%B5%E8%AF%9D',
      '/api/cn/ListRelease?pageSize=50',
      '/api/cn/listExhibition?pageSize=50',
    ]) {
      expect(await (await get(path)).text(), path).not.toContain('{{fact:');
    }
  });
});

describe('a changed fact', () => {
  const changed = {
    'phone.hotline.certification': renumbered('phone.hotline.certification'),
    'phone.dept.exhibition': renumbered('phone.dept.exhibition'),
    'hours.office': '工作日上午9:00—12:00，下午13:00—17:30（法定节假日除外）',
  };
  afterAll(async () => {
    for (const name of Object.keys(changed)) await change(name, seedValue(name));
  });

  it('reaches the footer, the contact page and every text that refers to it; the old value is gone', { timeout: 60_000 }, async () => {
    // Before: the pages hold the stored values (and cache them under this generation).
    const pages = ['/', '/m', '/contact', '/m/contact', '/service/commercial/origin', '/service/exhibition', '/aboutUs/organization'];
    for (const path of pages) await get(path);
    for (const [name, value] of Object.entries(changed)) await change(name, value);
    for (const path of pages) {
      const page = text((await (await get(path)).text()).replace(/<script[\s\S]*?<\/script>/g, ''));
      for (const [name, value] of Object.entries(changed)) {
        expect(page, `${path} ${name}`).not.toContain(seedValue(name));
        if (name !== 'phone.dept.exhibition' || /contact|exhibition|organization/.test(path))
          expect(page, `${path} ${name}`).toContain(value);
      }
    }
    const footer = /<footer[\s\S]*?<\/footer>/.exec(await (await get('/aboutUs')).text())?.[0] ?? '';
    expect(text(footer)).toContain(changed[FOOTER_FACTS.hotline]);
    expect(text(footer)).toContain(changed[FOOTER_FACTS.hours]);
  });
});

describe('content:fact’s checks', () => {
  const hotline = facts.find((f) => f.name === 'phone.hotline.certification')!;
  const email = facts.find((f) => f.kind === 'email')!;

  it('refuses a value that does not look like its kind, in Chinese', () => {
    expect(changeProblem(hotline, '010-6501 2388')).toBeNull();
    expect(changeProblem(hotline, '12345')).toBeNull();
    expect(changeProblem(hotline, '6501')).toMatch(/不像电话号码/);
    expect(changeProblem(hotline, 'service@council.example')).toMatch(/不像电话号码/);
    expect(changeProblem(email, 'zhanlan@council.example')).toBeNull();
    expect(changeProblem(email, 'zhanlan at council')).toMatch(/不像电子邮箱/);
    expect(changeProblem(hotline, '<b>010-6501 2388</b>')).toMatch(/不能含/);
  });

  it('offers the near names of a mistyped one', () => {
    expect(nearNames('phone.hotline.certifcation', facts)[0]).toBe('phone.hotline.certification');
    expect(nearNames('phone.exhibition', facts)).toContain('phone.dept.exhibition');
  });
});
