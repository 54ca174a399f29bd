// The parts a page hydrates later (decision 0088) are in the server's HTML in place, from the
// first render of a fresh isolate on: complete Suspense boundaries, no fallback, and none of
// React's inline scripts that would move content in (the CSP would refuse them).

import { describe, expect, it } from 'vitest';
import { get } from './helpers/request.ts';

/** Inline scripts but the document's own (the pre-paint script and data blocks): React's would be among them. */
const otherInlineScripts = (html: string) =>
  [...html.matchAll(/<script\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/\ssrc=|id="prepaint"|type="application\/(ld\+)?json"/.test(tag));

describe('parts hydrated later', () => {
  // The FTA guide first: its parts' modules have not been loaded in this isolate yet.
  it.each([
    ['/service/commercial/fta', ['id="guide-agreements"', 'class="journey-nav"', 'class="related-column"']],
    ['/m/service/commercial/fta', ['id="guide-agreements"', 'class="journey-nav"', 'class="related-column"']],
    ['/importantNews', []],
  ])('%s holds them in place, with the footer', async (path, parts) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const part of [...parts, 'class="site-footer"']) expect(html, part).toContain(part);
    // Complete boundaries only: `<!--$?-->` is one still pending, `<!--$!-->` one left to the browser.
    expect(html).toContain('<!--$-->');
    expect(html).not.toMatch(/<!--\$[?!]-->/);
    expect(html).not.toContain('<template');
    expect(otherInlineScripts(html)).toEqual([]);
  });
});
