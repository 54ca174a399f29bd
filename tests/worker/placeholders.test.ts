// requirements §2: an item without a picture gets one of the six placeholders, picked from its id:
// the server's choice is the client's (hydration keeps it) and items differ from each other.

import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { placeholderFor } from '../../app/components/picture.tsx';
import { get } from './helpers/request.ts';

/** The home page's exhibition cards: the card's title and the src of its picture. */
function exhibitionCards(html: string): Array<{ name: string; src: string }> {
  const section = html.slice(html.indexOf('id="home-exhibitions"'));
  return [...section.matchAll(/<li class="card"><img[^>]*src="([^"]+)"[\s\S]*?<h3 class="card__title">(?:<a[^>]*>)?([^<]+)</g)].map(
    (m) => ({
      src: m[1]!,
      name: m[2]!,
    }),
  );
}

describe('placeholders for missing pictures', () => {
  beforeAll(async () => {
    // The council has not uploaded any exhibition covers yet.
    await env.DB.prepare('UPDATE exhibitions SET cover_image = NULL').run();
  });

  it('the home page gives each exhibition without a cover the placeholder its id picks, not always the first', async () => {
    const html = await (await get('/')).text();
    const rows = await env.DB.prepare('SELECT id, exhibition_name AS name FROM exhibitions').all<{ id: number; name: string }>();
    const idByName = new Map(rows.results.map((r) => [r.name, r.id]));
    const cards = exhibitionCards(html);
    expect(cards.length).toBeGreaterThan(1);
    for (const card of cards) {
      expect(card.src).toMatch(/^\/placeholders\/placeholder-[1-6]\.svg$/);
      expect(card.src).toBe(placeholderFor(idByName.get(card.name)!));
    }
    expect(new Set(cards.map((c) => c.src)).size).toBeGreaterThan(1);
  });

  it('the same id always picks the same placeholder and ids spread over all six', () => {
    expect(placeholderFor(3305)).toBe(placeholderFor('3305'));
    const used = new Set(Array.from({ length: 60 }, (_, i) => placeholderFor(3000 + i)));
    expect(used.size).toBe(6);
  });
});
