// A visitor's search keyword from the address bar (search, FAQ, listings, the exhibition
// country filter): trimmed, no keyword when blank, cut at 100 characters without ever
// splitting an emoji into half a character.

import { describe, expect, it } from 'vitest';
import { KEYWORD_MAX, readKeyword } from '../../../../app/lib/keyword.ts';

const at = (query: string) => new URL(`https://www.council.example/search?${query}`);

/** True when `s` holds a lone surrogate (half an emoji), which cannot be URL-encoded. */
const hasLoneSurrogate = (s: string) => /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s);

describe('readKeyword', () => {
  it('reads the keyword as typed, spaces around it trimmed, spaces inside kept', () => {
    expect(readKeyword(at('q=%20%20ATA+%E5%8D%95%E8%AF%81%E5%86%8C%20'))).toBe('ATA 单证册');
    expect(readKeyword(at('q=%E5%8E%9F%E4%BA%A7%E5%9C%B0%E8%AF%81%E4%B9%A6'))).toBe('原产地证书');
  });

  it('is no keyword when the parameter is missing, empty or only spaces (full-width ones too)', () => {
    expect(readKeyword(at('page=2'))).toBeUndefined();
    expect(readKeyword(at('q='))).toBeUndefined();
    expect(readKeyword(at('q=+++'))).toBeUndefined();
    expect(readKeyword(at('q=%E3%80%80%E3%80%80'))).toBeUndefined();
  });

  it('keeps a keyword of exactly 100 characters and cuts a longer one to its first 100', () => {
    const hundred = '贸'.repeat(KEYWORD_MAX);
    expect(KEYWORD_MAX).toBe(100);
    expect(readKeyword(at(`q=${encodeURIComponent(hundred)}`))).toBe(hundred);
    expect(readKeyword(at(`q=${encodeURIComponent(`${hundred}促会`)}`))).toBe(hundred);
  });

  it('counts an emoji as one character and never cuts one in half', () => {
    const typed = `${'展'.repeat(99)}😀😀`;
    const keyword = readKeyword(at(`q=${encodeURIComponent(typed)}`))!;
    expect(keyword).toBe(`${'展'.repeat(99)}😀`);
    expect(hasLoneSurrogate(keyword)).toBe(false);
    expect(() => encodeURIComponent(keyword)).not.toThrow();
  });

  it('reads another parameter when asked (the exhibition page’s country filter)', () => {
    const url = at('q=%E5%B1%95%E4%BC%9A&country=%20%E5%BE%B7%E5%9B%BD%20');
    expect(readKeyword(url, 'country')).toBe('德国');
    expect(readKeyword(at('q=%E5%B1%95%E4%BC%9A'), 'country')).toBeUndefined();
  });
});
