// What 指读 and 连读 say for an element: its text, and for a control its role first (链接,
// 按钮…), as a screen reader would, from the same accessible name (aria-label, alt, text).

/** Controls and what 指读 calls them. */
const ROLES: ReadonlyArray<[selector: string, role: string]> = [
  ['a[href]', '链接'],
  ['button, summary, [role="button"], input[type="button"], input[type="submit"]', '按钮'],
  ['select', '下拉列表'],
  ['input, textarea', '输入框'],
  ['img[alt]:not([alt=""])', '图片'],
  ['h1, h2, h3, h4, h5, h6', '标题'],
];

/** Elements 指读 reads as a whole: a control, or the smallest block of text around the pointer. */
export const READABLE =
  'a[href], button, summary, [role="button"], select, input, textarea, img[alt]:not([alt=""]), h1, h2, h3, h4, h5, h6, p, li, dt, dd, th, td, caption, figcaption, blockquote, label, legend';

/** Symbols drawn for the eye (arrows, play/pause glyphs) that a voice would spell out. */
const DECORATION = /[›‹»«▶❚✓×→←↑↓·•]/g;

export function cleanText(text: string): string {
  return text.replace(DECORATION, ' ').replace(/\s+/g, ' ').trim();
}

function labelOf(el: HTMLElement): string {
  const labelledBy = el.getAttribute('aria-labelledby');
  if (labelledBy) {
    const text = labelledBy
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    if (text.trim()) return text;
  }
  const aria = el.getAttribute('aria-label');
  if (aria) return aria;
  if (el instanceof HTMLImageElement) return el.alt;
  if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) {
    const label = el.labels?.[0]?.textContent ?? el.getAttribute('placeholder') ?? '';
    const value = el instanceof HTMLSelectElement ? (el.selectedOptions[0]?.textContent ?? '') : el.value;
    return `${label} ${value}`;
  }
  // innerText leaves out what CSS hides; visually hidden text (a screen reader's) stays in.
  const text = el.innerText || el.textContent || '';
  if (text.trim()) return text;
  // A link or button drawn as a picture says its picture's text.
  return [...el.querySelectorAll('img[alt]')].map((img) => (img as HTMLImageElement).alt).join(' ');
}

/** What to say for an element: "链接，贸促要闻"; null when it has nothing to say. */
export function describe(el: HTMLElement): string | null {
  const role = ROLES.find(([selector]) => el.matches(selector))?.[1];
  const name = cleanText(labelOf(el)).slice(0, 400);
  if (!name) return null;
  return role ? `${role}，${name}` : name;
}

/** The element 指读 reads for an event target: the nearest control, else the nearest block of text. */
export function readableTarget(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest<HTMLElement>('a[href], button, summary, [role="button"], select, input, textarea');
  return control ?? target.closest<HTMLElement>(READABLE);
}
