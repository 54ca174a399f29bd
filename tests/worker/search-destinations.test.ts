// Answers that know the destination (issue 35): the preferential agreements the content lists
// (the FTA guide's), held to the sourced list (tests/fixtures/sourced-agreements.ts), and a
// certificate question naming any partner, region or agreement puts the FTA guide first with
// every agreement that applies; a destination without one gets the general certificate's
// guide; Hong Kong and Macao are answered as CEPA.

import { beforeAll, describe, expect, it } from 'vitest';
import { type Agreement, destinationOf, inForceFor, preferential } from '../../app/domain/agreements.ts';
import { onOfficialHost } from '../../content/official-hosts.ts';
import { loadSeedDocument } from '../../content/seed.ts';
import { validateContent } from '../../content/validate.ts';
import { CHECKED, SOURCED_AGREEMENT_COUNT, SOURCED_AGREEMENTS, SOURCED_PARTNER_COUNT } from '../fixtures/sourced-agreements.ts';
import { get } from './helpers/request.ts';

// biome-ignore format: one line
const seedFiles: Record<string, unknown> = import.meta.glob('../../content/seed/*.json', { eager: true, import: 'default' });
const seed = loadSeedDocument(seedFiles);
const fta = seed.releases!.find((r) => Array.isArray(r.agreements))!;
const agreements = fta.agreements as Agreement[];
const partners = [...new Set(preferential(agreements).flatMap((a) => a.partners))];

interface Answer {
  rows: { type: string; serviceCode: string | null; bestBet: boolean }[];
  destination: { named: string[]; agreements: { name: string }[]; arrangements: { name: string }[] } | null;
}

async function ask(keyword: string): Promise<Answer> {
  const res = await get(`/api/cn/search?keyword=${encodeURIComponent(keyword)}&pageSize=5`);
  expect(res.status).toBe(200);
  return (await res.json()) as Answer;
}

describe('the agreements in the content', () => {
  it('are the sourced list: its agreements, partners and days in force, and CEPA for Hong Kong and Macao', () => {
    const listed = preferential(agreements);
    expect(listed).toHaveLength(SOURCED_AGREEMENT_COUNT);
    expect(partners).toHaveLength(SOURCED_PARTNER_COUNT);
    for (const sourced of SOURCED_AGREEMENTS) {
      const a = listed.find((x) => x.name === sourced.name);
      expect(a, sourced.name).toBeDefined();
      expect(a!.kind, sourced.name).toBe(sourced.kind);
      expect([...a!.partners].sort(), sourced.name).toEqual([...sourced.partners].sort());
      expect(a!.inForce, sourced.name).toBe(sourced.inForce);
      // Every partner's own day: the later ones as sourced, the others China's first day.
      for (const partner of sourced.partners)
        expect(inForceFor(a!, partner), `${sourced.name} ${partner}`).toBe(sourced.later?.[partner] ?? sourced.inForce);
      expect(a!.source.url, sourced.name).toBe(sourced.source);
    }
    expect(agreements.filter((a) => a.kind === 'cepa').flatMap((a) => a.partners)).toEqual(['香港', '澳门']);
    for (const a of agreements) {
      expect(onOfficialHost(a.source.url), `${a.name}: ${a.source.url}`).toBe(true);
      expect(a.source.checked, a.name).toBe(CHECKED);
    }
  });

  it('Thailand names China–ASEAN and RCEP; 东盟 names the agreements that hold every member', () => {
    const names = (k: string) => destinationOf(k, agreements)?.agreements.map((a) => a.short);
    expect(names('泰国 原产地证')).toEqual(['中国—东盟自贸协定', 'RCEP']);
    expect(names('东盟原产地证书')).toEqual(['中国—东盟自贸协定', 'RCEP']);
    expect(names('中国东盟原产地证')).toEqual(['中国—东盟自贸协定']);
    expect(names('印尼 FORM E')).toEqual(['中国—东盟自贸协定', 'RCEP']);
    expect(destinationOf('泰国 展会', agreements)).toBeNull();
  });

  it('a source on a forum, a reprint site or a bare IP address is an import error', () => {
    for (const url of ['http://49.213.0.198/doc/59_0_105577565_1.html', 'http://ljiljak.com/forum.php?tid=4384']) {
      const doc = structuredClone(loadSeedDocument(seedFiles));
      const list = doc.releases!.find((r) => Array.isArray(r.agreements))!.agreements as { source: { url: string } }[];
      list[0]!.source.url = url;
      expect(
        validateContent(doc)
          .map((p) => `${p.path} ${p.message}`)
          .join('\n'),
        url,
      ).toMatch(/agreements\[0\]\.source .*不在官方网站上/);
    }
  });

  it('an agreement without a source or with an unknown issuer is an import error', () => {
    const doc = structuredClone(loadSeedDocument(seedFiles));
    const guide = doc.releases!.find((r) => Array.isArray(r.agreements))!;
    const list = guide.agreements as unknown as Record<string, unknown>[];
    list[0]!.issuers = '商务部';
    delete list[1]!.source;
    const paths = validateContent(doc).map((p) => p.path);
    expect(paths.some((p) => p.endsWith('.agreements[0].issuers'))).toBe(true);
    expect(paths.some((p) => p.endsWith('.agreements[1].source'))).toBe(true);
  });
});

describe('a certificate question naming a destination', () => {
  // The isolate's first search builds its vocabulary and typo corrector.
  beforeAll(() => ask('原产地证'), 30_000);

  for (const partner of partners) {
    it(`${partner} 原产地证: the FTA guide first, naming every agreement that covers ${partner}`, async () => {
      const answer = await ask(`${partner} 原产地证`);
      expect(answer.rows[0]).toMatchObject({ type: 'guide', serviceCode: 'fta', bestBet: true });
      const applying = preferential(agreements).filter((a) => a.partners.includes(partner));
      expect(answer.destination?.agreements.map((a) => a.name)).toEqual(applying.map((a) => a.name));
    });
  }

  // Every partner for which an agreement came into force later than for China (issue 45).
  for (const a of preferential(agreements)) {
    for (const { partner, inForce } of a.partnerInForce ?? []) {
      it(`${partner} 原产地证: ${a.short} applies from ${inForce}, ${partner}'s own day`, async () => {
        expect(inForce > a.inForce).toBe(true);
        const answer = await ask(`${partner} 原产地证`);
        const named = answer.destination?.agreements.find((x) => x.name === a.name) as Agreement | undefined;
        expect(answer.destination?.named).toContain(partner);
        expect(named && inForceFor(named, partner)).toBe(inForce);
      });
    }
  }

  for (const keyword of ['RCEP原产地证', '出口越南 产地证', '中国东盟原产地证', '亚太贸易协定 证书']) {
    it(`${keyword}: the FTA guide first`, async () => {
      const answer = await ask(keyword);
      expect(answer.rows[0]).toMatchObject({ type: 'guide', serviceCode: 'fta', bestBet: true });
      expect(answer.destination?.agreements.length).toBeGreaterThan(0);
    });
  }

  for (const place of ['美国', '德国', '巴西', '沙特阿拉伯']) {
    it(`${place} 原产地证 (no agreement): the general certificate's guide first`, async () => {
      const answer = await ask(`${place} 原产地证`);
      expect(answer.rows[0]).toMatchObject({ type: 'guide', serviceCode: 'origin', bestBet: true });
      expect(answer.destination).toBeNull();
    });
  }

  it('香港 原产地证: the general certificate first, answered as CEPA', async () => {
    const answer = await ask('香港 原产地证');
    expect(answer.rows[0]).toMatchObject({ type: 'guide', serviceCode: 'origin' });
    expect(answer.destination?.agreements).toEqual([]);
    expect(answer.destination?.arrangements.map((a) => a.name)).toEqual(['内地与香港关于建立更紧密经贸关系的安排']);
  });
});
