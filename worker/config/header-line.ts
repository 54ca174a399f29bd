// One HTTP header written as a line, `Name: value` (UPSTREAM_AUTH_HEADER): the name a token of
// RFC 9110 §5.1, the value without line breaks. Free of Workers types, as the var table is.

/** The header's name and value, or null when the line is not one header. */
export function parseHeaderLine(line: string): { name: string; value: string } | null {
  const colon = line.indexOf(':');
  if (colon < 1) return null;
  const name = line.slice(0, colon).trim();
  const value = line.slice(colon + 1).trim();
  if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name) || !value || /[\r\n\0]/.test(value)) return null;
  return { name, value };
}
