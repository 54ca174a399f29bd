// Fairs a visitor can act on (issue 35): with fairs whose deadlines are set relative to today,
// the fairs page (PC and phone) opens with one open for registration, every card states its
// status and deadline, every filter combination keeps all the chosen filters and lists only
// what they choose, past fairs are one click away, and the home block links each fair.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExhibitionRecord } from '../../content/schema.ts';
import { loadSeedDocument } from '../../content/seed.ts';
import { SUBMIT_SHORT } from '../../app/domain/fairs.ts';
import { beijingMinute, beijingToday } from '../../app/lib/dates.ts';
import { validateContent } from '../../content/validate.ts';
import { restore } from './helpers/publish.ts';
import { get, text } from './helpers/request.ts';

const seed = loadSeedDocument(import.meta.glob('../../content/seed/*.json', { eager: true, import: 'default' }));
const today = beijingToday();

/** The Beijing time of day `minutes` from now, kept within today (`HH:mm`). */
function clockIn(minutes: number): string {
  const [h, m] = beijingMinute().slice(11).split(':').map(Number) as [number, number];
  const at = Math.min(Math.max(h * 60 + m + minutes, 0), 23 * 60 + 59);
  return `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`;
}
/** Today's closing time still to come (an hour from now) and one just past (a minute ago). */
const LATER = clockIn(60);
const EARLIER = clockIn(-1);

/** `today` moved by `days` (yyyy-MM-dd). */
function day(days: number): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const fair = (id: string, themeId: string, country: string, deadline: number | null, start: number, length = 3): ExhibitionRecord => ({
  id,
  themeId,
  exhibitionName: `测试展会${id}`,
  country,
  city: '某市',
  startDate: day(start),
  endDate: day(start + length),
  ...(deadline === null ? {} : { registrationDeadline: day(deadline) }),
  content: '<p>组团安排。</p>',
});

// Listed by id in the seed order on purpose: the page must order them itself.
const FAIRS: ExhibitionRecord[] = [
  fair('801', '1', '德国', -90, -40), // ended
  fair('802', '1', '德国', -1, 30), // closed yesterday, still to come
  fair('803', '2', '日本', 20, 90), // open, deadline in 20 days
  { ...fair('804', '2', '德国', 0, 60), registrationCloseTime: LATER }, // open, closes today within the hour: the soonest
  fair('805', '1', '日本', null, 3), // no deadline of its own: open until the day before it starts
  fair('806', '2', '日本', -200, -150), // ended
  fair('807', '1', '德国', -5, 5), // closed, starts soon
  // Its deadline is today, but its closing time passed a minute ago: closed, not open till midnight.
  {
    ...fair('808', '1', '日本', 0, 45),
    registrationCloseTime: EARLIER,
    submitBy: 'post',
    submitTo: '世纪大道188号贸促大厦展览部',
  },
];

/** The cards of a fairs page: id, status, deadline text. */
function cards(html: string) {
  return [...html.matchAll(/<li id="fair-(\d+)" class="exhibition[^"]*" data-status="(\w+)">([\s\S]*?)<\/li>/g)].map((m) => ({
    id: m[1]!,
    status: m[2]!,
    text: text(m[3]!),
  }));
}

/**
 * The value each filter shows as chosen: the form's controls, and the theme as the current
 * link of the theme row (the form keeps it in a hidden field, so filtering again keeps it).
 */
function chosen(html: string): Record<string, string> {
  const form = /<form[^>]*class="filter-bar"[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
  const out: Record<string, string> = {};
  for (const m of form.matchAll(/<select name="(\w+)"[^>]*>([\s\S]*?)<\/select>/g)) {
    out[m[1]!] = /<option value="([^"]*)" selected=""/.exec(m[2]!)?.[1] ?? '';
  }
  const kept = /<input type="hidden" name="theme" value="([^"]*)"/.exec(form)?.[1] ?? '';
  const row = /<nav class="tag-filter"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  const current = /<a[^>]*class="tag tag--current"[^>]*>/.exec(row)?.[0] ?? '';
  const linked = /href="[^"]*[?&](?:amp;)?theme=(\w+)/.exec(current)?.[1] ?? '';
  expect(kept, 'the theme the form keeps is the theme link marked current').toBe(linked);
  out.theme = kept;
  return out;
}

beforeAll(async () => {
  await restore({ ...seed, exhibitions: FAIRS });
});

afterAll(async () => {
  await restore(seed);
});

describe.each(['', '/m'])('the fairs page%s', (prefix) => {
  it('opens with fairs open for registration, soonest deadline first, then those still to come; no ended fair', async () => {
    const html = await (await get(`${prefix}/service/exhibition`)).text();
    const list = cards(html);
    expect(list.map((c) => c.id)).toEqual(['804', '805', '803', '807', '802', '808']);
    expect(list[0]!.status).toBe('open');
    expect(list.map((c) => c.status)).toEqual(['open', 'open', 'open', 'closed', 'closed', 'closed']);
  });

  it('every card states its status and deadline', async () => {
    for (const status of ['', 'ended', 'all']) {
      const html = await (await get(`${prefix}/service/exhibition${status ? `?status=${status}` : ''}`)).text();
      const list = cards(html);
      expect(list.length).toBeGreaterThan(0);
      for (const c of list) {
        expect(c.text).toMatch(/^(报名中|已截止|已结束)报名截止：\d{4}年\d{1,2}月\d{1,2}日/);
        const label = { open: '报名中', closed: '已截止', ended: '已结束' }[c.status];
        expect(c.text.startsWith(label!), c.text).toBe(true);
      }
    }
    const all = cards(await (await get(`${prefix}/service/exhibition?status=all`)).text());
    expect(all.find((c) => c.id === '804')!.text).toMatch(/今天(\d{2}:\d{2})?截止/);
    // A fair with no deadline of its own closes the day before it starts.
    expect(all.find((c) => c.id === '805')!.text).toContain(`报名截止：${longDate(day(2))}`);
  });

  it('a fair that closes at a time of day says when, in words and as a machine-readable time', async () => {
    const html = await (await get(`${prefix}/service/exhibition?status=all`)).text();
    const closing = FAIRS.find((f) => f.registrationCloseTime)!;
    const card = cards(html).find((c) => c.id === closing.id)!;
    expect(card.text).toContain(`报名截止：${longDate(closing.registrationDeadline!)} ${closing.registrationCloseTime}`);
    expect(card.text).toContain(`今天${closing.registrationCloseTime}截止`);
    expect(html).toContain(`<time dateTime="${closing.registrationDeadline}T${closing.registrationCloseTime}+08:00"`);
    // A fair without one closes at the end of its deadline day: no time is claimed.
    const other = cards(html).find((c) => c.id === '803')!;
    expect(other.text).toMatch(/报名截止：\d{4}年\d{1,2}月\d{1,2}日（/);
  });

  it('a fair whose closing time has passed today is closed, and every open fair says how to send its form', async () => {
    const html = await (await get(`${prefix}/service/exhibition?status=all`)).text();
    const list = cards(html);
    expect(list.find((c) => c.id === '808')!.status).toBe('closed');
    for (const c of list.filter((c) => c.status === 'open'))
      expect(c.text, c.id).toMatch(/报名表报送：(发送电子邮件至|邮寄或送达|在线填报)/);
    // A closed fair no longer asks for forms.
    expect(list.find((c) => c.id === '808')!.text).not.toContain('报名表报送');
  });

  it('past fairs are one click away, newest first', async () => {
    const html = await (await get(`${prefix}/service/exhibition`)).text();
    expect(html).toMatch(/<a[^>]*href="[^"]*\?status=ended"[^>]*>往届展会/);
    const past = cards(await (await get(`${prefix}/service/exhibition?status=ended`)).text());
    expect(past.map((c) => [c.id, c.status])).toEqual([
      ['801', 'ended'],
      ['806', 'ended'],
    ]);
  });

  it('every combination of status, theme, country, year and month keeps all chosen filters and lists only what they choose', async () => {
    const year = day(60).slice(0, 4);
    const month = String(Number(day(60).slice(5, 7)));
    const options = { status: 'open', theme: '2', country: '德国', year, month } as const;
    const names = Object.keys(options) as Array<keyof typeof options>;
    for (let mask = 1; mask < 1 << names.length; mask++) {
      const picked = names.filter((_, i) => mask & (1 << i));
      const query = new URLSearchParams(picked.map((n) => [n, options[n]]));
      const html = await (await get(`${prefix}/service/exhibition?${query}`)).text();
      const shown = chosen(html);
      for (const n of names) expect(shown[n], `${query}: ${n}`).toBe(picked.includes(n) ? options[n] : '');
      // Each theme link keeps every other chosen filter.
      for (const m of html.matchAll(/<nav class="tag-filter"[\s\S]*?<\/nav>/g)) {
        for (const href of m[0].matchAll(/href="([^"]*)"/g)) {
          const params = new URL(href[1]!.replaceAll('&amp;', '&'), 'http://x').searchParams;
          for (const n of picked) if (n !== 'theme') expect(params.get(n), `${query}: ${href[1]}`).toBe(options[n]);
        }
      }
      for (const c of cards(html)) {
        const f = FAIRS.find((x) => x.id === c.id)!;
        if (picked.includes('status')) expect(c.status).toBe('open');
        if (picked.includes('theme')) expect(f.themeId).toBe('2');
        if (picked.includes('country')) expect(f.country).toBe('德国');
        if (picked.includes('year')) expect(f.startDate.slice(0, 4)).toBe(year);
        if (picked.includes('month')) expect(Number(f.startDate.slice(5, 7))).toBe(Number(month));
      }
    }
    // 31 page renders: on a machine shared with other builds they can pass the default 5 s.
  }, 30_000);

  it('one fair by `?fair=` shows its arrangements open', async () => {
    const html = await (await get(`${prefix}/service/exhibition?fair=803`)).text();
    expect(cards(html).map((c) => c.id)).toEqual(['803']);
    expect(html).toMatch(/<details open="">/);
  });
});

describe('the home page’s fair block', () => {
  it.each(['/', '/m'])('%s shows fairs still to come, open ones first, each linking to its details', async (path) => {
    const html = await (await get(path)).text();
    const block = /<section[^>]*aria-labelledby="home-exhibitions"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    const links = [...block.matchAll(/href="([^"]*\/service\/exhibition\?fair=(\d+))"/g)].map((m) => m[2]);
    expect(links).toEqual(['804', '805', '803', '807']);
    expect(text(block)).toContain('报名中');
    expect(text(block)).toContain(`报名截止 ${today} ${LATER}`);
    // An open fair says how its form goes (no target given: the department's mailbox, by e-mail).
    expect(text(block)).toContain(`报名截止 ${today} ${LATER} · ${SUBMIT_SHORT.email}`);
  });
});

describe('listExhibition’s status filter', () => {
  it('needs the day it is judged on, and names its values', async () => {
    const bad = async (query: string) => ((await (await get(`/api/cn/listExhibition?${query}`)).json()) as { code: number }).code;
    expect(await bad('status=open')).toBe(400);
    expect(await bad(`status=soon&params%5Btoday%5D=${today}`)).toBe(400);
    expect(await bad(`status=open&params%5Btoday%5D=tomorrow`)).toBe(400);
    const time = beijingMinute().slice(11);
    const ok = (await (await get(`/api/cn/listExhibition?status=open&params%5Btoday%5D=${today}&params%5Btime%5D=${time}`)).json()) as {
      rows: { id: string; registrationDeadline: string | null; registrationCloseTime: string | null }[];
    };
    expect(ok.rows.map((r) => r.id)).toEqual(['804', '805', '803']);
    expect(ok.rows[0]!.registrationDeadline).toBe(today);
    expect(ok.rows[0]!.registrationCloseTime).toBe(LATER);
  });
});

describe('listExhibition’s status at a minute of the day', () => {
  it('counts a fair open until its closing time and closed from that minute', async () => {
    const ids = async (time: string) => {
      const query = new URLSearchParams({ status: 'open', 'params[today]': today, 'params[time]': time });
      const body = (await (await get(`/api/cn/listExhibition?${query}`)).json()) as { rows: { id: string }[] };
      return body.rows.map((r) => r.id);
    };
    const closing = FAIRS.find((f) => f.id === '808')!;
    const [h, m] = closing.registrationCloseTime!.split(':').map(Number) as [number, number];
    const minuteBefore = h * 60 + m - 1;
    if (minuteBefore >= 0) {
      const before = `${String(Math.floor(minuteBefore / 60)).padStart(2, '0')}:${String(minuteBefore % 60).padStart(2, '0')}`;
      expect(await ids(before)).toContain('808');
    }
    expect(await ids(closing.registrationCloseTime!)).not.toContain('808');
    const bad = (await (await get(`/api/cn/listExhibition?status=open&params%5Btoday%5D=${today}&params%5Btime%5D=25:00`)).json()) as {
      code: number;
    };
    expect(bad.code).toBe(400);
  });
});

describe('a fair’s submission channel in the import', () => {
  it('refuses a target that does not fit the channel, naming the field', () => {
    const base = { ...FAIRS[2]!, id: '809' };
    const problems = (fair: ExhibitionRecord) =>
      validateContent({ exhibitionThemes: seed.exhibitionThemes, exhibitions: [fair] }).map((p) => `${p.path}: ${p.message}`);
    expect(problems({ ...base, submitBy: 'email', submitTo: '{{fact:email.exhibition}}' })).toEqual([]);
    expect(problems({ ...base, submitBy: 'online', submitTo: 'https://example.org/register' })).toEqual([]);
    expect(problems({ ...base, submitBy: 'online', submitTo: '{{fact:email.exhibition}}' })).toEqual([
      expect.stringMatching(/^exhibitions\[0\]\.submitTo: submitBy 为 online 时，须是在线表单的 https:\/\/ 网址/),
    ]);
    expect(problems({ ...base, submitBy: 'email', submitTo: '本会展览部' })).toEqual([
      expect.stringMatching(/^exhibitions\[0\]\.submitTo: submitBy 为 email 时，须是邮箱的事实引用/),
    ]);
    expect(problems({ ...base, submitBy: 'post', submitTo: 'https://example.org/' })).toEqual([
      expect.stringMatching(/^exhibitions\[0\]\.submitTo: submitBy 为 post 时，须是邮寄地址/),
    ]);
  });
});

describe('the page cache', () => {
  it('keeps a fairs page per Beijing day, so no cached copy outlives the statuses it shows', async () => {
    const { pageCacheKey } = await import('../../worker/ssr/page-cache.ts');
    const url = new URL('http://site.test/service/exhibition');
    const monday = new Date('2026-11-30T15:59:00Z'); // 23:59 in Beijing
    const tuesday = new Date('2026-11-30T16:00:00Z'); // 00:00 the next day
    expect(pageCacheKey(url, monday)).not.toBe(pageCacheKey(url, tuesday));
    const other = new URL('http://site.test/aboutUs');
    expect(pageCacheKey(other, monday)).toBe(pageCacheKey(other, tuesday));
  });
});

function longDate(iso: string): string {
  return `${Number(iso.slice(0, 4))}年${Number(iso.slice(5, 7))}月${Number(iso.slice(8, 10))}日`;
}
