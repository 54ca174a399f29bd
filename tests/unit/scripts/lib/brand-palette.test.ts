// Every colour set derived from a council's brand colours keeps its text readable: the
// example's red and blue, and another council's blue with a light amber accent.

import { describe, expect, it } from 'vitest';
import { AA, BACKGROUNDS, contrast, derivePalette, ELDER, paletteCss } from '../../../../scripts/lib/brand-palette.ts';
import { SITE_IDENTITY as example } from '../../../../worker/site-identity.ts';

const PAIRS: Array<[string, string]> = [
  [example.colours.primary, example.colours.accent],
  ['#0B5394', '#F9A825'],
];
const MODES = [
  { mode: 'light', backgrounds: BACKGROUNDS.light, ratio: AA },
  { mode: 'dark', backgrounds: BACKGROUNDS.dark, ratio: AA },
  { mode: 'elder', backgrounds: BACKGROUNDS.light, ratio: ELDER },
  { mode: 'elderDark', backgrounds: BACKGROUNDS.dark, ratio: ELDER },
] as const;

describe.each(PAIRS)('the colour sets of %s and %s', (primary, accent) => {
  const palette = derivePalette(primary, accent);

  it.each(MODES)('$mode: brand text reads at its ratio on every background', ({ mode, backgrounds, ratio }) => {
    const set = palette[mode];
    for (const colour of [set.red, set.redDark, set.blue, set.blueDark])
      for (const bg of backgrounds) expect(contrast(colour, bg), `${colour} on ${bg}`).toBeGreaterThanOrEqual(ratio);
  });

  it.each(MODES)('$mode: white text reads on every fill, and hover is another colour', ({ mode, ratio }) => {
    const set = palette[mode];
    for (const fill of [set.fill, set.fillHover, set.fillBlue])
      expect(contrast('#ffffff', fill), `white on ${fill}`).toBeGreaterThanOrEqual(ratio);
    expect(set.fillHover).not.toBe(set.fill);
  });

  it('keeps a brand colour that already reads as it is', () => {
    if (contrast(primary, '#ffffff') >= AA && BACKGROUNDS.light.every((bg) => contrast(primary, bg) >= AA))
      expect(palette.light.red).toBe(primary.toLowerCase());
    else expect(palette.light.red).not.toBe(primary.toLowerCase());
  });

  it('writes every mode into the stylesheet', () => {
    const css = paletteCss(palette);
    for (const selector of [':root {', 'html.dark {', 'html.elder {', 'html.elder.dark {']) expect(css).toContain(selector);
    expect(css).toContain(`--fill: ${palette.elder.fill};`);
  });
});

it('moves a light accent until it reads: #F9A825 is too light for text on white', () => {
  expect(contrast('#F9A825', '#ffffff')).toBeLessThan(AA);
  expect(derivePalette('#0B5394', '#F9A825').light.blue).not.toBe('#f9a825');
});
