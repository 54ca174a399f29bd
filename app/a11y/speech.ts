// 语音阅读's voice: the browser's Web Speech API (speechSynthesis) with a Mandarin voice, so
// nothing leaves the visitor's machine and no third-party script is needed. Where the browser
// has no Chinese voice, findVoice says so and the toolbar tells the visitor instead of
// failing silently.

/** BCP 47 tag of every utterance. */
export const SPEECH_LANG = 'zh-CN';
/** How long to wait for the voice list (Chromium fills it asynchronously, then fires voiceschanged). */
const VOICE_WAIT_MS = 1500;

const MANDARIN = /^(zh|cmn)([-_](CN|Hans|SG))?\b/i;

function pickVoice(): SpeechSynthesisVoice | null {
  const voices = window.speechSynthesis.getVoices();
  return (
    voices.find((v) => v.lang.replace('_', '-').toLowerCase() === 'zh-cn') ??
    voices.find((v) => MANDARIN.test(v.lang)) ??
    null
  );
}

/** Whether the browser has speech synthesis at all (WeChat's in-app browser, for one, has none). */
export function hasSpeechSynthesis(): boolean {
  return 'speechSynthesis' in window && !!window.speechSynthesis && typeof SpeechSynthesisUtterance !== 'undefined';
}

/** The browser's Mandarin voice, or null when it has none (or no speech synthesis at all). */
export function findVoice(): Promise<SpeechSynthesisVoice | null> {
  if (!hasSpeechSynthesis()) return Promise.resolve(null);
  const now = pickVoice();
  if (now) return Promise.resolve(now);
  return new Promise((resolve) => {
    const synth = window.speechSynthesis;
    const done = () => {
      clearTimeout(timer);
      synth.removeEventListener('voiceschanged', done);
      resolve(pickVoice());
    };
    const timer = setTimeout(done, VOICE_WAIT_MS);
    synth.addEventListener('voiceschanged', done);
  });
}

export interface Speaker {
  /** 指读: says one text at once, cutting off whatever was being said. */
  say(text: string): void;
  /** 连读: says the texts one after another; onBlock(i) as each starts, onDone at the end (not after stop). */
  sequence(texts: string[], onBlock: (index: number) => void, onDone: () => void): void;
  pause(): void;
  resume(): void;
  stop(): void;
  setRate(rate: number): void;
}

export function createSpeaker(voice: SpeechSynthesisVoice, initialRate: number): Speaker {
  const synth = window.speechSynthesis;
  let rate = initialRate;
  // Bumped by every say/sequence/stop: a cancelled utterance's late 'end' is then ignored.
  let run = 0;
  const utter = (text: string) => {
    const u = new SpeechSynthesisUtterance(text);
    u.lang = SPEECH_LANG;
    u.voice = voice;
    u.rate = rate;
    return u;
  };
  return {
    say(text) {
      run++;
      synth.cancel();
      synth.speak(utter(text));
    },
    sequence(texts, onBlock, onDone) {
      const mine = ++run;
      synth.cancel();
      // One utterance per block, the next on 'end': long utterances stop midway in some
      // browsers, and the page can show which block is being read.
      const next = (i: number) => {
        if (mine !== run) return;
        if (i >= texts.length) {
          onDone();
          return;
        }
        const u = utter(texts[i]!);
        u.addEventListener('end', () => next(i + 1));
        u.addEventListener('error', () => next(i + 1));
        onBlock(i);
        synth.speak(u);
      };
      next(0);
    },
    pause: () => synth.pause(),
    resume: () => synth.resume(),
    stop() {
      run++;
      synth.cancel();
    },
    setRate(value) {
      rate = value;
    },
  };
}
