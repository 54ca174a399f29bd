// Legalisation by destination (issue 45): the Apostille Convention's states as the content
// lists them (the apostille guide's `convention`), and a search naming a country with a
// legalisation word puts the apostille guide first where the Convention applies between it
// and China (naming the day), consular legalisation first where it does not (non-parties and
// India, which objected), and Hong Kong and Macao as what they are. Table-driven over the
// content: every state, each with one of the words visitors use.

import { beforeAll, describe, expect, it } from 'vitest';
import { type Convention, serviceFor } from '../../app/domain/apostille.ts';
import { loadSeedDocument } from '../../content/seed.ts';
import { onOfficialHost } from '../../content/official-hosts.ts';
import { validateContent } from '../../content/validate.ts';
import { get } from './helpers/request.ts';

// biome-ignore format: one line
const seedFiles: Record<string, unknown> = import.meta.glob('../../content/seed/*.json', { eager: true, import: 'default' });
const seed = loadSeedDocument(seedFiles);
const convention = seed.releases!.find((r) => r.convention)!.convention as unknown as Convention;
const of = (status: string) => convention.states.filter((s) => s.status === status);

/** The words visitors put beside a country, used in turn so that each is tried many times. */
const WORDS = ['认证', '海牙认证', '附加证明书', '使馆认证', '领事认证', '双认证', '海牙', '使馆', '领事'];

interface Answer {
  rows: { type: string; serviceCode: string | null; bestBet: boolean }[];
  legalisation: { state: { name: string; status: string; withChina: string }; guide: { fees: string } | null } | null;
  destination: unknown;
}

async function ask(keyword: string): Promise<Answer> {
  const res = await get(`/api/cn/search?keyword=${encodeURIComponent(keyword)}&pageSize=3`);
  expect(res.status).toBe(200);
  return (await res.json()) as Answer;
}

describe('the Convention in the content', () => {
  it('lists its parties with the day each applies with China, India as objecting, Hong Kong and Macao', () => {
    expect(of('party').length).toBeGreaterThan(120);
    for (const s of of('party')) expect(s.withChina >= convention.inForce, s.name).toBe(true);
    expect(of('objected').map((s) => s.name)).toEqual(['印度']);
    expect(of('sar').map((s) => s.name)).toEqual(['香港', '澳门']);
    // The non-parties visitors ask about: Gulf, ASEAN and African states among them.
    const none = of('none').map((s) => s.name);
    for (const name of ['阿联酋', '卡塔尔', '科威特', '泰国', '马来西亚', '埃及', '尼日利亚', '埃塞俄比亚', '肯尼亚'])
      expect(none).toContain(name);
    expect(none.length).toBeGreaterThanOrEqual(10);
  });

  it('cites only official hosts, each with the day it was checked', () => {
    expect(convention.sources.length).toBeGreaterThan(0);
    for (const s of convention.sources) {
      expect(onOfficialHost(s.url), s.url).toBe(true);
      expect(s.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('a party without its day, or a source on a reprint site, is an import error', () => {
    const doc = structuredClone(loadSeedDocument(seedFiles));
    const c = doc.releases!.find((r) => r.convention)!.convention as unknown as Convention;
    const at = c.states.findIndex((s) => s.status === 'party');
    c.states[at]!.withChina = '';
    c.sources[0]!.url = 'http://m.cynh.net.cn/artview-1333-19.html';
    const problems = validateContent(doc).map((p) => `${p.path} ${p.message}`);
    expect(problems.some((p) => p.includes(`.convention.states[${at}].withChina`))).toBe(true);
    expect(problems.some((p) => p.includes('.convention.sources[0]') && p.includes('不在官方网站上'))).toBe(true);
  });
});

describe('a legalisation question naming a country', () => {
  // The isolate's first search builds its vocabulary and typo corrector.
  beforeAll(() => ask('海牙认证'), 30_000);

  convention.states.forEach((state, i) => {
    const word = WORDS[i % WORDS.length]!;
    const service = serviceFor(state.status);
    it(`${state.name} ${word}: the ${service} guide first, the box naming ${state.name}`, async () => {
      const answer = await ask(`${state.name} ${word}`);
      expect(answer.rows[0]).toMatchObject({ type: 'guide', serviceCode: service, bestBet: true });
      expect(answer.legalisation?.state).toMatchObject({ name: state.name, status: state.status });
      if (state.status === 'party') expect(answer.legalisation?.state.withChina).toBe(state.withChina);
    });
  });

  it('沙特 认证 (the issue’s case): the apostille guide first, from the day the content gives', async () => {
    const saudi = convention.states.find((s) => s.name === '沙特')!;
    const answer = await ask('沙特 认证');
    expect(answer.rows[0]).toMatchObject({ serviceCode: 'apostille', bestBet: true });
    expect(answer.legalisation?.state.withChina).toBe(saudi.withChina);
  });

  it('other names of a country are the country: 阿拉伯联合酋长国, 沙特阿拉伯', async () => {
    expect((await ask('阿拉伯联合酋长国 海牙认证')).rows[0]).toMatchObject({ serviceCode: 'consular' });
    expect((await ask('阿拉伯联合酋长国 海牙认证')).legalisation?.state.name).toBe('阿联酋');
    expect((await ask('沙特阿拉伯 使馆认证')).rows[0]).toMatchObject({ serviceCode: 'apostille' });
  });

  it('consular legalisation’s box carries the guide’s fees; no legalisation word, no box', async () => {
    const answer = await ask('阿联酋 使馆认证');
    expect(answer.legalisation?.guide?.fees).toBeTruthy();
    expect((await ask('沙特 展会')).legalisation).toBeNull();
    expect((await ask('泰国 原产地证')).legalisation).toBeNull();
  });
});
