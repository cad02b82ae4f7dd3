/**
 * A stylesheet reaches the page by one path. The bundler inlines a CSS `@import` into the
 * importing sheet, so a sheet that is also imported from a script (or @imported by a second
 * sheet) ships twice, in two chunks; the copy that loads later re-applies its rules over the
 * sheets that refined them. That moved the Live board when Geo's chunk carried a second
 * live.css and the warm-up loaded it while Live was open (e2e nothing-moves, live-fits).
 */
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { productFiles, productStylesheets } from './module-size';

const root = join(__dirname, '..', '..', '..');

/** Every stylesheet import in the renderer: which file imports which sheet, and how. */
function stylesheetImports(): { from: string; sheet: string; by: '@import' | 'script' }[] {
  const out: { from: string; sheet: string; by: '@import' | 'script' }[] = [];
  const add = (from: string, spec: string, by: '@import' | 'script'): void => {
    const sheet = posix.normalize(posix.join(posix.dirname(from), spec));
    out.push({ from, sheet, by });
  };
  for (const from of productStylesheets(root)) {
    for (const m of readFileSync(join(root, from), 'utf8').matchAll(/@import\s+['"]([^'"]+\.css)['"]/g)) add(from, m[1]!, '@import');
  }
  for (const from of productFiles(root).filter((f) => f.startsWith('renderer/src/'))) {
    for (const m of readFileSync(join(root, from), 'utf8').matchAll(/^import\s+['"]([^'"]+\.css)['"]/gm)) add(from, m[1]!, 'script');
  }
  return out;
}

/** Sheets that are @imported and also reached another way, with every importer. */
function sheetsReachedTwice(imports: { from: string; sheet: string; by: '@import' | 'script' }[]): string[] {
  const inlined = new Set(imports.filter((i) => i.by === '@import').map((i) => i.sheet));
  return [...inlined]
    .map((sheet) => ({ sheet, from: imports.filter((i) => i.sheet === sheet).map((i) => `${i.from} (${i.by})`) }))
    .filter((s) => s.from.length > 1)
    .map((s) => `${s.sheet}: ${s.from.join(', ')}`);
}

describe('stylesheets', () => {
  it('finds the imports (the shared Live look is imported once, by the entry)', () => {
    const imports = stylesheetImports();
    expect(imports.filter((i) => i.sheet === 'renderer/src/features/live/live.css').map((i) => i.from)).toEqual(['renderer/src/main.tsx']);
    expect(imports.some((i) => i.by === '@import')).toBe(true);
  });

  it('names a sheet that is @imported and imported again', () => {
    const twice = [
      { from: 'renderer/src/a/screen.css', sheet: 'renderer/src/a/look.css', by: '@import' as const },
      { from: 'renderer/src/b/Other.tsx', sheet: 'renderer/src/a/look.css', by: 'script' as const },
      { from: 'renderer/src/b/Other.tsx', sheet: 'renderer/src/b/own.css', by: 'script' as const },
      { from: 'renderer/src/c/One.tsx', sheet: 'renderer/src/b/own.css', by: 'script' as const },
    ];
    expect(sheetsReachedTwice(twice)).toEqual(['renderer/src/a/look.css: renderer/src/a/screen.css (@import), renderer/src/b/Other.tsx (script)']);
  });

  it('inlines no sheet that reaches the page another way too', () => {
    expect(sheetsReachedTwice(stylesheetImports())).toEqual([]);
  });
});
