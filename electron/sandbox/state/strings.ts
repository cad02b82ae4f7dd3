/** Interns repeated texts so a million attempts hold small integer ids, not strings. */
export class StringTable {
  private readonly texts: string[] = [];
  private readonly ids = new Map<string, number>();

  id(text: string): number {
    let id = this.ids.get(text);
    if (id === undefined) {
      id = this.texts.length;
      this.texts.push(text);
      this.ids.set(text, id);
    }
    return id;
  }

  /** The id of a text already interned, or -1 (a filter on it matches nothing). */
  find(text: string): number {
    return this.ids.get(text) ?? -1;
  }

  /** How many texts are interned (grows when a row brings a text never seen). */
  get size(): number {
    return this.texts.length;
  }

  text(id: number): string {
    return this.texts[id] ?? '';
  }
}

/** IPv4 dotted text ⇄ unsigned 32-bit integer. Non-IPv4 text maps to null. */
export function ipToInt(ip: string): number | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(ip.trim());
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  if (parts.some((p) => p > 255)) return null;
  return ((parts[0]! << 24) | (parts[1]! << 16) | (parts[2]! << 8) | parts[3]!) >>> 0;
}

export function intToIp(n: number): string {
  return [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.');
}

/** Whether `ip` falls in `range` (`a.b.c.d` or `a.b.c.d/prefix`). */
export function ipInRange(ip: string, range: string): boolean {
  const [base, prefixText] = range.split('/');
  const addr = ipToInt(ip);
  const net = ipToInt(base ?? '');
  if (addr === null || net === null) return ip === range;
  const prefix = prefixText === undefined ? 32 : Number(prefixText);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > 32) return false;
  const mask = prefix === 0 ? 0 : (~0 << (32 - prefix)) >>> 0;
  return (addr & mask) >>> 0 === (net & mask) >>> 0;
}
