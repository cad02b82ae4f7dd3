/**
 * One job per module, kept mechanically: every product source file stays under 8,000
 * characters as `wc -m` counts them (Unicode characters, not bytes). Product source is
 * the code that ships or runs for a user: electron/, shared/, renderer/src, bin/ and the
 * Companion module's integrations/companion/src, in .ts, .tsx, .js, .mjs and .cjs.
 * The renderer's stylesheets (every .css under renderer/src) are held to the same limit. Tests,
 * benches and scripts are not counted (docs/architecture.md, "Module size"). A file past
 * the limit is split along its jobs (a stylesheet by what it styles), never squeezed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODULE_LIMIT, overLimit, productFiles, productStylesheets } from './module-size';

const root = join(__dirname, '..', '..', '..');

describe('module size', () => {
  it('finds the product files (the walk is not empty and sees every root)', () => {
    const files = productFiles(root);
    for (const top of ['electron/', 'shared/', 'renderer/src/', 'bin/', 'integrations/companion/src/']) {
      expect(files.some((f) => f.startsWith(top)), top).toBe(true);
    }
    expect(files.length).toBeGreaterThan(200);
  });

  it('counts characters as wc -m does: a multi-byte character is one', () => {
    expect([...'é😀a'].length).toBe(3);
    expect(overLimit([{ path: 'x.ts', text: 'é'.repeat(MODULE_LIMIT - 1) }])).toEqual([]);
    expect(overLimit([{ path: 'x.ts', text: 'é'.repeat(MODULE_LIMIT) }])).toEqual(['x.ts: 8000 characters']);
  });

  it(`keeps every product file under ${String(MODULE_LIMIT)} characters`, () => {
    const files = productFiles(root).map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
    expect(overLimit(files)).toEqual([]);
  });

  it(`keeps every renderer stylesheet under ${String(MODULE_LIMIT)} characters`, () => {
    const sheets = productStylesheets(root);
    for (const known of ['renderer/src/app/theme.css', 'renderer/src/features/live/live.css']) expect(sheets).toContain(known);
    expect(overLimit(sheets.map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') })))).toEqual([]);
  });
});
