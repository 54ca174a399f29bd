// A visitor's search keyword from the query string: trimmed, at most 100 characters
// (docs/api.md's limit), cut by code point so that no emoji is split into a lone surrogate.

export const KEYWORD_MAX = 100;

export function readKeyword(url: URL, name = 'q'): string | undefined {
  return (
    Array.from((url.searchParams.get(name) ?? '').trim())
      .slice(0, KEYWORD_MAX)
      .join('') || undefined
  );
}
