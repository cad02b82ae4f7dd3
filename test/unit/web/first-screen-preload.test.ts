/**
 * The built index.html names the first screen's code as modulepreload, so a cold start
 * fetches and compiles it while the entry runs (scripts/first-screen-preload.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screens } from '../../../renderer/src/app/screens';

const rendererDir = join(import.meta.dirname, '..', '..', '..', 'out', 'renderer');

describe('index.html of the built renderer', () => {
  it("preloads the first screen's chunk and the grid chunk it imports, and nothing of other screens", () => {
    expect(screens[0]?.id).toBe('live');
    const html = readFileSync(join(rendererDir, 'index.html'), 'utf8');
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="\.\/([^"]+)">/g)].map((m) => m[1]!);
    expect(preloads.some((f) => /^assets\/LiveScreen-[\w-]+\.js$/.test(f)), preloads.join(', ')).toBe(true);
    expect(preloads.some((f) => /^assets\/DataGrid-[\w-]+\.js$/.test(f)), preloads.join(', ')).toBe(true);
    expect(preloads.filter((f) => /(Tickets|Attempts|Reports|Geo|Accounts|Activity)Screen/.test(f))).toEqual([]);
    for (const file of preloads) expect(existsSync(join(rendererDir, file)), file).toBe(true);
  });
});
