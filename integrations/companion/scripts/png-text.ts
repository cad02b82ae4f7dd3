/** A PNG's text chunks (tEXt): one written after the header, and read back. */
import { crc32 } from 'node:zlib';

const SIGNATURE = 8;
const IHDR_END = SIGNATURE + 8 + 13 + 4;

/** The PNG with a tEXt chunk `key`=`value` right after its header. */
export function withText(png: Uint8Array, key: string, value: string): Buffer {
  const data = Buffer.from(`${key}\0${value}`, 'latin1');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write('tEXt', 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  const b = Buffer.from(png);
  return Buffer.concat([b.subarray(0, IHDR_END), chunk, b.subarray(IHDR_END)]);
}

/** Every tEXt chunk of a PNG, by keyword. */
export function textChunks(png: Uint8Array): Record<string, string> {
  const b = Buffer.from(png);
  const out: Record<string, string> = {};
  for (let at = SIGNATURE; at + 12 <= b.length; ) {
    const len = b.readUInt32BE(at);
    const type = b.toString('latin1', at + 4, at + 8);
    if (type === 'tEXt') {
      const text = b.toString('latin1', at + 8, at + 8 + len);
      const nul = text.indexOf('\0');
      out[text.slice(0, nul)] = text.slice(nul + 1);
    }
    if (type === 'IEND') break;
    at += 12 + len;
  }
  return out;
}
