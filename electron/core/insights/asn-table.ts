/**
 * The network (AS) table built by scripts/build-ipdata.mjs from @ip-location-db/asn: sorted,
 * non-overlapping address ranges, each pointing at one AS number and its name. A lookup is a
 * binary search over the ranges of the address's family.
 *
 * Layout (little-endian u32 words): header length, header JSON {v4, v6, asns}, padding to 4,
 * v4 ranges [start, end, asIndex], v6 ranges [start×4, end×4, asIndex] (most significant word
 * first), AS numbers, then the names joined by newlines.
 */
import { parseIp } from './ip-parse';

export interface Network {
  asn: number;
  name: string;
}

export interface AsnTable {
  lookup(ip: string): Network | null;
  ranges: { ipv4: number; ipv6: number; networks: number };
}

export function readAsnTable(bytes: Buffer): AsnTable {
  const headerLength = bytes.readUInt32LE(0);
  const header = JSON.parse(bytes.subarray(4, 4 + headerLength).toString('utf8')) as { v4: number; v6: number; asns: number };
  let offset = 4 + headerLength;
  offset += (4 - (offset % 4)) % 4;
  // Copied into an aligned buffer: a Uint32Array view needs an offset that is a multiple of 4.
  const words = (count: number): Uint32Array => {
    const out = new Uint32Array(count);
    out.set(new Uint32Array(bytes.buffer.slice(bytes.byteOffset + offset, bytes.byteOffset + offset + count * 4)));
    offset += count * 4;
    return out;
  };
  const v4 = words(header.v4 * 3);
  const v6 = words(header.v6 * 9);
  const asns = words(header.asns);
  const names = bytes.subarray(offset).toString('utf8').split('\n');
  const network = (index: number): Network => ({ asn: asns[index]!, name: names[index] ?? '' });
  return {
    ranges: { ipv4: header.v4, ipv6: header.v6, networks: header.asns },
    lookup(ip) {
      const parsed = parseIp(ip);
      if (parsed === null) return null;
      const width = parsed.length;
      const table = width === 1 ? v4 : v6;
      const stride = 2 * width + 1;
      let lo = 0;
      let hi = table.length / stride - 1;
      // The last range whose start is at or below the address; it holds it when its end is not below.
      let found = -1;
      while (lo <= hi) {
        const mid = (lo + hi) >>> 1;
        if (compare(table, mid * stride, parsed) <= 0) {
          found = mid;
          lo = mid + 1;
        } else hi = mid - 1;
      }
      if (found < 0 || compare(table, found * stride + width, parsed) < 0) return null;
      return network(table[found * stride + 2 * width]!);
    },
  };
}

/** Sign of (table words at `at`) − address, word by word. */
function compare(table: Uint32Array, at: number, address: number[]): number {
  for (let i = 0; i < address.length; i += 1) {
    const d = table[at + i]! - address[i]!;
    if (d !== 0) return d;
  }
  return 0;
}
