// fold() compares text as search does (content/segment.ts): NFKC, lower case and traditional
// characters as simplified, code unit for code unit. Its fast paths (runs of characters that fold to themselves, each
// character's fold remembered) must give exactly what folding each character alone gives,
// in the runtime that runs it (workerd's ICU here).

import { describe, expect, it } from 'vitest';
import { fold } from '../../../content/segment.ts';
import { toSimplified } from '../../../content/traditional.ts';

/** fold() as written first: every code point normalised on its own, then simplified. */
function reference(text: string): string {
  let out = '';
  for (const ch of text) {
    const f = ch.normalize('NFKC').toLowerCase();
    out += toSimplified(f.length === ch.length ? f : ch.toLowerCase().length === ch.length ? ch.toLowerCase() : ch);
  }
  return out;
}

describe('fold', () => {
  // Every code point (1.1 million) against the reference: ~2 s alone, 6–8 s on a busy shared machine.
  it('folds every code point as the reference does, alone and among ASCII and Han text, and once for all', { timeout: 30_000 }, () => {
    const misses: string[] = [];
    for (let from = 0; from <= 0x10ffff; from += 0x1000) {
      let chunk = '';
      for (let cp = from; cp < from + 0x1000; cp++) {
        const ch = String.fromCodePoint(cp);
        chunk += `${ch}A中${ch}`;
        if (fold(ch) !== reference(ch) && misses.length < 10) misses.push(cp.toString(16));
      }
      const folded = fold(chunk);
      if (folded !== reference(chunk)) misses.push(`chunk ${from.toString(16)}`);
      // Folding twice changes nothing (薴 → 苧 → 苎 goes to the end at once).
      if (fold(folded) !== folded) misses.push(`twice ${from.toString(16)}`);
    }
    expect(misses).toEqual([]);
  });

  it('keeps lengths and offsets: full width and capitals fold in place, lone surrogates stay', () => {
    expect(fold('ＡＴＡ单证册 Carnet，２０２６')).toBe('ata单证册 carnet,2026');
    expect(fold('İstanbul Ⅸ ﬁ')).toBe(reference('İstanbul Ⅸ ﬁ'));
    expect(fold('a\ud800b\udc00')).toBe('a\ud800b\udc00');
    expect(fold('')).toBe('');
  });

  it('folds traditional characters to simplified in place, amid simplified, ASCII and full-width text', () => {
    const text = '澳門ATA單證冊（Carnet）和原产地證書，貿促會ＨＫ會員 2026年展覽';
    const folded = fold(text);
    expect(folded).toBe('澳门ata单证册(carnet)和原产地证书,贸促会hk会员 2026年展览');
    expect(folded.length).toBe(text.length);
    // An offset found in the folded text cuts the same stretch out of the original.
    for (const word of ['单证册', '原产地证书', '贸促会', '会员', '展览', 'carnet']) {
      const at = folded.indexOf(word);
      expect(at, word).toBeGreaterThanOrEqual(0);
      expect(fold(text.slice(at, at + word.length))).toBe(word);
    }
    expect(text.slice(folded.indexOf('原产地证书'), folded.indexOf('原产地证书') + 5)).toBe('原产地證書');
  });

  it('folds Hong Kong variant forms too and leaves simplified characters alone', () => {
    expect(fold('綫上申請，衞生證書，説明')).toBe('线上申请,卫生证书,说明');
    // Simplified characters that a variant table would turn into others stay (吃, 台, 才, 么).
    expect(fold('吃台才什么著')).toBe('吃台才什么著');
    expect(fold('薴苧於是後來臺灣裡面麵條')).toBe('苎苎于是后来台湾里面面条');
  });
});
