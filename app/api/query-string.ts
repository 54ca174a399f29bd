// The browser's query serialiser: one level of nesting as key[sub]=value, null and
// undefined left out. Same output as qs for the site's parameters (tested against qs);
// written here because qs costs ~16.5 KB gzip in the client (docs/decisions/0003).

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | Record<string, QueryValue>>;

const enc = (s: string) => encodeURIComponent(s);

export function serializeQuery(query: Query | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'object') {
      for (const [sub, v] of Object.entries(value)) {
        if (v === null || v === undefined) continue;
        parts.push(`${enc(`${key}[${sub}]`)}=${enc(String(v))}`);
      }
    } else {
      parts.push(`${enc(key)}=${enc(String(value))}`);
    }
  }
  return parts.join('&');
}
