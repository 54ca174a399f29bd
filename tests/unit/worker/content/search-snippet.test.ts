// Search hits as the visitor reads them (requirements §11, the search page): the title and a snippet cut from
// the article's own text around the first match, everything escaped, and <mark> around the
// matches and nowhere else. Needles arrive folded (lower case, NFKC), as the query makes them.

import { describe, expect, it } from 'vitest';
import { escapeHtml, markTerms, onlyMarks, snippet } from '../../../../worker/content/search-snippet.ts';

/** Every tag in `html`: only <mark> and </mark> may appear. */
const tags = (html: string) => html.match(/<[^>]*>/g) ?? [];
/** The visible text: marks removed, entities decoded. */
const visible = (html: string) =>
  html
    .replace(/<\/?mark>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
const hasLoneSurrogate = (s: string) => /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s);

describe('markTerms (titles)', () => {
  it('marks every occurrence of the keyword', () => {
    expect(markTerms('原产地证书办理指南：原产地规则', ['原产地'])).toBe('<mark>原产地</mark>证书办理指南：<mark>原产地</mark>规则');
  });

  it('marks the text as the article wrote it: full-width or capital letters found by a folded needle', () => {
    expect(markTerms('ＡＴＡ单证册与Ata Carnet', ['ata'])).toBe('<mark>ＡＴＡ</mark>单证册与<mark>Ata</mark> Carnet');
  });

  it('does not mark a Latin keyword inside a longer word', () => {
    expect(markTerms('Data 与 ATA 单证册', ['ata'])).toBe('Data 与 <mark>ATA</mark> 单证册');
  });

  it('merges overlapping matches of several needles into one mark, never nested', () => {
    expect(markTerms('申请原产地证书', ['原产地', '产地证'])).toBe('申请<mark>原产地证</mark>书');
  });

  it('escapes markup in the title, marks only around the match', () => {
    const html = markTerms('<img src=x onerror=alert(1)> "RCEP" 原产地 & \'规则\'', ['rcep']);
    expect(html).toBe('&lt;img src=x onerror=alert(1)&gt; &quot;<mark>RCEP</mark>&quot; 原产地 &amp; &#39;规则&#39;');
    expect(tags(html)).toEqual(['<mark>', '</mark>']);
  });

  it('with nothing to mark, is the escaped text', () => {
    expect(markTerms('<b>展览服务</b>', ['仲裁'])).toBe('&lt;b&gt;展览服务&lt;/b&gt;');
    expect(markTerms('展览服务', [''])).toBe('展览服务');
  });
});

describe('snippet (bodies)', () => {
  it('a short body is shown whole, without ellipses', () => {
    expect(snippet('企业可在线申请原产地证书。', ['原产地'])).toBe('企业可在线申请<mark>原产地</mark>证书。');
  });

  it('cuts about 110 characters around the first match, a quarter of them before it, with ellipses', () => {
    const body = `${'甲'.repeat(200)}原产地证书${'乙'.repeat(200)}`;
    const html = snippet(body, ['原产地']);
    expect(html).toBe(`…${'甲'.repeat(27)}<mark>原产地</mark>证书${'乙'.repeat(78)}…`);
    expect(visible(html)).toBe(`…${body.slice(173, 283)}…`);
  });

  it('a match near the end still shows a full-length snippet, ending where the body ends', () => {
    const body = `${'甲'.repeat(300)}原产地`;
    expect(snippet(body, ['原产地'])).toBe(`…${'甲'.repeat(107)}<mark>原产地</mark>`);
  });

  it('without a match, shows the beginning of the body', () => {
    const body = '乙'.repeat(300);
    expect(snippet(body, ['仲裁'])).toBe(`${'乙'.repeat(110)}…`);
    expect(snippet(body, ['仲裁'], 20)).toBe(`${'乙'.repeat(20)}…`);
  });

  it('is cut from the original text: escaped markup and the article’s own spelling', () => {
    const body = `${'前'.repeat(60)}<script>alert("x")</script>ＡＴＡ单证册${'后'.repeat(100)}`;
    const html = snippet(body, ['ata']);
    expect(tags(html)).toEqual(['<mark>', '</mark>']);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<mark>ＡＴＡ</mark>单证册');
    expect(visible(html).replace(/…/g, '')).toBe(body.slice(60, 170));
  });

  it('never cuts an emoji in half at either end', () => {
    const body = `${'😀'.repeat(100)}原产地${'乙'.repeat(200)}`;
    const html = snippet(body, ['原产地']);
    expect(hasLoneSurrogate(html)).toBe(false);
    expect(html.startsWith('…😀')).toBe(true);
    const tail = `甲${'🎉'.repeat(100)}`;
    const cut = snippet(tail, ['仲裁']);
    expect(hasLoneSurrogate(cut)).toBe(false);
    expect(cut).toBe(`甲${'🎉'.repeat(54)}…`);
  });
});

// The snippet looks for the first match in a growing head of a long body (256 code units,
// then four times more): a match anywhere, or across the head's end, is found all the same.
describe('snippet of a long body', () => {
  it('finds a match far into the body', () => {
    const body = `${'甲'.repeat(1500)}原产地证书${'乙'.repeat(500)}`;
    expect(snippet(body, ['原产地'])).toBe(`…${'甲'.repeat(27)}<mark>原产地</mark>证书${'乙'.repeat(78)}…`);
  });

  it('prefers an earlier match that runs across the end of the head to a later one', () => {
    const body = `${'甲'.repeat(254)}原产地${'乙'.repeat(100)}仲裁${'丙'.repeat(300)}`;
    expect(snippet(body, ['仲裁', '原产地'])).toBe(`…${'甲'.repeat(27)}<mark>原产地</mark>${'乙'.repeat(80)}…`);
  });

  it('starts at a long match across the end of the head, not at a shorter one inside it', () => {
    // "of" (252) lies inside the head, "certificate of origin" (240–261) runs past its end.
    const body = `${'甲'.repeat(240)}certificate of origin${'乙'.repeat(300)}`;
    expect(snippet(body, ['certificate of origin', 'of'])).toBe(`…${'甲'.repeat(27)}<mark>certificate of origin</mark>${'乙'.repeat(62)}…`);
  });

  it('does not take a Latin needle at the end of the head for a match when a letter follows it', () => {
    // "ata" ends the head at 256 but is part of "atax": the match is the "ATA" further on.
    const body = `${'甲'.repeat(253)}atax${'乙'.repeat(100)}ATA${'丙'.repeat(300)}`;
    expect(snippet(body, ['ata'])).toBe(`…${'乙'.repeat(27)}<mark>ATA</mark>${'丙'.repeat(80)}…`);
  });

  it('finds a match whose surrogate pair the end of the head would cut in half', () => {
    // 𐐀 (U+10400, two code units at 255 and 256) folds to its small letter 𐐨.
    const body = `${'甲'.repeat(255)}𐐀${'乙'.repeat(300)}`;
    expect(snippet(body, ['𐐨'])).toBe(`…${'甲'.repeat(27)}<mark>𐐀</mark>${'乙'.repeat(81)}…`);
  });
});

describe('onlyMarks (defence in depth)', () => {
  it('keeps bare <mark> and </mark>, turns any other markup or quote into text', () => {
    expect(onlyMarks('<mark>原产地</mark>证书<img src=x onerror=alert(1)>"\'')).toBe(
      '<mark>原产地</mark>证书&lt;img src=x onerror=alert(1)&gt;&quot;&#39;',
    );
    expect(onlyMarks('<mark class="x">ATA</mark>')).toBe('&lt;mark class=&quot;x&quot;&gt;ATA</mark>');
    expect(onlyMarks('<MARK>ATA</MARK>')).toBe('&lt;MARK&gt;ATA&lt;/MARK&gt;');
  });

  it('leaves what markTerms wrote unchanged', () => {
    const html = markTerms('<b>"RCEP"</b> 原产地规则', ['rcep', '原产地']);
    expect(onlyMarks(html)).toBe(html);
  });

  it('escapeHtml escapes the five characters HTML gives meaning to', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});
