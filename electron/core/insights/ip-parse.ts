/**
 * An IP address as 32-bit words, most significant first: one word for IPv4, four for IPv6
 * (an IPv4-mapped IPv6 address `::ffff:a.b.c.d` is read as the IPv4 address). null when the
 * text is no address (the API's `ip` is free text).
 */
import { isIPv4, isIPv6 } from 'node:net';

export function parseIp(text: string): number[] | null {
  const ip = text.trim();
  if (isIPv4(ip)) return [ipv4Word(ip)];
  if (!isIPv6(ip)) return null;
  const groups = ipv6Groups(ip.split('%')[0]!);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [((groups[6]! << 16) | groups[7]!) >>> 0];
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
