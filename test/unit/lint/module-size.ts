/** The module-size rule's parts: which files are product source, and which are over the limit. */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Characters, as `wc -m` counts them. */
export const MODULE_LIMIT = 8000;

/** Where product source lives (docs/architecture.md, "Module size"). */
const PRODUCT_ROOTS = ['electron', 'shared', 'renderer/src', 'bin', 'integrations/companion/src'];
const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;

/** Every product source file under `root`, as repo-relative paths with forward slashes. */
export function productFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.name === 'node_modules') continue;
      const full = join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (SOURCE.test(e.name)) out.push(relative(root, full).split('\\').join('/'));
    }
  };
  for (const r of PRODUCT_ROOTS) walk(join(root, r));
  return out.sort();
}

/** Every stylesheet the renderer ships (renderer/src), as repo-relative paths: held to the same limit. */
export function productStylesheets(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.name.endsWith('.css')) out.push(relative(root, full).split('\\').join('/'));
    }
  };
  walk(join(root, 'renderer', 'src'));
  return out.sort();
}

/** `path: N characters` for each file at or past the limit, largest first. */
export function overLimit(files: Array<{ path: string; text: string }>): string[] {
  return files
    .map((f) => ({ path: f.path, chars: [...f.text].length }))
    .filter((f) => f.chars >= MODULE_LIMIT)
    .sort((a, b) => b.chars - a.chars)
    .map((f) => `${f.path}: ${String(f.chars)} characters`);
}
