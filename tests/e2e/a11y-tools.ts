// Shared steps for the 无障碍 toolbar's browser tests: a recorded speechSynthesis, and
// opening pages and the toolbar.

import { expect, type Page } from '@playwright/test';
import { hydrated } from './support.ts';

export const PC = { viewport: { width: 1366, height: 900 } };
export const PAGES = ['/', '/importantNews', '/detail/1001', '/service/commercial/ata'];
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export interface Spoken {
  text: string;
  lang: string;
  rate: number;
}
interface Recorder {
  spoken: Spoken[];
  actions: string[];
  finish(): void;
}

/** Replaces the Web Speech API with a recorder: every utterance and pause/resume/cancel call; `finish()` ends the current utterance. */
export function recordSpeech(page: Page, voices: Array<{ lang: string; name: string }>) {
  return page.addInitScript((list) => {
    class Utterance extends EventTarget {
      text: string;
      lang = '';
      rate = 1;
      voice: unknown = null;
      constructor(text: string) {
        super();
        this.text = text;
      }
    }
    let current: Utterance | null = null;
    const recorder = {
      spoken: [] as Spoken[],
      actions: [] as string[],
      finish() {
        const u = current;
        current = null;
        u?.dispatchEvent(new Event('end'));
      },
    };
    const synth = Object.assign(new EventTarget(), {
      speaking: false,
      paused: false,
      pending: false,
      getVoices: () => list.map((v) => ({ ...v, default: false, localService: true, voiceURI: v.name })),
      speak(u: Utterance) {
        recorder.spoken.push({ text: u.text, lang: u.lang, rate: u.rate });
        current = u;
      },
      cancel() {
        recorder.actions.push('cancel');
        current = null;
      },
      pause: () => recorder.actions.push('pause'),
      resume: () => recorder.actions.push('resume'),
    });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    (window as unknown as { __speech: typeof recorder }).__speech = recorder;
  }, voices);
}

export const MANDARIN = [{ lang: 'zh-CN', name: 'Mandarin (China)' }];
export const spoken = (page: Page) => page.evaluate(() => (window as unknown as { __speech: Recorder }).__speech.spoken);
export const actions = (page: Page) => page.evaluate(() => (window as unknown as { __speech: Recorder }).__speech.actions);
export const lastSpoken = async (page: Page) => (await spoken(page)).at(-1);

export async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

export const toolbar = (page: Page) => page.locator('#a11y-toolbar');
export const tool = (page: Page, name: string) => toolbar(page).getByRole('button', { name, exact: true });

export async function openToolbar(page: Page) {
  if (await toolbar(page).isVisible()) return;
  await page.getByRole('button', { name: '无障碍', exact: true }).click();
  await expect(toolbar(page)).toBeVisible();
}

/** Follows a link of the page itself (client-side navigation), to the given path. */
export async function navigate(page: Page, path: string) {
  await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
  const link = page.locator(`a[href="${path}"]`).first();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  await hydrated(page);
  expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same), 'client-side navigation').toBe(true);
}

export const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
