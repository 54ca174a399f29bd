// URL scheme allowlist for CMS links and images: http, https, mailto, tel and relative.
// Entities and control characters are decoded first, as a browser would, so that
// `jav&#x61;script:` or `java\tscript:` cannot pass as relative. Where a scheme could stand
// (before any `/`, `?` or `#`) a reference this table does not know is refused rather than
// guessed at; after it, `&type=2` is ordinary query syntax and stays as written.

const NAMED: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  lpar: '(',
  rpar: ')',
  sol: '/',
  period: '.',
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  nbsp: ' ',
  num: '#',
  excl: '!',
  quest: '?',
  equals: '=',
  plus: '+',
};

function decodeEntities(value: string): { text: string; unknown: boolean } {
  let unknown = false;
  const text = value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
    }
    const named = NAMED[ref.toLowerCase()];
    if (named === undefined) unknown = true;
    return named ?? whole;
  });
  return { text, unknown };
}

/** The URL when it is safe to keep, else null. */
export function safeUrl(raw: string): string | null {
  if (decodeEntities(raw.split(/[/?#]/, 1)[0]!).unknown) return null;
  const decoded = decodeEntities(raw).text;
  // Browsers ignore ASCII whitespace and control characters inside the scheme.
  const compact = decoded.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  if (!compact) return null;
  const scheme = compact.match(/^([a-z][a-z0-9+.-]*):/);
  if (scheme) return ['http', 'https', 'mailto', 'tel'].includes(scheme[1]!) ? raw.trim() : null;
  // No scheme: relative (/path, ./x, #anchor, ?q) or protocol-relative //host.
  return raw.trim();
}
