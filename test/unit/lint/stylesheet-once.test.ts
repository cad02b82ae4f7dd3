/**
 * A stylesheet reaches the page by one path. The bundler inlines a CSS `@import` into the
 * importing sheet, so a sheet that is also imported from a script (or @imported by a second
 * sheet) ships twice, in two chunks; the copy that loads later re-applies its rules over the
 * sheets that refined them. That moved the Live board when Geo's chunk carried a second
 * live.css and the warm-up loaded it while Live was open (e2e nothing-moves, live-fits).
 * And a class that several features use is styled by app/ (loaded with the entry), never by
 * one feature's sheet: it was unstyled on every screen until that feature's code loaded.
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

/** Classes a feature's sheet defines that another feature's components use: those belong in app/. */
function sharedClassesInFeatureSheets(): string[] {
  const components = productFiles(root).filter((f) => f.startsWith('renderer/src/') && f.endsWith('.tsx'));
  const text = new Map(components.map((f) => [f, readFileSync(join(root, f), 'utf8')]));
  const out: string[] = [];
  for (const sheet of productStylesheets(root).filter((s) => s.startsWith('renderer/src/features/'))) {
    const feature = sheet.split('/').slice(0, 4).join('/');
    const classes = new Set([...readFileSync(join(root, sheet), 'utf8').matchAll(/^\.(mc-[a-z0-9_-]+)/gm)].map((m) => m[1]!));
    for (const cls of classes) {
      const word = new RegExp(`\\b${cls}\\b(?![-_])`);
      const users = components.filter((f) => !f.startsWith(`${feature}/`) && word.test(text.get(f)!));
      if (users.length > 0) out.push(`${cls} (${sheet}) used by ${users.join(', ')}`);
    }
  }
  return out;
}

describe('shared looks', () => {
  it('keeps a class used across features out of any one feature’s sheet (it would be unstyled until that screen’s code loads)', () => {
    expect(sharedClassesInFeatureSheets()).toEqual([]);
  });
});
