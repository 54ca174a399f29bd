// Whose count a request adds to: the client's IPv4 address, or its IPv6 /64 (one phone or one
// home network holds a whole /64, so rotating within it is the same client).

/** The first four groups of an IPv6 address, without leading zeros; null when it is no IPv6 address. */
function ipv6Prefix64(address: string): string | null {
  if (!/^[0-9a-f:.]+$/i.test(address)) return null;
  const parts = address.toLowerCase().split('::');
  if (parts.length > 2) return null;
  const groups = (s: string | undefined) => (s ? s.split(':') : []);
  const left = groups(parts[0]);
  const right = groups(parts[1]);
  const full =
    parts.length === 2
      ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
      : left;
  const first = full.slice(0, 4);
  if (first.length < 4 || !first.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return `${first.map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** The rate-limit key of `CF-Connecting-IP`; requests without one share the key `unknown`. */
export function clientKey(header: string | null | undefined): string {
  const address = header?.trim() ?? '';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (IPV4.test(address)) return address;
  return (address.includes(':') && ipv6Prefix64(address)) || 'unknown';
}
