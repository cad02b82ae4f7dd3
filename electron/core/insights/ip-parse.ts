/**
 * The one reading of the API's `ip` (free text) that counting, countries and networks all
 * use, so an address written four ways is one address and both lookups place the same one.
 * Canonical form: IPv6 compressed and lower-case (RFC 5952), an IPv4-mapped IPv6 address as
 * its IPv4, a port and brackets stripped; a zone id or anything trailing is not an address.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** `[v6]:port`, `[v6]`, or `a.b.c.d:port`, with the address part alone kept. */
function withoutPort(text: string): string {
  const bracketed = /^\[([^\]]*)\](?::\d{1,5})?$/.exec(text);
  if (bracketed !== null) return bracketed[1]!;
  const v4 = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(text);
  return v4 !== null ? v4[1]! : text;
}

/** The address's canonical text, or null when the text is not one address. */
export function canonicalIp(text: string): string | null {
  const ip = withoutPort(text.trim());
  if (isIPv4(ip)) return ip.split('.').map(Number).join('.');
  if (ip.includes('%') || !isIPv6(ip)) return null;
  const groups = ipv6Groups(ip);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >>> 8, groups[6]! & 0xff, groups[7]! >>> 8, groups[7]! & 0xff].join('.');
  }
  return compressed(groups);
}

/**
 * An address as 32-bit words, most significant first: one word for IPv4, four for IPv6.
 * null when the text is no address.
 */
export function parseIp(text: string): number[] | null {
  const ip = canonicalIp(text);
  if (ip === null) return null;
  if (isIPv4(ip)) return [ipv4Word(ip)];
  const groups = ipv6Groups(ip);
  return [0, 2, 4, 6].map((i) => ((groups[i]! << 16) | groups[i + 1]!) >>> 0);
}

function ipv4Word(ip: string): number {
  return ip.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);
}

/** Eight 16-bit groups of a valid IPv6 text (`::` expanded, a trailing dotted IPv4 split in two). */
function ipv6Groups(ip: string): number[] {
  const [head, tail] = ip.includes('::') ? ip.split('::') : [ip, undefined];
  const part = (s: string | undefined): number[] =>
    s === undefined || s === ''
      ? []
      : s.split(':').flatMap((g) => {
          if (!g.includes('.')) return [parseInt(g, 16)];
          const w = ipv4Word(g);
          return [w >>> 16, w & 0xffff];
        });
  const left = part(head);
  const right = part(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** RFC 5952: lower-case hex, no leading zeros, the longest run of two or more zero groups (the first of equals) as `::`. */
function compressed(groups: number[]): string {
  let best = -1;
  let bestLen = 1;
  for (let i = 0; i < 8; i += 1) {
    let j = i;
    while (j < 8 && groups[j] === 0) j += 1;
    if (j - i > bestLen) {
      best = i;
      bestLen = j - i;
    }
    i = Math.max(i, j);
  }
  const hex = groups.map((g) => g.toString(16));
  if (best < 0) return hex.join(':');
  return `${hex.slice(0, best).join(':')}::${hex.slice(best + bestLen).join(':')}`;
}
