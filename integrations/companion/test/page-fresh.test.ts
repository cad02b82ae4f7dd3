/**
 * The README's Stream Deck page is the presets as they are (#49): the PNG carries the hash
 * of the SVG it was rendered from (scripts/page.ts), and the SVG built from today's presets,
 * feedbacks and variables must hash the same. A preset, colour, glyph or word changed
 * without rendering the picture again fails here, with the command that renders it.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SOURCE_KEY, pageSvg, sourceHash } from '../scripts/page-svg';
import { textChunks, withText } from '../scripts/png-text';

const PICTURE = resolve(import.meta.dirname, '../stream-deck-page.png');

describe('the Stream Deck page picture', () => {
  it('was rendered from the presets as they are now', async () => {
    const stamped = textChunks(readFileSync(PICTURE))[SOURCE_KEY];
    expect(stamped, 'the picture carries no source hash: render it with node bin/run-ts.mjs integrations/companion/scripts/page.ts').toBeDefined();
    expect(stamped, 'the presets changed since the picture was rendered: run node bin/run-ts.mjs integrations/companion/scripts/page.ts').toBe(sourceHash(await pageSvg()));
  });

  it('reads back the text chunk it writes, and the PNG stays whole', () => {
    const png = readFileSync(PICTURE);
    const again = withText(png, 'k', 'v');
    expect(textChunks(again)).toMatchObject({ k: 'v', [SOURCE_KEY]: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(again.length).toBe(png.length + 12 + 3);
    expect(again.subarray(again.length - 12).toString('latin1', 4, 8)).toBe('IEND');
  });
});
