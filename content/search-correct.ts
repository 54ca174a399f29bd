// Typo and homophone correction for site search (issue 22). Visitors type Chinese with
// pinyin input methods, so a wrong character usually sounds like the right one (原产地正 for
// 原产地证, 单正册, 领事人证): a stretch of the query that reads, in toneless pinyin, like a
// term of the site's vocabulary (service names, guide titles, synonyms, hot words) but is
// written otherwise is replaced by that term. Readings come from pinyin-pro (worker only:
// the app never imports this module); decision 0018 records its cost.

import { fold } from './segment.ts';

type Pinyin = typeof import('pinyin-pro').pinyin;
/** pinyin-pro, loaded with the first vocabulary: ~40 ms to evaluate, so never at start-up. */
let pinyin: Pinyin | undefined;

const HAN = /^\p{Script=Han}$/u;

/** Toneless readings of one character (every reading of a polyphone: 调 tiao, diao). */
const known = new Map<string, readonly string[]>();

export function readings(ch: string): readonly string[] {
  let r = known.get(ch);
  if (r === undefined) {
    r = HAN.test(ch) && pinyin ? [...new Set(pinyin(ch, { toneType: 'none', type: 'array', multiple: true }))] : [ch];
    // Bounded: a visitor's keyword may bring any character.
    if (known.size < 8192) known.set(ch, r);
  }
  return r;
}

interface VocabularyTerm {
  text: string;
  chars: readonly string[];
  han: number;
}

/**
 * How a query character stands to a term's character: the same, same-sounding, another Han
 * character (a slip), or not a slip at all (a space, a letter: 原产地证 材料 is no 原产地证书).
 */
function likeness(typed: string, term: string): 'same' | 'sound' | 'other' | 'no' {
  if (typed === term) return 'same';
  if (!HAN.test(typed) || !HAN.test(term)) return 'no';
  const a = readings(typed);
  return readings(term).some((r) => a.includes(r)) ? 'sound' : 'other';
}

let segmenter: Intl.Segmenter | undefined;
const icu = () => (segmenter ??= new Intl.Segmenter('zh-CN', { granularity: 'word' }));

/** ICU takes the stretch for one word of its own: 实现 is meant, not a typo of 时限. */
function isWord(text: string): boolean {
  const parts = [...icu().segment(text)];
  return parts.length === 1 && parts[0]!.isWordLike === true;
}

/** Where ICU's words of the text begin and end, in characters (code points). */
function wordEdges(chars: readonly string[]): Set<number> {
  const edges = new Set([0, chars.length]);
  let unit = 0;
  const at = new Map<number, number>();
  chars.forEach((c, i) => {
    at.set(unit, i);
    unit += c.length;
  });
  for (const s of icu().segment(chars.join(''))) {
    edges.add(at.get(s.index) ?? chars.length);
    edges.add(at.get(s.index + s.segment.length) ?? chars.length);
  }
  return edges;
}

/** The site's words as a visitor might mistype them; built once per vocabulary. */
export class Vocabulary {
  /** Terms by every reading of their first character, longest first. */
  private readonly byFirst = new Map<string, VocabularyTerm[]>();

  /** A vocabulary of these words, once pinyin-pro is loaded (a dynamic import: its own chunk). */
  static async of(words: Iterable<string>): Promise<Vocabulary> {
    pinyin ??= (await import('pinyin-pro')).pinyin;
    return new Vocabulary(words);
  }

  private constructor(words: Iterable<string>) {
    const seen = new Set<string>();
    for (const w of words) {
      const text = fold(w).replace(/\s+/g, ' ').trim();
      const chars = [...text];
      const han = chars.filter((c) => HAN.test(c)).length;
      // Only terms with two Han characters or more: Latin words are not typed by sound.
      if (han < 2 || seen.has(text)) continue;
      seen.add(text);
      const term = { text, chars, han };
      for (const r of readings(chars[0]!)) this.byFirst.set(r, [...(this.byFirst.get(r) ?? []), term]);
    }
    for (const list of this.byFirst.values()) list.sort((a, b) => b.chars.length - a.chars.length);
  }

  /**
   * The keyword with every stretch that sounds like a vocabulary term, with at least one
   * character as typed, written as that term; null when nothing changes. A two-character stretch that is a word of its own stays.
   * `sure`: every stretch changed is three characters or more (背对被证书: surely a slip;
   * 压金 might be meant), so search may prefer it even when the typed words find something.
   */
  correct(keyword: string): { text: string; sure: boolean } | null {
    const typed = [...keyword];
    const chars = [...fold(keyword)];
    // fold() keeps lengths, so the visitor's own characters stay where nothing changes; Han
    // characters are written as folded, so that a slip typed in traditional characters reads
    // in the site's simplified ones (原產地正書 → 原产地证书, not 原產地证書).
    const own = typed.length === chars.length ? typed.map((c, i) => (HAN.test(c) ? chars[i]! : c)) : chars;
    let edges: Set<number> | undefined;
    // A slip must not cut one of the visitor's own words (原产地标准 is not 原产地证 + 准).
    const whole = (from: number, to: number) => {
      edges ??= wordEdges(chars);
      return edges.has(from) && edges.has(to);
    };
    let out = '';
    let changed = false;
    let sure = true;
    for (let i = 0; i < chars.length; ) {
      const found = this.match(chars, i, whole);
      if (!found) {
        out += own[i]!;
        i++;
        continue;
      }
      let slip = false;
      found.chars.forEach((c, k) => {
        const same = chars[i + k] === c;
        slip ||= !same;
        out += same ? own[i + k]! : c;
      });
      if (slip) {
        changed = true;
        sure &&= found.chars.length >= 3;
      }
      i += found.chars.length;
    }
    return changed ? { text: out, sure } : null;
  }

  /** The longest term found at `at`: typed exactly, or else as a correctable slip. */
  private match(
    chars: readonly string[],
    at: number,
    whole: (from: number, to: number) => boolean,
  ): VocabularyTerm | undefined {
    const lists = readings(chars[at]!).map((r) => this.byFirst.get(r) ?? []);
    const candidates =
      lists.length === 1 ? lists[0]! : [...new Set(lists.flat())].sort((a, b) => b.chars.length - a.chars.length);
    let slip: VocabularyTerm | undefined;
    for (const term of candidates) {
      if (slip && term.chars.length < slip.chars.length) break;
      if (at + term.chars.length > chars.length) continue;
      // 背靠背证书 is a term as typed, though it is one slip from 背对背证书.
      if (term.chars.every((c, k) => c === chars[at + k])) return term;
      if (!slip && this.fits(chars, at, term, whole)) slip = term;
    }
    return slip;
  }

  private fits(
    chars: readonly string[],
    at: number,
    term: VocabularyTerm,
    whole: (from: number, to: number) => boolean,
  ): boolean {
    let sound = 0;
    for (let k = 0; k < term.chars.length; k++) {
      const how = likeness(chars[at + k]!, term.chars[k]!);
      // Only same-sounding slips: 原产地证明 and 原产地争议 stay (a character of another
      // sound is more often another word than a slip).
      if (how === 'no' || how === 'other') return false;
      if (how === 'sound') sound++;
    }
    if (sound === 0) return true;
    // At least one character as typed: 仲才 may be 仲裁, but 众才 is nothing of ours.
    if (sound >= term.han) return false;
    if (term.chars.length === 2 && isWord(chars.slice(at, at + 2).join(''))) return false;
    return whole(at, at + term.chars.length);
  }
}
