// Phone numbers in text: the one pattern that finds them (landlines with an area code, mobiles,
// 400 numbers, the five-digit public hotlines such as 12345) and their `tel:` addresses, for
// the <PhoneText> component and for article HTML, so every number a visitor sees can be tapped;
// another body's number (the caller passes the list: the root's facts) is followed by whose it is.

import { type OtherBody, otherBodyOf, ownerMark } from './other-bodies.ts';

/**
 * A number as people write it here: `0571-8765 2000`, `(0571) 87652000`, `+86 571 8765 2000`,
 * `138 0571 1234`, `400-800-1234`, and the public service hotlines (12345, 12315, 12348, 12360,
 * 12366, 12388…: a list, so that a sum such as 12000元 is no number). Digits on either side (a
 * longer figure, a date like 20261130) are no number. What comes before is matched as group 1
 * (the start or one character), not looked behind at: Safari before 16.4 cannot parse a
 * lookbehind (requirements §13.9); the number itself is group 2.
 */
const PHONE =
  /(^|[^\d\w.])((?:(?:\+86[\s-]?)?(?:[(（]0\d{2,3}[)）]\s?|0\d{2,3}[\s-]?)\d{3,4}[\s-]?\d{4}|1[3-9]\d[\s-]?\d{4}[\s-]?\d{4}|400[\s-]?\d{3}[\s-]?\d{4}|12(?:345|315|348|360|366|388|333|358|313|318|320|331)))(?![\d\w])/g;

/** The digits (and a leading +) of a number, as a `tel:` address takes them. */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}

export type PhoneRun = { text: string; phone: boolean; start: number };

/** Splits text into runs, each a number or the text between numbers. */
export function phoneRuns(text: string): PhoneRun[] {
  const runs: PhoneRun[] = [];
  let last = 0;
  for (const m of text.matchAll(PHONE)) {
    const [, before = '', number = ''] = m;
    const start = m.index + before.length;
    if (start > last) runs.push({ text: text.slice(last, start), phone: false, start: last });
    runs.push({ text: number, phone: true, start });
    last = start + number.length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), phone: false, start: last });
  return runs;
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The mark after another body's number (its owner), or '' for the council's numbers. */
export function ownerMarkOf(number: string, bodies: readonly OtherBody[]): string {
  const body = otherBodyOf(number, bodies);
  return body ? ownerMark(body) : '';
}

/**
 * Links every number in the text of sanitised HTML, except inside an existing link: the
 * number alone is the link's text (a label or a bracket after it stays outside), and the
 * `tel` class keeps it on one line. Another body's number is followed by whose it is.
 */
export function linkPhonesInHtml(html: string, bodies: readonly OtherBody[]): string {
  let inLink = 0;
  return html.replace(/(<[^>]*>)|([^<]+)/g, (whole, tag: string | undefined, text: string | undefined) => {
    if (tag) {
      if (/^<a[\s>]/i.test(tag)) inLink++;
      else if (/^<\/a\s*>/i.test(tag)) inLink = Math.max(0, inLink - 1);
      return tag;
    }
    if (inLink || !text) return whole;
    return text.replace(PHONE, (_, before: string, n: string) => {
      const mark = ownerMarkOf(n, bodies);
      const owner = mark ? `<span class="tel-owner">${escapeText(mark)}</span>` : '';
      return `${before}<a class="tel" href="${escapeAttr(telHref(n))}">${n}</a>${owner}`;
    });
  });
}
