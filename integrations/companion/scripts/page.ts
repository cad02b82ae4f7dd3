/**
 * Renders the README's Stream Deck page (page-svg.ts, from the module's presets) to
 * stream-deck-page.png, stamped with the SVG's hash in a PNG text chunk so a test can tell
 * a picture older than the presets; also renders the module's icon.
 * Run: node bin/run-ts.mjs integrations/companion/scripts/page.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { SOURCE_KEY, pageSvg, sourceHash } from './page-svg';
import { withText } from './png-text';

const dir = resolve(import.meta.dirname, '..');
const svg = await pageSvg();
const width = Number(/width="(\d+)"/.exec(svg)![1]);
const render = (source: string, w: number) => new Resvg(source, { fitTo: { mode: 'width', value: w }, font: { loadSystemFonts: true } }).render().asPng();
writeFileSync(join(dir, 'stream-deck-page.png'), withText(render(svg, width * 2), SOURCE_KEY, sourceHash(svg)));
writeFileSync(join(dir, 'companion/icon.png'), render(readFileSync(resolve(dir, '../../resources/icon.svg'), 'utf8'), 128));
