// 指读: reads the element under the pointer (after the pointer rests on it briefly, so
// sweeping across the page does not chatter) or the element that receives keyboard focus
// at once, and outlines it while it is read.

import { describe, readableTarget } from './describe.ts';

/** How long the pointer rests on an element before it is read. */
const HOVER_DELAY_MS = 300;
const MARK = 'a11y-reading';

export function startPointReading(say: (text: string) => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last: HTMLElement | null = null;
  const read = (el: HTMLElement | null) => {
    if (!el || el === last) return;
    const text = describe(el);
    if (!text) return;
    last?.classList.remove(MARK);
    last = el;
    el.classList.add(MARK);
    say(text);
  };
  const onOver = (event: PointerEvent) => {
    clearTimeout(timer);
    const el = readableTarget(event.target);
    timer = setTimeout(() => read(el), HOVER_DELAY_MS);
  };
  const onFocus = (event: FocusEvent) => {
    clearTimeout(timer);
    read(readableTarget(event.target));
  };
  // Leaving an element lets it be read again when the pointer comes back.
  const onOut = (event: PointerEvent) => {
    if (last && !last.contains(event.relatedTarget as Node | null)) {
      last.classList.remove(MARK);
      last = null;
    }
  };
  document.addEventListener('pointerover', onOver);
  document.addEventListener('pointerout', onOut);
  document.addEventListener('focusin', onFocus);
  return () => {
    clearTimeout(timer);
    last?.classList.remove(MARK);
    document.removeEventListener('pointerover', onOver);
    document.removeEventListener('pointerout', onOut);
    document.removeEventListener('focusin', onFocus);
  };
}
