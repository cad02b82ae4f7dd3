/**
 * The built index.html names the first screen's code as modulepreload, so a cold start
 * fetches and compiles it while the entry runs, and only prefetches the grid code that
 * screen draws after its first paint (scripts/first-screen-preload.ts,
 * components/DeferredGrid.tsx).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screens } from '../../../renderer/src/app/screens';

const rendererDir = join(import.meta.dirname, '..', '..', '..', 'out', 'renderer');
const html = (): string => readFileSync(join(rendererDir, 'index.html'), 'utf8');
const linked = (rel: string): string[] => [...html().matchAll(new RegExp(`<link rel="${rel}"[^>]* href="\\./([^"]+)">`, 'g'))].map((m) => m[1]!);

describe('index.html of the built renderer', () => {
  it("preloads the first screen's chunk, and nothing of other screens", () => {
    expect(screens[0]?.id).toBe('live');
    const preloads = linked('modulepreload');
    expect(preloads.some((f) => /^assets\/LiveScreen-[\w-]+\.js$/.test(f)), preloads.join(', ')).toBe(true);
    expect(preloads.filter((f) => /(Tickets|Attempts|Reports|Geo|Accounts|Activity)Screen/.test(f))).toEqual([]);
    for (const file of [...preloads, ...linked('prefetch')]) expect(existsSync(join(rendererDir, file)), file).toBe(true);
  });

  it('keeps AG Grid off the first paint: the grid chunk is prefetched, never preloaded nor a static import of Live', () => {
    const grid = (f: string): boolean => /^assets\/DataGrid-[\w-]+\.js$/.test(f);
    expect(linked('modulepreload').filter(grid)).toEqual([]);
    const prefetched = linked('prefetch').filter(grid);
    expect(prefetched).toHaveLength(1);
    const gridFile = prefetched[0]!.slice('assets/'.length);
    for (const file of linked('modulepreload')) {
      const code = readFileSync(join(rendererDir, file), 'utf8');
      // A static import reads `from"./DataGrid-….js"` (or `import"./…"`); the deferred one is `import(`./DataGrid-….js`)`.
      expect(code.includes(`from"./${gridFile}"`) || code.includes(`import"./${gridFile}"`), file).toBe(false);
    }
  });
});
