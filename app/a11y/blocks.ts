// 连读's reading order: the page's main content as blocks of text (headings, paragraphs, list
// items, table cells…) in document order, from the top or from the block holding the
// visitor's selection; and 快速定位's sections (the page's regions and headings).

import { cleanText } from './describe.ts';

const BLOCKS = 'h1, h2, h3, h4, h5, h6, p, li, dt, dd, th, td, caption, figcaption, blockquote, summary';

export interface Block {
  el: HTMLElement;
  text: string;
}

function shown(el: Element): boolean {
  return el.getClientRects().length > 0 || el.closest('.visually-hidden') !== null;
}

/** The text blocks of the main content; a block that holds other blocks is read through them. */
export function mainBlocks(root: HTMLElement = document.getElementById('main') ?? document.body): Block[] {
  return (
    [...root.querySelectorAll<HTMLElement>(BLOCKS)]
      // Navigation inside the main area (breadcrumbs, side menu, contents) is not the text.
      .filter((el) => shown(el) && !el.querySelector(BLOCKS) && !el.closest('nav'))
      .map((el) => ({ el, text: cleanText(el.innerText || el.textContent || '') }))
      .filter((b) => b.text)
  );
}

/** Where 连读 starts: the block holding the selection (or focus) if it is in the main content, else the first. */
export function startIndex(blocks: Block[]): number {
  const anchor = window.getSelection()?.anchorNode ?? null;
  const from = anchor && !window.getSelection()?.isCollapsed ? anchor : document.activeElement;
  if (!from) return 0;
  const i = blocks.findIndex((b) => b.el.contains(from));
  return Math.max(0, i);
}

export interface Section {
  label: string;
  el: HTMLElement;
}

/** 快速定位: the header and menu, the main content and its headings, the footer. */
export function pageSections(): Section[] {
  const sections: Section[] = [];
  const add = (label: string, el: Element | null) => {
    if (el instanceof HTMLElement && el.getClientRects().length > 0) sections.push({ label, el });
  };
  add('主导航', document.querySelector('nav.main-nav, .site-header nav, .m-header'));
  add('正文开始', document.querySelector('main h1') ?? document.getElementById('main'));
  for (const h of document.querySelectorAll<HTMLElement>('main h2')) {
    const label = cleanText(h.innerText || '');
    if (label) add(label, h);
  }
  add('页脚（联系方式）', document.querySelector('.site-footer'));
  return sections;
}

/** Scrolls to a section and moves focus there, so the next Tab continues from it. */
export function goTo(el: HTMLElement): void {
  if (!el.matches('a[href], button, input, select, textarea, summary, [tabindex]')) el.setAttribute('tabindex', '-1');
  el.scrollIntoView({ block: 'start' });
  el.focus({ preventScroll: true });
}
