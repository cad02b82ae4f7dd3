/**
 * The theme's colour pairs at WCAG AA (4.5:1) in both themes, by arithmetic on theme.css:
 * every text colour on every surface it is drawn on, the words on filled pills and
 * buttons, and text on banners. The e2e contrast walk (a11y.spec) sees only the states it
 * reaches; this covers the rest — a CONNECTING or UNKNOWN tag, a fresh DONE tag on a
 * selected row (--panel-3) or straight on the screen (--bg), a warning banner.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(join(__dirname, '../../../renderer/src/app/theme.css'), 'utf8');

/** The custom properties one rule block of theme.css declares. */
function tokensOf(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  const block = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...block.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}

const dark = tokensOf(':root');
const THEMES = { dark, light: { ...dark, ...tokensOf("html[data-theme='light']") } };

function luminance(hex: string): number {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [m[1]!, m[2]!, m[3]!].map((h) => {
    const c = parseInt(h, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function ratio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const SURFACES = ['--bg', '--panel', '--panel-2', '--panel-3'];
const PAIRS: [text: string, on: string][] = [
  ...['--text', '--text-dim', '--text-faint', '--accent', '--tally-red-text', '--tally-amber-text', '--tally-violet', '--tally-green'].flatMap((t) => SURFACES.map((s): [string, string] => [t, s])),
  ['--on-tally', '--tally-red'],
  ['--on-amber', '--tally-amber'],
  ['--accent-text', '--accent'],
  ['--sandbox-b', '--sandbox-a'],
  ...['--text', '--text-dim'].flatMap((t) => ['--banner-info', '--banner-warning', '--banner-error'].map((s): [string, string] => [t, s])),
];

describe('theme colour pairs', () => {
  for (const [theme, tokens] of Object.entries(THEMES)) {
    it(`reach 4.5:1 in the ${theme} theme`, () => {
      const below = PAIRS.map(([text, on]) => ({ pair: `${text} ${tokens[text]} on ${on} ${tokens[on]}`, ratio: ratio(tokens[text]!, tokens[on]!) }))
        .filter((p) => p.ratio < 4.5)
        .map((p) => `${p.pair}: ${p.ratio.toFixed(2)}`);
      expect(below).toEqual([]);
    });
  }
});
