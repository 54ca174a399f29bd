// content:publish of every kind of record an editor changes day to day (issue 28), on the real
// D1 and worker: an activity, a fair with its new theme, a FAQ with its new type and the synonym
// that targets it, a form, an advert, a hot word and a column each show where a visitor looks
// (their page, the home page, search) after one publish, and go again on removal; a renamed
// theme or FAQ type is found under its new name; what does not fit the content there is
// refused, naming the record, and loads nothing.

import { env } from 'cloudflare:workers';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { loadSeedDocument } from '../../content/seed.ts';
import { forgetGeneration } from '../../worker/content/generation.ts';
import { activity, advert, fair, faq, faqType, form, hotWord, oneOfEachKind, theme } from '../fixtures/publish-sample.ts';
import { generation, publish, restore, searchHits } from './helpers/publish.ts';
import { get } from './helpers/request.ts';
import { CERTIFICATION, offers, pageOf } from './helpers/council.ts';
import { SERVICES } from '../../app/domain/services.ts';

/** The guide of the sample FAQ's service. */
const FAQ_GUIDE = SERVICES.find((s) => s.code === faqType.serviceCode)!.path;

const seed = loadSeedDocument(import.meta.glob('../../content/seed/*.json', { eager: true, import: 'default' }));
const columnOf = (code: string) => seed.columns!.find((c) => c.columnCode === code)!;
const page = async (path: string) => {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  return res.text();
};
const ids = (hits: { id: string }[]) => hits.map((h) => h.id);

beforeEach(() => forgetGeneration());
afterAll(() => restore(seed));

describe('publishing every kind of record', { timeout: 120_000 }, () => {
  it('shows an activity, a fair with its theme, a FAQ with its type and synonym, a form, an advert and a hot word', async () => {
    const before = await generation();
    // With a release, ten lists in one file.
    const problems = await publish(oneOfEachKind());
    expect(problems).toEqual([]);
    // One publish, one generation (decision 0029).
    expect(await generation()).toBeGreaterThan(before!);

    expect(await page('/detail/9001?type=activity')).toContain(activity.title);
    expect(await page('/service/trade/activity')).toContain(activity.title);
    const home = await page('/');
    expect(home).toContain(activity.title); // the next activity to come
    expect(home).toContain(advert.title);
    expect(home).toContain(hotWord.word);
    expect(ids(await searchHits('海关预裁定实务专场辅导', 'activity'))).toContain('9001');

    const fairs = await page('/service/exhibition?theme=90');
    expect(fairs).toContain(theme.themeName);
    expect(fairs).toContain(fair.exhibitionName);
    expect(ids(await searchHits('特隆赫姆海洋渔业装备', 'exhibition'))).toContain('9201');

    // Its service's FAQ page and guide show it, where the council offers that service (ATA carnets in the example).
    if (offers(faqType.serviceCode)) {
      expect(await page(`/service/commercial/components/problem?service=${faqType.serviceCode}&q=${encodeURIComponent('转卖')}`)).toContain(
        faq.question,
      );
      expect(await page(FAQ_GUIDE)).toContain(faq.question);
    }
    expect(ids(await searchHits('展品转卖给境外买家', 'faq'))).toContain('9301');
    // The synonym's words find the FAQ it targets, though its text never says them.
    expect(ids(await searchHits('展后销售', 'faq'))).toContain('9301');

    expect(await page('/service/commercial')).toContain(form.catalogueName);
    expect(ids(await searchHits('展品暂准进口情况说明模板', 'form'))).toContain('901');
  });

  it('finds the fairs of a renamed theme and the questions of a renamed FAQ type under the new names', async () => {
    expect(
      await publish({
        version: 1,
        exhibitionThemes: [{ ...theme, themeName: '冷链仓储物流' }],
        authQuTypes: [{ ...faqType, typeName: '临时进境物品核销' }],
        replace: { exhibitionThemes: [theme.id], authQuTypes: [faqType.id] },
      }),
    ).toEqual([]);
    expect(ids(await searchHits('冷链仓储物流', 'exhibition'))).toContain('9201');
    expect(ids(await searchHits('临时进境物品核销', 'faq'))).toContain('9301');
    // Written again, not twice.
    expect(ids(await searchHits('特隆赫姆海洋渔业装备', 'exhibition')).filter((id) => id === '9201')).toHaveLength(1);
  });

  it('finds a service’s guide by the words of a synonym published for it', async () => {
    // The example's words for ATA carnets, published for whichever certification guide the council offers.
    const guide = pageOf(CERTIFICATION.columnCode).id;
    const words = { id: '902', word: '展会通关本', variants: ['参展通关本'], target: `service:${CERTIFICATION.code}` };
    expect(await publish({ version: 1, synonyms: [words] })).toEqual([]);
    expect(ids(await searchHits('参展通关本', 'guide'))).toContain(guide);
    // Indexed with the guide, as an import indexes a target's words (not only matched at query time).
    const indexed = await env.DB.prepare(
      "SELECT i.title FROM search_index i JOIN search_docs d ON d.id = i.rowid WHERE d.type = 'guide' AND d.ref_id = ?",
    )
      .bind(guide)
      .first<string>('title');
    expect(indexed).toContain('关本');
  });

  it('replaces a record in place, its search document held once', async () => {
    const title = `${activity.title}（延期）`;
    expect(await publish({ version: 1, activities: [{ ...activity, title }], replace: { activities: [activity.id] } })).toEqual([]);
    expect(await page('/detail/9001?type=activity')).toContain(title);
    expect(ids(await searchHits('海关预裁定实务专场辅导', 'activity')).filter((id) => id === '9001')).toHaveLength(1);
  });

  it('adds a column with its first article, and renames a column, in one publish', async () => {
    const column = { id: '95', columnPid: '0', columnCode: 'TEST-PUB', columnName: '涉外法律服务动态', columnType: 'list', orderNum: 95 };
    const news = { id: '9501', columnId: '95', title: '涉外法律服务中心正式揭牌运行', releaseTime: '2026-11-20 09:00:00' };
    const yw = columnOf('YW');
    expect(
      await publish({
        version: 1,
        columns: [column, { ...yw, columnName: '贸促要闻（新）' }],
        releases: [news],
        replace: { columns: [yw.id] },
      }),
    ).toEqual([]);
    expect(await page('/column/95')).toContain(news.title);
    expect(await page('/importantNews')).toContain('贸促要闻（新）');
  });

  it('refuses what does not fit the content there, naming each record, and loads nothing', async () => {
    const before = await generation();
    const problems = await publish({
      version: 1,
      activities: [{ ...activity, id: '9002', columnId: columnOf('YW').id }],
      exhibitions: [{ ...fair, id: '9202', themeId: '999' }],
      authQus: [{ ...faq, id: '9302', typeId: '999' }],
      columns: [{ ...columnOf('YW'), columnType: 'page' }],
      replace: { columns: [columnOf('YW').id] },
      remove: { exhibitionThemes: ['90'], authQus: ['9301'], columns: ['95'], activities: ['9999'] },
    });
    expect(problems.map((p) => p.path).sort()).toEqual(
      [
        'activities[0].columnId',
        'authQus[0].typeId',
        'columns[0].columnType',
        'exhibitions[0].themeId',
        'remove.activities[0]',
        'remove.authQus[0]',
        'remove.columns[0]',
        'remove.exhibitionThemes[0]',
      ].sort(),
    );
    const say = (path: string) => problems.find((p) => p.path === path)?.message;
    expect(say('activities[0].columnId')).toMatch(/没有列出活动的页面.*活动预告/);
    expect(say('remove.exhibitionThemes[0]')).toContain('仍被 1 条本次不改动的 exhibitions 记录（themeId）引用');
    expect(say('remove.authQus[0]')).toContain('仍被 1 条本次不改动的 synonyms 记录（target）引用');
    expect(say('remove.columns[0]')).toContain('仍被 1 条本次不改动的 releases 记录（columnId）引用');
    expect(say('columns[0].columnType')).toMatch(/下还有 \d+ 条信息或活动/);
    expect(await generation()).toBe(before);
    expect((await get('/detail/9002?type=activity')).status).toBe(404);
  });

  it('answers a file that is no publish with what is wrong, reading nothing it names', async () => {
    expect(await publish(null as never)).toEqual([{ path: 'document', message: '须是 JSON 对象 { "version": 1, … }' }]);
    expect(await publish([] as never)).toEqual([{ path: 'document', message: '须是 JSON 对象 { "version": 1, … }' }]);
  });

  it('removes records with what names them in one publish: off their pages and out of search', async () => {
    expect(
      await publish({
        version: 1,
        remove: {
          activities: ['9001'],
          exhibitions: ['9201'],
          exhibitionThemes: ['90'],
          synonyms: ['901', '902'],
          authQus: ['9301'],
          authQuTypes: ['90'],
          catalogue: ['901'],
          advertising: ['901'],
          hotWords: ['901'],
          releases: ['9501'],
          columns: ['95'],
        },
      }),
    ).toEqual([]);
    // Withdrawn, not unknown: its page says so (410; decision 0108).
    expect((await get('/detail/9001?type=activity')).status).toBe(410);
    const home = await page('/');
    for (const gone of [activity.title, advert.title, hotWord.word]) expect(home).not.toContain(gone);
    expect(await page('/service/exhibition')).not.toContain(fair.exhibitionName);
    if (offers(faqType.serviceCode)) expect(await page(FAQ_GUIDE)).not.toContain(faq.question);
    expect((await get('/column/95')).status).toBe(404);
    for (const [keyword, type] of [
      ['海关预裁定实务专场辅导', 'activity'],
      ['特隆赫姆海洋渔业装备', 'exhibition'],
      ['展品转卖给境外买家', 'faq'],
      ['展品暂准进口情况说明模板', 'form'],
    ] as const) {
      expect(await searchHits(keyword, type), keyword).toEqual([]);
    }
  });
});
