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

/** The longest path and query a redirect takes from a parameter (the site's own are far shorter). */
const MAX_OWN_PATH = 1000;

/**
 * A path and query of this site from an untrusted parameter (a link's `?to=`), or null.
 * Refused before parsing: anything but one leading slash (`//host`, `https://…`, a relative
 * path), a backslash (`/\host`), whitespace or control characters (the URL parser drops tabs
 * and newlines, which would turn `/\t/host` into `//host`); then it must resolve on the site's
 * own origin. What the parameter carried escaped (`%2F%2Fhost`) arrives decoded once and meets
 * the same checks; what stays escaped inside it is a path segment, never an authority.
 */
export function ownPath(raw: string | null | undefined): URL | null {
  if (!raw || raw.length > MAX_OWN_PATH || !raw.startsWith('/') || raw.startsWith('//')) return null;
  if (/[\\\s\u0000-\u001f\u007f]/.test(raw)) return null;
  const base = 'http://own.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  return url.origin === base ? url : null;
}
