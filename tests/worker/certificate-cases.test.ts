// The cases people bring (issue 45): the certificate guide's one section on correcting,
// replacing, issuing after shipment and verifying a certificate, each case under its own
// anchor; FAQ 11 and release 1092 naming the same cases and linking to them, with the same
// rule for each kind of certificate; and a small-parcel seller answered for small parcels first.

import { describe, expect, it } from 'vitest';
import type { GuideCase } from '../../app/api/guide-types.ts';
import { caseAnchor, CASES_SECTION } from '../../app/domain/guide-sections.ts';
import { serviceByCode } from '../../app/domain/services.ts';
import { loadSeedDocument } from '../../content/seed.ts';
import { get, text } from './helpers/request.ts';

const seed = loadSeedDocument(import.meta.glob('../../content/seed/*.json', { eager: true, import: 'default' }));
const origin = serviceByCode('origin')!;
const guide = seed.releases!.find((r) => r.cases && (r.cases as GuideCase[]).some((c) => c.key === 'replace'))!;
const cases = guide.cases as GuideCase[];
const CERTIFICATE_CASES = ['correct', 'replace', 'retro', 'verify'];
const faq11 = seed.authQus!.find((q) => q.id === '11')!;
const release1092 = seed.releases!.find((r) => r.id === '1092')!;
/** The FAQ the small-parcel words name (synonyms.json), and its words. */
const parcelWords = seed.synonyms!.find((s) => s.variants.includes('Shopee'))!;
const parcelFaq = parcelWords.target!.slice('faq:'.length);

const link = (key: string) => `${origin.path}#${caseAnchor(key)}`;

describe('the certificate guide’s cases', () => {
  it('has one section with correct, replace, after-shipment and verify, each under its anchor', async () => {
    expect(cases.map((c) => c.key)).toEqual(expect.arrayContaining(CERTIFICATE_CASES));
    const html = await (await get(origin.path)).text();
    const section = new RegExp(`<section id="${CASES_SECTION.anchor}"[\\s\\S]*?</section>`).exec(html)?.[0] ?? '';
    expect(section).not.toBe('');
    for (const c of cases) {
      expect(section, c.key).toContain(`id="${caseAnchor(c.key)}"`);
      expect(text(section)).toContain(c.name);
      expect(text(section)).toContain(c.when);
    }
    // The table of contents leads to it under a heading that names the cases.
    const heading = /<h2 id="guide-cases-title">([^<]*)<\/h2>/.exec(section)?.[1] ?? '';
    for (const name of ['更改', '重发', '后发', '核查']) expect(heading).toContain(name);
    expect(html).toContain(`href="#${CASES_SECTION.anchor}"`);
    // Each rule stated there says whence (信息来源).
    expect(section).toMatch(/来源：/);
  });

  it('FAQ 11 says which case it is, links to it, and gives the guide’s rule for each kind of certificate', () => {
    const replace = cases.find((c) => c.key === 'replace')!;
    expect(faq11.answer).toContain(`href="${link('replace')}">${replace.name}`);
    expect(faq11.answer).toContain(`href="${link('correct')}"`);
    // The general certificate is replaced (the original cancelled); an FTA certificate gets a
    // certified true copy: the guide says both, and so does the FAQ.
    for (const words of ['一般原产地证书', '作废', 'CERTIFIED TRUE COPY']) {
      expect(replace.how.join('')).toContain(words);
      expect(faq11.answer).toContain(words);
    }
  });

  it('release 1092 names each certificate case as the guide does and links to it', () => {
    const content = release1092.content ?? '';
    const h2 = [...content.matchAll(/<h2>([^<]*)<\/h2>/g)].map((m) => m[1]!);
    for (const key of CERTIFICATE_CASES) {
      const c = cases.find((x) => x.key === key)!;
      expect(
        h2.some((h) => h.includes(c.name)),
        c.name,
      ).toBe(true);
      expect(content).toContain(`href="${link(key)}">${c.name}`);
    }
    const replaceText = /<h2>[^<]*重发证书[^<]*<\/h2><p>([\s\S]*?)<\/p>/.exec(content)?.[1] ?? '';
    for (const words of ['一般原产地证书', '作废', 'CERTIFIED TRUE COPY']) expect(replaceText).toContain(words);
  });
});

describe('a small-parcel seller', () => {
  const search = async (keyword: string) => {
    const body = (await (await get(`/api/cn/search?keyword=${encodeURIComponent(keyword)}`)).json()) as {
      rows: { type: string; id: string; url: string; bestBet: boolean; serviceCode: string | null }[];
    };
    return body.rows;
  };

  it.each(['跨境电商 原产地证', ...[parcelWords.word, ...parcelWords.variants].filter((w) => ['跨境电商', 'Shopee', '小包'].includes(w))])(
    '“%s” is answered for small parcels first',
    async (keyword) => {
      const rows = await search(keyword);
      const first = rows.find((r) => !r.bestBet)!;
      expect([first.type, first.id]).toEqual(['faq', parcelFaq]);
      // A best bet, when the words name a service, is the certificate guide, which has the small-parcel case.
      const bet = rows.find((r) => r.bestBet);
      if (bet) expect(bet.serviceCode).toBe(origin.code);
    },
  );

  it('the answer says the importer claims the lower duty and links to the guide’s case', async () => {
    const faq = seed.authQus!.find((q) => q.id === parcelFaq)!;
    expect(faq.answer).toContain('进口商');
    expect(faq.answer).toContain(`href="${link('parcel')}"`);
    const html = await (await get(origin.path)).text();
    expect(html).toContain(`id="${caseAnchor('parcel')}"`);
  });
});
