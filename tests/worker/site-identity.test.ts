// The council's identity folder (sites/<SITE>/site.json) reaches what visitors and their
// apps read: the header's name, subtitle and emblem, the titles' suffix, og:site_name, the
// theme colour, the calendar's PRODID and event UIDs. Values come from the identity, so the
// test holds for whichever council is configured.

import { describe, expect, it } from 'vitest';
import { SITE_IDENTITY as IDENTITY } from '../../worker/site-identity.ts';
import { get, text } from './helpers/request.ts';

describe('the identity folder', () => {
  it('names the council in the PC header, its subtitle, the title and og:site_name', async () => {
    const html = await (await get('/importantNews')).text();
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    expect(text(header)).toContain(IDENTITY.name);
    expect(text(header)).toContain(IDENTITY.subtitle);
    expect(header).toContain(`viewBox="${IDENTITY.emblem.viewBox}"`);
    expect(text(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toMatch(new RegExp(`${IDENTITY.shortName}$`));
    expect(html).toContain(`<meta property="og:site_name" content="${IDENTITY.name}"`);
  });

  it('colours the browser’s bar with the brand’s fill', async () => {
    const html = await (await get('/')).text();
    expect(html).toContain(`<meta name="theme-color" content="${IDENTITY.themeColour}"/>`);
  });

  it('makes the calendar’s PRODID and every event’s UID', async () => {
    const ics = await (await get('/feeds/activities.ics')).text();
    expect(ics).toContain(`PRODID:${IDENTITY.calendar.prodid}\r\n`);
    const uids = [...ics.matchAll(/^UID:(.+)\r$/gm)].map((m) => m[1]!);
    expect(uids.length).toBeGreaterThan(0);
    for (const uid of uids) expect(uid.endsWith(`@${IDENTITY.calendar.uidDomain}`), uid).toBe(true);
  });
});
