// Site search over D1 (issue 15): the index follows every import, synonyms are content,
// every service's name brings its guide first, and marks never let content markup through.

import { env } from 'cloudflare:workers';
import { afterAll, describe, expect, it } from 'vitest';
import type { ContentDocument } from '../../content/schema.ts';
import { searchDocs } from '../../content/search-index.ts';
import { loadSeedDocument } from '../../content/seed.ts';
import { contentStatements } from '../../content/sql.ts';
import { validateContent } from '../../content/validate.ts';
import { forgetGeneration } from '../../worker/content/generation.ts';
import { get, text } from './helpers/request.ts';
import { CERTIFICATION, inSeed, notOffered, OFFERED, offers, pageOf, pageTitleOf } from './helpers/council.ts';
import type { ServiceCode } from '../../app/domain/services.ts';

const seedFiles: Record<string, unknown> = import.meta.glob('../../content/seed/*.json', { eager: true, import: 'default' });
const seed = () => structuredClone(loadSeedDocument(seedFiles)) as Required<ContentDocument>;

async function load(doc: ContentDocument) {
  expect(validateContent(doc)).toEqual([]);
  await env.DB.batch(contentStatements(doc).map(({ sql, params }) => env.DB.prepare(sql).bind(...params)));
  await forgetGeneration(); // the worker shares this isolate: it must see the new generation now
}

interface Hit {
  type: string;
  id: string;
  title: string;
  snippet: string;
  url: string;
  serviceCode: string | null;
  bestBet: boolean;
}
interface Answer {
  code: number;
  total: number;
  rows: Hit[];
  counts: Record<string, number>;
  suggestion: string | null;
}

// A new import bumps the generation, so the edge cache never answers from before it.
async function search(keyword: string, extra = ''): Promise<Answer> {
  const res = await get(`/api/cn/search?keyword=${encodeURIComponent(keyword)}${extra}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Answer;
}

afterAll(() => load(seed()), 30_000);

describe('the index after an import', () => {
  // The ATA carnet's questions (a council without the service has none).
  it.skipIf(!offers('ata'))(
    `finds an imported FAQ and no longer finds a removed one (${notOffered('ata')})`,
    { timeout: 30_000 },
    async () => {
      const doc = seed();
      const removed = doc.authQus.find((q) => q.id === '71')!; // 单证册遗失了怎么办？
      doc.authQus = doc.authQus.filter((q) => q !== removed);
      doc.authQus.push({
        id: '901',
        typeId: '15',
        question: '单证册在境外被海关扣留怎么办？',
        answer: '<p>持证人应立即联系当地担保商会，并将扣留通知书扫描件发送本会ATA单证册窗口，由本会协助沟通。</p>',
        orderNum: 99,
      });
      await load(doc);
      const found = await search('海关扣留');
      expect(found.rows.map((h) => `${h.type}:${h.id}`)).toContain('faq:901');
      const hit = found.rows.find((h) => h.id === '901')!;
      expect(hit.url).toBe(
        `/service/commercial/components/problem?service=ata&q=${encodeURIComponent('单证册在境外被海关扣留怎么办？')}#faq-901`,
      );
      const gone = await search('单证册丢了');
      expect(gone.rows.map((h) => `${h.type}:${h.id}`)).not.toContain('faq:71');

      await load(seed());
      expect((await search('海关扣留')).rows.map((h) => h.id)).not.toContain('901');
      expect((await search('单证册丢了')).rows.map((h) => `${h.type}:${h.id}`)).toContain('faq:71');
    },
  );

  it.skipIf(!offers('ata'))(`counts every type and filters by one (${notOffered('ata')})`, async () => {
    const all = await search('ATA单证册');
    for (const type of ['release', 'guide', 'faq', 'activity', 'exhibition', 'form']) expect(all.counts).toHaveProperty(type);
    expect(all.total).toBe(Object.values(all.counts).reduce((a, b) => a + b, 0));
    const forms = await search('ATA单证册', '&type=form');
    expect(forms.total).toBe(all.counts.form);
    expect(forms.rows.length).toBeGreaterThan(0);
    expect(forms.rows.every((h) => h.type === 'form')).toBe(true);
    expect(forms.rows.map((h) => h.url)).toContain('/files/ata-guarantee-letter.docx');
  });

  it('pages without repeating or losing a hit', async () => {
    const whole = await search('原产地', '&pageSize=100');
    const pages: Hit[] = [];
    for (let n = 1; n <= 3; n++) pages.push(...(await search('原产地', `&pageSize=10&pageNum=${n}`)).rows);
    expect(pages.map((h) => `${h.type}:${h.id}`)).toEqual(whole.rows.slice(0, 30).map((h) => `${h.type}:${h.id}`));
  });

  it('pages a query that names a service: the best bet once, on page 1, nothing repeated or lost', async () => {
    const key = (h: Hit) => `${h.type}:${h.id}`;
    // An offered service whose name finds three pages of 10 at least (and fewer than 100).
    let named: (typeof OFFERED)[number] | undefined;
    let found: Answer | undefined;
    for (const service of OFFERED) {
      found = await search(service.name, '&pageSize=100');
      named = service;
      if (found.total > 20 && found.total <= 100) break;
    }
    const whole = found!;
    expect(whole.total).toBeGreaterThan(20);
    expect(whole.total).toBeLessThanOrEqual(100);
    const name = named!.name;
    const code = named!.code;
    expect(whole.rows).toHaveLength(whole.total);
    expect(whole.rows[0]).toMatchObject({ type: 'guide', serviceCode: code, bestBet: true });
    const pages: Answer[] = [];
    for (let n = 1; n <= Math.ceil(whole.total / 10) + 1; n++) pages.push(await search(name, `&pageSize=10&pageNum=${n}`));
    for (const [i, page] of pages.entries()) {
      // Every page tells the same totals, and they add up.
      expect(page.total, `page ${i + 1}`).toBe(whole.total);
      expect(page.counts, `page ${i + 1}`).toEqual(whole.counts);
      expect(page.rows.length, `page ${i + 1}`).toBe(Math.max(0, Math.min(10, whole.total - i * 10)));
      expect(
        page.rows.some((h) => h.bestBet),
        `best bet on page ${i + 1}`,
      ).toBe(i === 0);
    }
    expect(pages[0]!.rows[0]).toMatchObject({ serviceCode: code, bestBet: true });
    const walked = pages.flatMap((p) => p.rows.map(key));
    expect(new Set(walked).size).toBe(walked.length);
    expect(walked).toEqual(whole.rows.map(key));
    expect(walked).toHaveLength(whole.total);
    expect(whole.total).toBe(Object.values(whole.counts).reduce((a, b) => a + b, 0));
    // Page 2 repeats nothing of page 1.
    const first = new Set(pages[0]!.rows.map(key));
    expect(pages[1]!.rows.filter((h) => first.has(key(h)))).toEqual([]);
  });

  it('indexes a guide’s structured sections, not only its body', async () => {
    // 国务院令第416号 is in guide 3001's 设定依据 and nowhere in its body or any other text.
    const guide = seed().releases.find((r) => r.id === '3001')!;
    expect(JSON.stringify(guide.basis)).toContain('国务院令第416号');
    expect(`${guide.title} ${guide.summary} ${guide.content}`).not.toContain('416');
    const found = await search('国务院令第416号');
    expect(found.rows.map((h) => `${h.type}:${h.id}`)).toContain('guide:3001');
    // And a material's name (申请材料) of another guide, as the seed has it.
    const other = seed().releases.find((r) => r.id === pageOf(CERTIFICATION.columnCode).id)!;
    // The list's names without their notes (货物总清单（中英文） → 货物总清单), the longest.
    const material = other.materials!.map((m) => m.name.replace(/（[^）]*）|[《》]/g, '')).sort((a, b) => b.length - a.length)[0]!;
    expect((await search(material)).rows.map((h) => `${h.type}:${h.id}`)).toContain(`guide:${other.id}`);
  });
});

describe('result types', () => {
  // The offered services' guides (their columns' page articles) and the export journey.
  const GUIDES = [...OFFERED.map((s) => pageOf(s.columnCode).id), pageOf('FW-SSRZ-CKBZ').id].sort();

  it('only the service guides and the export journey are 服务指南; other page columns are articles', () => {
    const docs = searchDocs(seed());
    expect(
      docs
        .filter((d) => d.type === 'guide')
        .map((d) => d.refId)
        .sort(),
    ).toEqual(GUIDES);
    const about = docs.filter((d) => ['3014', '3017', '3018', '3019'].includes(d.refId));
    expect(about.map((d) => [d.refId, d.type, d.url]).sort()).toEqual([
      ['3014', 'release', '/service/coic'],
      ['3017', 'release', '/aboutUs'],
      ['3018', 'release', '/aboutUs/components/base'],
      ['3019', 'release', '/aboutUs/organization'],
    ]);
    expect(docs.find((d) => d.refId === '3020')).toMatchObject({ type: 'guide', url: '/service/export-journey' });
  });

  it('the results page labels 机构简介 新闻 and a service guide 服务指南', async () => {
    const about = (await search('机构简介')).rows.find((h) => h.id === '3018');
    expect(about).toMatchObject({ type: 'release', url: '/aboutUs/components/base' });
    // The chamber's page (its title: 中国国际商会…商会) is no guide.
    expect((await search(pageTitleOf('FW-SHFW'), '&type=guide')).rows.map((h) => h.id)).not.toContain('3014');
    const html = await (await get(`/search?q=${encodeURIComponent('机构简介')}`)).text();
    const item =
      /<li class="search-results__item">(?:(?!<\/li>)[\s\S])*?href="\/aboutUs\/components\/base"[\s\S]*?<\/li>/.exec(html)?.[0] ?? '';
    expect(text(item)).toMatch(/^新闻/);
    expect(text(item)).not.toContain('服务指南');
  });
});

describe('synonyms are content', () => {
  it('finds 遗失 for 丢了, and a synonym added by an import', { timeout: 30_000 }, async () => {
    expect((await search('原产地证书丢了')).rows.map((h) => `${h.type}:${h.id}`)).toContain('faq:11');
    expect((await search('护照本')).total).toBe(0);
    const doc = seed();
    // A service with questions of its own (its FAQ category).
    const service = OFFERED.find((s) => doc.authQuTypes.some((t) => t.serviceCode === s.code))!;
    doc.synonyms.push({ id: '99', word: service.name, variants: ['护照本'] });
    // Two groups may share a word: both expand.
    await load(doc);
    const found = await search('护照本');
    expect(found.rows[0]).toMatchObject({ type: 'guide', serviceCode: service.code, bestBet: true });
    expect(found.counts.faq).toBeGreaterThan(0);
    await load(seed());
  });

  it('an English name finds the Chinese guide', async () => {
    if (offers('apostille')) expect((await search('apostille')).rows[0]).toMatchObject({ serviceCode: 'apostille', bestBet: true });
    if (offers('ata')) expect((await search('ATA carnet')).rows[0]).toMatchObject({ serviceCode: 'ata', bestBet: true });
    if (offers('arbitration')) expect((await search('arbitration')).rows[0]).toMatchObject({ serviceCode: 'arbitration', bestBet: true });
  });
});

describe('best bets', () => {
  for (const service of OFFERED) {
    it(`“${service.name}” shows the ${service.code} guide first, as the best bet`, async () => {
      const answer = await search(service.name);
      expect(answer.rows[0]).toMatchObject({ type: 'guide', serviceCode: service.code, bestBet: true, url: service.path });
      expect(answer.rows.filter((h) => h.bestBet)).toHaveLength(1);
      // Not listed twice.
      expect(answer.rows.filter((h) => h.type === 'guide' && h.id === answer.rows[0]!.id)).toHaveLength(1);
    });
  }

  it('names a service by a shorter word or a synonym: 原产地证 is origin, 调解 mediation, 优惠原产地证书 fta', async () => {
    // Each where the council offers it.
    const cases: [string, ServiceCode][] = [
      ['原产地证 备案', 'origin'],
      ['调解', 'mediation'],
      ['优惠原产地证书', 'fta'],
    ];
    const offered = cases.filter(([, code]) => offers(code));
    expect(offered.length).toBeGreaterThan(0);
    for (const [words, code] of offered) expect((await search(words)).rows[0], words).toMatchObject({ serviceCode: code, bestBet: true });
  });

  it('no best bet when no service is named, nor on page 2', async () => {
    expect((await search('展会 德国')).rows.some((h) => h.bestBet)).toBe(false);
    const { name } = OFFERED[0]!;
    expect((await search(name, '&pageNum=2')).rows.some((h) => h.bestBet)).toBe(false);
    expect((await search(name, '&type=faq')).rows.some((h) => h.bestBet)).toBe(false);
  });
});

describe('the best-bet card', () => {
  /** The card's links on the search page: label and href. */
  async function cardLinks(query: string): Promise<[label: string, href: string][]> {
    const html = await (await get(`/search?q=${encodeURIComponent(query)}`)).text();
    const card = /<section class="best-bet"[\s\S]*?<\/section>/.exec(html)?.[0];
    expect(card, `best bet for ${query}`).toBeDefined();
    const list = /<ul class="best-bet__links">[\s\S]*?<\/ul>/.exec(card!)?.[0] ?? '';
    return [...list.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => [text(m[2]!), m[1]!.replace(/&amp;/g, '&')]);
  }

  for (const service of OFFERED) {
    it(`links only sections that exist on the ${service.code} guide`, async () => {
      const links = await cardLinks(service.name);
      expect(links.map(([label]) => label).slice(0, 2)).toEqual(['申请材料', '收费标准']);
      // The FAQ where the guide has one; otherwise what it has (mediation, arbitration).
      expect(links.map(([label]) => label)[2]).toBe(service.certification ? '常见问题' : '咨询电话');
      const pages = new Map<string, string>();
      for (const [label, href] of links) {
        const [path, fragment] = href.split('#');
        expect(path, label).toBe(service.path);
        expect(fragment, `${label} has an anchor`).toBeTruthy();
        if (!pages.has(path!)) {
          const res = await get(path!);
          expect(res.status).toBe(200);
          pages.set(path!, await res.text());
        }
        expect(pages.get(path!), `${label}: id="${fragment}" on ${path}`).toContain(`id="${fragment}"`);
      }
    });
  }
});

describe('marks', () => {
  it.skipIf(!inSeed('faq:65'))(
    `marks the matched words in the title and in a snippet cut from the original text (${notOffered('ata')} when skipped)`,
    async () => {
      const hit = (await search('押金')).rows.find((h) => h.type === 'faq' && h.id === '65')!;
      expect(hit.title).toBe('什么企业可以用担保函代替<mark>押金</mark>？');
      expect(hit.snippet).toContain('<mark>');
      // The original text, not FTS5's space-separated bigrams.
      expect(hit.snippet.replace(/<\/?mark>/g, '')).not.toMatch(/押金 |金 押/);
    },
  );

  it('never lets markup from content through, and escapes what it cuts', { timeout: 30_000 }, async () => {
    const doc = seed();
    doc.authQus.push({
      id: '902',
      typeId: doc.authQuTypes.at(-1)!.id,
      question: '担保函<img src=x onerror=fz(1)>能否用<mark>扫描件</mark>？',
      answer: '<p>担保函&lt;script&gt;fz(2)&lt;/script&gt;须提交<b>原件</b>。<script>fz(3)</script>"引号"与\'单引号\'</p>',
      orderNum: 98,
    });
    await load(doc);
    const hit = (await search('担保函 扫描件')).rows.find((h) => h.id === '902')!;
    expect(hit).toBeDefined();
    for (const html of [hit.title, hit.snippet]) {
      const tags = html.match(/<[^>]*>/g) ?? [];
      expect(
        tags.every((t) => t === '<mark>' || t === '</mark>'),
        html,
      ).toBe(true);
      expect(html).not.toMatch(/["']/);
    }
    expect(hit.title).toContain('&lt;img src=x onerror=fz(1)&gt;');
    expect(hit.title).toContain('&lt;mark&gt;<mark>扫描件</mark>&lt;/mark&gt;');
    expect(hit.snippet).toContain('&lt;script&gt;');
    await load(seed());
  });
});

describe('no result', () => {
  it('suggests the query less one term when that one has results', async () => {
    const answer = await search('担保函 火星');
    expect(answer.total).toBe(0);
    expect(answer.suggestion).toBe('担保函');
    expect((await search('火星')).suggestion).toBeNull();
  });

  it('the page shows hot words and the close query, PC and /m', async () => {
    for (const prefix of ['', '/m']) {
      const html = await (await get(`${prefix}/search?q=${encodeURIComponent('担保函 火星')}`)).text();
      expect(html).toContain('热门搜索');
      expect(html).toContain(`${prefix}/search?q=${encodeURIComponent('担保函')}`);
    }
  });

  it('the page shows a best bet card and typed, marked results without JavaScript', async () => {
    const html = await (await get(`/search?q=${encodeURIComponent('海牙认证')}`)).text();
    expect(html).toMatch(/class="best-bet"/);
    expect(html).toContain('/service/commercial/apostille#guide-materials');
    expect(html).toContain('<mark>海牙认证</mark>');
    expect(text(html)).toMatch(/服务指南（\d+）/);
    expect(text(html)).toMatch(/常见问题（\d+）/);
  });
});
