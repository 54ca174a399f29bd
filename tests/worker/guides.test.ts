// Service guides as a business reads them: every guide shows every 办事指南 section in
// order with an external start link and its last update; an import of an incomplete
// guide fails naming it; the export journey ties the guides together.

import { describe, expect, it } from 'vitest';
import type { ContentDocument } from '../../content/schema.ts';
import { loadSeedDocument } from '../../content/seed.ts';
import { validateContent } from '../../content/validate.ts';
import { get, headings, text } from './helpers/request.ts';
import { CERTIFICATION, OFFERED, offers, pageOf, pageTitleOf } from './helpers/council.ts';

const seedFiles: Record<string, unknown> = import.meta.glob('../../content/seed/*.json', { eager: true, import: 'default' });

// Written by hand from requirements §12 (the order is part of the requirement).
const SECTIONS = [
  '适用范围',
  '办理机构',
  '设定依据',
  '申请条件',
  '申请材料',
  '办理流程',
  '办理时限',
  '收费标准',
  '办理地点与时间',
  '到现场次数',
  '咨询电话',
  '监督投诉电话',
  '在线办理',
];

// The guides of the services the council offers, each headed by its article's title.
const GUIDES: ReadonlyArray<[path: string, h1: string]> = OFFERED.map((s) => [s.path, pageTitleOf(s.columnCode)]);

/** The h2 headings of the guide article, in page order. */
function h2s(html: string): string[] {
  return [...html.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((m) => text(m[1] ?? ''));
}

async function page(path: string): Promise<string> {
  const res = await get(path);
  expect(res.status).toBe(200);
  return res.text();
}

describe('every service guide', () => {
  for (const [path, h1] of GUIDES) {
    it(`${path} shows all thirteen sections in order, an external start link and its last update`, async () => {
      const html = await page(path);
      expect(headings(html)).toEqual([h1]);
      const shown = h2s(html).filter((h) => SECTIONS.includes(h));
      expect(shown).toEqual(SECTIONS);
      const start = /<a[^>]*data-guide-start[^>]*>([\s\S]*?)<\/a>/.exec(html);
      expect(start, 'start button').not.toBeNull();
      expect(start![0]).toMatch(/href="https?:\/\/[^"/]+[^"]*"/);
      expect(start![0]).toContain('target="_blank"');
      expect(start![0]).toContain('rel="noopener noreferrer"');
      expect(text(start![1]!)).toContain('将离开本站');
      expect(text(html)).toMatch(/最后更新：\d{4}年\d{1,2}月\d{1,2}日/);
      // The materials table: a checklist, never a form (requirements §5.5: there are no forms).
      const article = /<article class="article guide">[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';
      expect(article.includes('<table class="guide-materials"')).toBe(true);
      expect(/<input|<textarea|<select/.test(article)).toBe(false);
    });
  }

  it('each guide names its 办理机构, backed by a source', async () => {
    for (const [path] of GUIDES) {
      const html = await page(path);
      const section = /<section[^>]*aria-labelledby="guide-agency-title"[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '';
      expect(text(section), path).toMatch(/办理机构[\s\S]*(中心|委员会)/);
      expect(section, path).toContain('来源：');
    }
  });

  it('each guide shows the seed’s updateTime as its 最后更新, as the page formats it', async () => {
    const releases = loadSeedDocument(seedFiles).releases ?? [];
    for (const [path, h1] of GUIDES) {
      const release = releases.find((r) => r.title === h1);
      expect(release, h1).toBeDefined();
      const updated = release!.updateTime ?? '';
      // docs/api.md's time format, Beijing time; a real change date, not the release time again.
      expect(updated, `${h1} updateTime`).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(updated > release!.releaseTime, `${h1} updated after it was released`).toBe(true);
      const [y, m, d] = updated.slice(0, 10).split('-');
      const shown = `${Number(y)}年${Number(m)}月${Number(d)}日`; // e.g. 2026年9月15日
      const html = await page(path);
      expect(text(html), path).toContain(`最后更新：${shown}`);
      expect(html, path).toContain(`<time dateTime="${updated.slice(0, 10)}">`);
    }
  });

  it('each start link goes to an online system, not a home page, and the note names its host', async () => {
    for (const [path] of GUIDES) {
      const html = await page(path);
      const href = /<a[^>]*href="([^"]+)"[^>]*data-guide-start/.exec(html)?.[1] ?? '';
      const url = new URL(href);
      expect(['www.ccpit.org', 'ccpit.org'], `${path}: ${href}`).not.toContain(url.host);
      expect(text(/<p class="guide-start__note">[\s\S]*?<\/p>/.exec(html)?.[0] ?? ''), path).toBe(
        `将离开本站，在新窗口打开 ${url.host} 的办理系统。`,
      );
    }
  });

  it('the certificate of origin guide lists its legal bases by name and number', async () => {
    const html = text(await page('/service/commercial/origin'));
    expect(html).toContain('《中华人民共和国进出口货物原产地条例》');
    expect(html).toContain('国务院令第416号');
  });

  it('a form in the materials checklist links to its file on this site', async () => {
    const html = await page('/service/commercial/origin');
    expect(html).toMatch(/<a href="\/files\/[^"]+\.(docx|xlsx|pdf|doc)"[^>]*download/);
  });

  it('核验与查询 links the official verification systems on the guides they belong to', async () => {
    for (const path of ['/service/commercial/origin', '/service/commercial/certificate', '/service/commercial/apostille']) {
      const html = await page(path);
      expect(h2s(html), path).toContain('核验与查询');
      expect(html).toMatch(/id="guide-verify"[\s\S]*?<a href="https?:\/\/[^"]+" target="_blank"/);
    }
    if (offers('arbitration')) expect(h2s(await page('/service/arbitration'))).not.toContain('核验与查询');
  });

  it('the mobile guide shows the same sections', async () => {
    const html = await page('/m/service/legal/mediation');
    expect(h2s(html).filter((h) => SECTIONS.includes(h))).toEqual(SECTIONS);
  });
});

describe('importing guides', () => {
  const seed = () => structuredClone(loadSeedDocument(seedFiles)) as ContentDocument;
  const guideIndex = (doc: ContentDocument, id: string) => doc.releases!.findIndex((r) => r.id === id);

  it('the seed content validates, all eight guides complete', () => {
    expect(validateContent(seed())).toEqual([]);
  });

  it('a guide without 设定依据 is an error naming the guide and the section', () => {
    const doc = seed();
    const i = guideIndex(doc, '3001');
    delete doc.releases![i]!.basis;
    const problems = validateContent(doc);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.path).toBe(`releases[${i}].basis`);
    expect(problems[0]!.message).toContain('原产地证书办理指南');
    expect(problems[0]!.message).toContain('设定依据');
  });

  it('a guide holding placeholder text is an error naming the guide and the section', () => {
    const doc = seed();
    const guide = pageOf(OFFERED.at(-1)!.columnCode);
    const i = guideIndex(doc, guide.id);
    doc.releases![i]!.fees = { text: '待补充', basis: '《仲裁委员会仲裁收费办法》' };
    const problems = validateContent(doc);
    expect(problems.map((p) => p.path)).toEqual([`releases[${i}].fees.text`]);
    expect(problems[0]!.message).toContain(guide.title);
    expect(problems[0]!.message).toContain('收费标准');
  });

  it('an empty steps list, a relative start link and a malformed material are each reported', () => {
    const doc = seed();
    const i = guideIndex(doc, pageOf(CERTIFICATION.columnCode).id);
    const guide = doc.releases![i]!;
    guide.steps = [];
    guide.onlineUrl = '/apply';
    guide.materials = [{ name: '申请表', original: '扫描件' as never, copies: 0, note: '', formUrl: 'javascript:alert(1)' }];
    const paths = validateContent(doc).map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        `releases[${i}].steps`,
        `releases[${i}].onlineUrl`,
        `releases[${i}].materials[0].original`,
        `releases[${i}].materials[0].copies`,
        `releases[${i}].materials[0].formUrl`,
      ]),
    );
  });

  it('a release outside the service columns needs no sections', () => {
    const doc = seed();
    expect(doc.releases!.some((r) => r.columnId === '21' && r.scope === undefined)).toBe(true);
    expect(validateContent(doc)).toEqual([]);
  });
});

describe('the export journey', () => {
  // The journey's guides and their steps, by hand from issues 16 and 26: 海关备案与原产地账号 → 原产地/FTA →
  // 商事证明 → 领事/海牙 (origin 企业备案 was abolished on 2023-11-01, so step 1 no longer names it).
  const IN_JOURNEY = (
    [
      ['/service/commercial/origin', '第2步，共4步'],
      ['/service/commercial/fta', '第2步，共4步'],
      ['/service/commercial/certificate', '第3步，共4步'],
      ['/service/commercial/consular', '第4步，共4步'],
      ['/service/commercial/apostille', '第4步，共4步'],
      ['/service/commercial/ata', '辅助事项'],
    ] as Array<[path: string, place: string]>
  ).filter(([path]) => OFFERED.some((s) => s.path === path));

  it('/service/export-journey lists the four steps in order, each linking its guide', async () => {
    const html = await page('/service/export-journey');
    expect(headings(html)).toEqual(['出口办证一件事：从海关备案到文书认证']);
    const steps = [...html.matchAll(/<h3 class="journey-step__title">([\s\S]*?)<\/h3>/g)].map((m) => text(m[1]!));
    expect(steps.slice(0, 4)).toEqual(['海关备案与原产地证书账号', '原产地证书或优惠原产地证书', '商事证明书', '领事认证或海牙认证']);
    for (const path of [
      '/service/commercial/origin',
      '/service/commercial/fta',
      '/service/commercial/certificate',
      '/service/commercial/consular',
      '/service/commercial/apostille',
      '/service/commercial/ata',
    ].filter((p) => OFFERED.some((s) => s.path === p))) {
      expect(html, path).toContain(`href="${path}"`);
    }
    // Which destinations take an apostille and which consular legalisation.
    expect(text(html)).toMatch(/缔约方，如[^：]*日本/);
    expect(text(html)).toMatch(/不是公约缔约方，如[^：]*阿联酋/);
  });

  it('/m/service/export-journey is the mobile page, with mobile links', async () => {
    const html = await page('/m/service/export-journey');
    expect(html).toContain('href="/m/service/commercial/certificate"');
  });

  for (const [path, place] of IN_JOURNEY) {
    it(`${path} says where it sits in the journey and links the whole journey`, async () => {
      const html = await page(path);
      const nav = /<nav class="journey-nav"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
      expect(text(nav)).toContain(place);
      expect(nav).toContain('href="/service/export-journey"');
      expect(text(nav)).toContain('商事证明书');
    });
  }

  it('the certificate guide links the previous and the next step', async () => {
    const nav = /<nav class="journey-nav"[\s\S]*?<\/nav>/.exec(await page('/service/commercial/certificate'))?.[0] ?? '';
    const prev = /class="journey-nav__prev"[\s\S]*?<\/li>/.exec(nav)?.[0] ?? '';
    const next = /class="journey-nav__next"[\s\S]*?<\/li>/.exec(nav)?.[0] ?? '';
    expect(text(prev)).toContain('第2步');
    expect(prev).toContain('href="/service/commercial/origin"');
    expect(prev).toContain('href="/service/commercial/fta"');
    expect(text(next)).toContain('第4步');
    expect(next).toContain('href="/service/commercial/apostille"');
  });

  it('mediation and arbitration are not part of it', async () => {
    for (const path of OFFERED.filter((s) => !s.certification).map((s) => s.path))
      expect(await page(path), path).not.toContain('class="journey-nav"');
  });

  it('the home page services link it, and both site maps list it', async () => {
    expect(await page('/')).toContain('href="/service/export-journey"');
    expect(await page('/sitemap')).toContain('href="/service/export-journey"');
    const xml = await (await get('/sitemap.xml')).text();
    expect(xml).toMatch(/<loc>[^<]*\/service\/export-journey<\/loc>/);
  });
});
