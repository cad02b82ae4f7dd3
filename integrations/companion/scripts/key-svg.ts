/** One Stream Deck key as SVG: its colours, and its text wrapped and sized as Companion draws it. */
import type { CompanionButtonStyleProps } from '@companion-module/base';

export const KEY = 72;

const hex = (n: number) => `#${n.toString(16).padStart(6, '0')}`;
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A bold capital's width in DejaVu Sans, in font sizes: the widest words (RECONNECTING) must fit. */
const CHAR_W = 0.72;

/** Word-wrapped to the key's width; "auto" takes the largest size at which the text fits, as Companion does. */
function wrap(words: string, size: number): string[] {
  const perLine = Math.floor((KEY - 6) / (size * CHAR_W));
  const lines: string[] = [];
  for (const para of words.split('\n')) {
    let line = '';
    for (const w of para.split(' ')) {
      if (line && (line + ' ' + w).length > perLine) {
        lines.push(line);
        line = w;
      } else line = line ? `${line} ${w}` : w;
    }
    lines.push(line);
  }
  return lines;
}

export function key(style: CompanionButtonStyleProps, words: string, x: number, y: number): string {
  const sizes = style.size === 'auto' ? [14, 12, 10, 9, 8, 7] : [Math.min(Number(style.size), 18)];
  const fits = (n: number) => wrap(words, n).length * n * 1.2 <= KEY - 6 && wrap(words, n).every((l) => l.length * n * CHAR_W <= KEY - 4);
  const size = sizes.find(fits) ?? sizes.at(-1)!;
  const lines = wrap(words, size);
  const top = y + KEY / 2 - ((lines.length - 1) * size * 1.2) / 2 + size / 3;
  const tspans = lines.map((l, i) => `<text x="${x + KEY / 2}" y="${top + i * size * 1.2}" font-size="${size}" text-anchor="middle" fill="${hex(style.color)}" font-family="DejaVu Sans, sans-serif" font-weight="bold">${esc(l)}</text>`);
  return `<rect x="${x}" y="${y}" width="${KEY}" height="${KEY}" rx="8" fill="${hex(style.bgcolor)}"/>${tspans.join('')}`;
}
