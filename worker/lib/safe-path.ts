// Redirect targets that can never leave the origin: one leading slash, no backslashes.

/**
 * Normalises a pathname for a Location header: the URL parser has already turned
 * backslashes into slashes for http(s); collapsing leading slashes stops `//host` (and
 * `/m//host` after a prefix swap) from being read as a network-path reference.
 */
export function safeLocalPath(pathname: string): string {
  const cleaned = pathname.replace(/\\/g, '/').replace(/^\/+/, '/');
  return cleaned.startsWith('/') ? cleaned : `/${cleaned}`;
}
