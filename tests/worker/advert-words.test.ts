// Adverts say what they say in HTML: their words over pictures that carry none (read aloud,
// found, audited, checked), on the PC and phone home pages and in elder mode's list; the
// words lead where they say; the home page's journey strip names the journey's own steps.

import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { get, text } from './helpers/request.ts';

const pictures: Record<string, string> = import.meta.glob('../../public/images/ads/*.svg', {
  query: '?raw',
  import: 'default',
  eager: true,
});

interface AdRow {
  id: number;
  title: string;
  subTitle: string | null;
  linkUrl: string | null;
  position: string;
}

const adverts = async (position: string) =>
  (
    await env.DB.prepare(
      'SELECT id, title, sub_title AS subTitle, link_url AS linkUrl, position FROM advertising WHERE position = ? ORDER BY order_num',
    )
      .bind(position)
      .all<AdRow>()
  ).results;

/** The text of each `.advert` link on a page, with where it leads. */
function advertLinks(html: string): Array<{ href: string; words: string; alt: string }> {
  return [...html.matchAll(/<a[^>]*href="([^"]+)"[^>]*class="advert"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => ({
    href: m[1] ?? '',
    words: text(m[2] ?? ''),
    alt: /<img[^>]*alt="([^"]*)"/.exec(m[2] ?? '')?.[1] ?? 'none',
  }));
}

describe('advert words', () => {
  it('no advert picture carries drawn text', () => {
    expect(Object.keys(pictures).length).toBeGreaterThan(5);
    for (const [file, svg] of Object.entries(pictures)) expect(svg, file).not.toMatch(/<text\b|<tspan\b/);
  });

  it.each([
    ['/', 'home-banner'],
    ['/m', 'mobile-banner'],
  ])('%s shows every %s advert’s words as text over a wordless picture', async (path, position) => {
    const html = await (await get(path)).text();
    const shown = advertLinks(html);
    // The banners and the first middle advert (the home page shows one).
    const ads = [...(await adverts(position)), ...(await adverts('home-middle')).slice(0, 1)];
    expect(ads.length).toBeGreaterThan(1);
    for (const ad of ads) {
      const link = shown.find((s) => s.words.startsWith(ad.title));
      expect(link, ad.title).toBeDefined();
      if (ad.subTitle) expect(link!.words).toContain(ad.subTitle);
      expect(link!.alt).toBe('');
      expect(link!.href).toBe(path === '/m' ? `/m${ad.linkUrl}` : ad.linkUrl);
    }
    // Elder mode's plain list says the same words.
    const list = text(/<nav class="ad-links"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '');
    for (const ad of ads) {
      expect(list).toContain(ad.title);
      if (ad.subTitle) expect(list).toContain(ad.subTitle);
    }
  });

  it('the banner for RCEP and other preferential certificates leads to the FTA guide', async () => {
    const html = await (await get('/')).text();
    const rcep = advertLinks(html).find((a) => a.words.includes('RCEP'));
    expect(rcep?.href).toBe('/service/commercial/fta');
  });

  it('nothing in the adverts offers the abolished origin filing, or a call that has closed', async () => {
    const all = (
      await env.DB.prepare('SELECT title, sub_title AS subTitle, end_time AS endTime FROM advertising').all<
        AdRow & { endTime: string | null }
      >()
    ).results;
    for (const ad of all) {
      expect(`${ad.title}${ad.subTitle ?? ''}`).not.toMatch(/备案/);
      if (ad.endTime) expect(ad.endTime >= '2026-11-26').toBe(true);
    }
  });
});

describe('the home page’s export-journey strip', () => {
  it('names the journey’s own steps, in order', async () => {
    const journey = await env.DB.prepare('SELECT journey FROM releases WHERE journey IS NOT NULL').first<{ journey: string }>();
    const steps = (JSON.parse(journey!.journey) as { steps: Array<{ title: string }> }).steps.map((s) => s.title);
    for (const path of ['/', '/m']) {
      const html = await (await get(path)).text();
      const strip = text(/<a[^>]*class="journey-promo__link"[^>]*>([\s\S]*?)<\/a>/.exec(html)?.[1] ?? '');
      expect(strip, path).toContain(steps.join(' → '));
      expect(strip).not.toContain('企业备案');
    }
  });
});
