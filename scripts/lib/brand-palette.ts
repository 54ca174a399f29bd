// Every colour set of the site (light, dark, elder, elder dark) derived from a council's two
// brand colours: each colour is moved in lightness, hue kept, until it meets its contrast
// (WCAG 2.x) against every background it is read on. Pure: the build writes the stylesheet
// from it (scripts/vite/site-identity.ts) and its tests run over any pair of colours.

export type Rgb = readonly [number, number, number];

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

export function parseHex(hex: string): Rgb {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) throw new Error(`not a #rrggbb colour: ${JSON.stringify(hex)}`);
  const n = Number.parseInt(m[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function toHsl([r, g, b]: Rgb): [number, number, number] {
  const [rr, gg, bb] = [r / 255, g / 255, b / 255];
  const max = Math.max(rr, gg, bb);
  const min = Math.min(rr, gg, bb);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rr ? (gg - bb) / d + (gg < bb ? 6 : 0) : max === gg ? (bb - rr) / d + 2 : (rr - gg) / d + 4;
  return [h / 6, s, l];
}

function fromHsl(h: number, s: number, l: number): Rgb {
  if (s === 0) return [l * 255, l * 255, l * 255];
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const hue = (t: number) => {
    const x = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (x < 1 / 6) return p + (q - p) * 6 * x;
    if (x < 1 / 2) return q;
    if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
    return p;
  };
  return [hue(h + 1 / 3) * 255, hue(h) * 255, hue(h - 1 / 3) * 255];
}

/** The colour at `lightness` (0–1), its hue and saturation kept. */
function withLightness(hex: string, lightness: number): string {
  const [h, s] = toHsl(parseHex(hex));
  return toHex(fromHsl(h, s, Math.min(1, Math.max(0, lightness))));
}

/**
 * `hex`, or the nearest colour of its hue (darker or lighter, as `direction` says) whose contrast
 * with each of `against` is at least `ratio`; the colour itself when it already has it.
 */
export function fitContrast(
  hex: string,
  against: readonly string[],
  ratio: number,
  direction: 'darker' | 'lighter',
): string {
  const meets = (c: string) => against.every((bg) => contrast(c, bg) >= ratio);
  const start = toHex(parseHex(hex));
  if (meets(start)) return start;
  let l = toHsl(parseHex(start))[2];
  for (let i = 0; i < 200; i += 1) {
    l += direction === 'darker' ? -0.005 : 0.005;
    const c = withLightness(start, l);
    if (meets(c)) return c;
  }
  return direction === 'darker' ? '#000000' : '#ffffff';
}

/** The backgrounds of each mode (app/styles/app.css): what brand-coloured text is read on. */
export const BACKGROUNDS = {
  light: ['#ffffff', '#f5f6f8', '#f4f1ec'],
  dark: ['#16181c', '#1e2126', '#24221f'],
} as const;

/** WCAG's AA contrast for text, and the 7:1 the elder-friendly mode keeps (适老化, WCAG 1.4.6). */
export const AA = 4.5;
export const ELDER = 7;

export interface ModeColours {
  /** Primary as text and links. */
  red: string;
  redDark: string;
  /** Accent as text and links. */
  blue: string;
  blueDark: string;
  /** Fills carrying white text: the primary's, its hover, the accent's. */
  fill: string;
  fillHover: string;
  fillBlue: string;
}

export interface Palette {
  light: ModeColours;
  dark: ModeColours;
  elder: ModeColours;
  elderDark: ModeColours;
}

const WHITE = ['#ffffff'];

/** How far a hover or "-dark" shade moves in lightness (0–1). */
const STEP = 0.08;
const shift = (hex: string, by: number) => withLightness(hex, toHsl(parseHex(hex))[2] + by);

/** Every mode's colours from the two brand colours. */
export function derivePalette(primary: string, accent: string): Palette {
  const set = (text: readonly string[], ratio: number, direction: 'darker' | 'lighter', fillRatio: number) => {
    const red = fitContrast(primary, text, ratio, direction);
    const blue = fitContrast(accent, text, ratio, direction);
    const fill = fitContrast(primary, WHITE, fillRatio, 'darker');
    // The "-dark" shades and the hover fill are a visible step further from the background.
    const further = (c: string) => fitContrast(shift(c, direction === 'darker' ? -STEP : STEP), text, ratio, direction);
    return {
      red,
      redDark: further(red),
      blue,
      blueDark: further(blue),
      fill,
      fillHover: fitContrast(shift(fill, -STEP), WHITE, fillRatio, 'darker'),
      fillBlue: fitContrast(accent, WHITE, fillRatio, 'darker'),
    };
  };
  return {
    light: set(BACKGROUNDS.light, AA, 'darker', AA),
    dark: set(BACKGROUNDS.dark, AA, 'lighter', AA),
    elder: set(BACKGROUNDS.light, ELDER, 'darker', ELDER),
    elderDark: set(BACKGROUNDS.dark, ELDER, 'lighter', ELDER),
  };
}

const vars = (m: ModeColours) =>
  [
    `--red: ${m.red};`,
    `--red-dark: ${m.redDark};`,
    `--blue: ${m.blue};`,
    `--blue-dark: ${m.blueDark};`,
    `--fill: ${m.fill};`,
    `--fill-hover: ${m.fillHover};`,
    `--fill-blue: ${m.fillBlue};`,
  ].join(' ');

/** The elder mode's large pointer over links and buttons, in the primary's fill. */
const elderPointer = (fill: string) =>
  `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='48' height='48' viewBox='0 0 24 24'%3E%3Cpath d='M3 2l15 11h-7l4 8-3 1.5-4-8.2L3 19z' fill='${encodeURIComponent(fill)}' stroke='%23fff' stroke-width='1.2' stroke-linejoin='round'/%3E%3C/svg%3E") 6 4, pointer`;

/** The brand stylesheet: the custom properties app/styles/app.css reads, per mode. */
export function paletteCss(p: Palette): string {
  return [
    "/* Generated from the site identity's brand colours (scripts/lib/brand-palette.ts). */",
    `:root { ${vars(p.light)} }`,
    `html.dark { ${vars(p.dark)} }`,
    `html.elder { ${vars(p.elder)} }`,
    `html.elder.dark { ${vars(p.elderDark)} }`,
    `html.elder :is(a, button, summary, select) { cursor: ${elderPointer(p.light.fill)}; }`,
    '',
  ].join('\n');
}
