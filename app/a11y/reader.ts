// 语音阅读's controller, apart from React so that shortcuts and buttons drive the same state:
// finds the voice once, runs 指读 while the setting is on, and 连读 with pause, resume and
// stop. Its state (and the toolbar's requests: focus it, open 快速定位) is a small store.

import { getSettings, updateSettings } from './settings.ts';
import { mainBlocks, startIndex } from './blocks.ts';
import { startPointReading } from './point-read.ts';
import { createSpeaker, findVoice, hasSpeechSynthesis, type Speaker } from './speech.ts';

export const NO_VOICE_MESSAGE =
  '本浏览器没有中文（普通话）语音，无法朗读。请换用带中文语音的浏览器，或使用系统自带的读屏软件。';
/** Where the browser cannot speak at all: in WeChat, its menu opens the page in the phone's browser. */
export const NO_SPEECH_MESSAGE_WECHAT =
  '微信内置浏览器不支持语音朗读。请点击右上角“⋯”，选择“在浏览器中打开”，用手机自带的浏览器朗读本页；也可使用手机系统自带的读屏功能。';
export const NO_SPEECH_MESSAGE =
  '本浏览器不支持语音朗读。请用手机或电脑自带的浏览器（如 Safari、Chrome、Edge）打开本页再朗读，或使用系统自带的读屏功能。';

export interface ReaderState {
  /** 'unsupported': no speech synthesis at all, so 指读 and 连读 are off and say why. */
  voice: 'unknown' | 'ready' | 'none' | 'unsupported';
  /** 连读's state. */
  reading: 'idle' | 'reading' | 'paused';
  /** What the toolbar's status line says (a polite live region). */
  message: string;
  /** Bumped to ask the toolbar to take focus / to open 快速定位. */
  focusRequest: number;
  jumpRequest: number;
}

const CURRENT_BLOCK = 'a11y-reading-block';

let state: ReaderState = { voice: 'unknown', reading: 'idle', message: '', focusRequest: 0, jumpRequest: 0 };
const listeners = new Set<() => void>();
let speaker: Promise<Speaker | null> | undefined;
/** The same speaker once found: stop and pause act at once, before a late 'end' can start the next block. */
let ready: Speaker | null = null;
let stopPointing: (() => void) | undefined;
let currentBlock: HTMLElement | undefined;

export const getReaderState = (): ReaderState => state;

export function subscribeReader(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function set(patch: Partial<ReaderState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export const requestFocus = () => set({ focusRequest: state.focusRequest + 1 });
export const requestJump = () => set({ jumpRequest: state.jumpRequest + 1 });

/** The speaker, once the voice is known; null (and the toolbar says why) where there is none. */
function getSpeaker(): Promise<Speaker | null> {
  speaker ??= findVoice().then((voice) => {
    ready = voice ? createSpeaker(voice, getSettings().rate) : null;
    set({ voice: voice ? 'ready' : 'none' });
    return ready;
  });
  return speaker;
}

/** What to tell a visitor whose browser has no speech synthesis. */
function noSpeechMessage(): string {
  return /MicroMessenger/i.test(navigator.userAgent) ? NO_SPEECH_MESSAGE_WECHAT : NO_SPEECH_MESSAGE;
}

/**
 * Checked when the toolbar opens: a browser without speech synthesis gets 指读 and 连读
 * disabled and a message saying where the page can be read aloud, before anyone presses them.
 */
export function checkSpeechSupport(): void {
  if (hasSpeechSynthesis() || state.voice === 'unsupported') return;
  if (getSettings().point) updateSettings({ point: false });
  set({ voice: 'unsupported', message: noSpeechMessage() });
}

/** Without a voice the toolbar opens (if it was closed) to say so. */
function noVoice(): void {
  updateSettings({ bar: true, point: false });
  set({ message: hasSpeechSynthesis() ? NO_VOICE_MESSAGE : noSpeechMessage() });
}

function markBlock(el: HTMLElement | undefined): void {
  currentBlock?.classList.remove(CURRENT_BLOCK);
  currentBlock = el;
  if (!el) return;
  el.classList.add(CURRENT_BLOCK);
  el.scrollIntoView({ block: 'nearest' });
}

/** Keeps 指读 running while its setting is on (called on every settings change). */
export async function syncPointReading(): Promise<void> {
  if (!getSettings().point) {
    stopPointing?.();
    stopPointing = undefined;
    return;
  }
  if (stopPointing) return;
  const s = await getSpeaker();
  if (!s) return noVoice();
  if (!getSettings().point || stopPointing) return;
  stopPointing = startPointReading((text) => {
    // 指读 interrupts 连读: the visitor is pointing somewhere else.
    if (state.reading !== 'idle') stopReading();
    s.say(text);
  });
  set({ message: '指读已开启：鼠标指向或键盘聚焦的内容将被朗读。' });
}

export function setPointReading(on: boolean): void {
  if (!on) set({ message: '指读已关闭。' });
  updateSettings({ point: on });
}

export async function startReading(): Promise<void> {
  const s = await getSpeaker();
  if (!s) return noVoice();
  const blocks = mainBlocks();
  const from = startIndex(blocks);
  const rest = blocks.slice(from);
  if (rest.length === 0) return set({ message: '本页没有可朗读的正文。' });
  set({ reading: 'reading', message: from > 0 ? '正在从选中的段落起连读。' : '正在从正文开头连读。' });
  s.sequence(
    rest.map((b) => b.text),
    (i) => markBlock(rest[i]!.el),
    () => {
      markBlock(undefined);
      set({ reading: 'idle', message: '已读完本页正文。' });
    },
  );
}

export function stopReading(): void {
  if (state.reading === 'idle') return;
  ready?.stop();
  markBlock(undefined);
  set({ reading: 'idle', message: '已停止朗读。' });
}

export function togglePause(): void {
  if (state.reading === 'idle') return;
  if (state.reading === 'reading') {
    ready?.pause();
    set({ reading: 'paused', message: '已暂停，可继续朗读。' });
  } else {
    ready?.resume();
    set({ reading: 'reading', message: '继续朗读。' });
  }
}

export function toggleReading(): void {
  if (state.reading === 'idle') void startReading();
  else stopReading();
}

export function setRate(rate: number): void {
  updateSettings({ rate });
  ready?.setRate(rate);
}
