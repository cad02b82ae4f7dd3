#!/usr/bin/env node
// The app icon in every size the packages need, rendered from ONE source file,
// resources/icon.svg, into build/ (electron-builder's buildResources; not committed):
// build/icons/NxN.png for Linux (deb, AppImage: the hicolor sizes) and build/icon.png
// (1024 px), from which electron-builder makes the macOS .icns and the Windows .ico.
// Generated at packaging time rather than committed, so a PNG can never drift from the
// SVG; @resvg/resvg-js ships prebuilt binaries in the npm registry, so a fresh clone
// (and CI) renders them with no system tool.
import { Resvg } from '@resvg/resvg-js';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const ICON_SOURCE = join(root, 'resources', 'icon.svg');
export const ICON_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024];

/** Renders every size; returns the files written. */
export function renderIcons(outDir = join(root, 'build')) {
  const svg = readFileSync(ICON_SOURCE);
  mkdirSync(join(outDir, 'icons'), { recursive: true });
  const written = [];
  for (const size of ICON_SIZES) {
    const png = new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
    const file = join(outDir, 'icons', `${size}x${size}.png`);
    writeFileSync(file, png);
    written.push(file);
    if (size === 1024) {
      writeFileSync(join(outDir, 'icon.png'), png);
      written.push(join(outDir, 'icon.png'));
    }
  }
  return written;
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(file) {
  const b = readFileSync(file);
  if (b.toString('latin1', 1, 4) !== 'PNG') throw new Error(`${file} is not a PNG`);
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const files = renderIcons();
  process.stdout.write(`icons: ${files.length} PNG files from resources/icon.svg in build/\n`);
}
