#!/usr/bin/env node
// `npm run package:check`: packages the app for real — electron-builder's Linux `dir`
// target — against a STUB Electron folder (the Electron zip cannot be downloaded here),
// then looks inside: the asar's listing against an allow-list, the native binaries (keyring, DuckDB) unpacked and
// nothing else, the asar under its size budget, the Electron fuses flipped as configured
// (the stub binary carries a fuse wire), and the icon in every size. Exit 1 on any problem.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './build-state.mjs';
import { fuseProblems, stubElectron } from './electron-stub.mjs';
import { ICON_SIZES, pngSize, renderIcons } from './icons.mjs';
import { ASAR_BUDGET_BYTES, judgePackage } from './package-rules.mjs';
import { validateBuilderConfig } from './validate-builder.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
function filesUnder(dir, base = dir) {
  let out = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, e.name);
    out = e.isDirectory() ? out.concat(filesUnder(full, base)) : out.concat(relative(base, full).split('\\').join('/'));
  }
  return out;
}

/** The bare modules the built bundles load, found by esbuild's parser (comments and strings are not imports). */
async function bundleImports() {
  const { build } = require('esbuild');
  const entryPoints = ['main', 'preload'].flatMap((part) => filesUnder(join(root, 'out', part)).filter((f) => /\.[cm]?js$/.test(f)).map((f) => join(root, 'out', part, f)));
  const { metafile } = await build({ entryPoints, bundle: true, write: false, metafile: true, platform: 'node', packages: 'external', outdir: join(tmpdir(), 'unused'), logLevel: 'silent' });
  const names = Object.values(metafile.inputs).flatMap((input) => input.imports.filter((i) => i.external).map((i) => i.path));
  return [...new Set(names.filter((n) => !n.startsWith('node:') && !n.startsWith('.') && !n.startsWith('/')))];
}

function iconProblems() {
  renderIcons();
  return ICON_SIZES.flatMap((size) => {
    const { width, height } = pngSize(join(root, 'build', 'icons', `${size}x${size}.png`));
    return width === size && height === size ? [] : [`build/icons/${size}x${size}.png is ${width}x${height}`];
  });
}

async function main() {
  buildIfStale(root, 'package:check: out/ is missing or older than the sources');
  const problems = iconProblems();
  const work = mkdtempSync(join(tmpdir(), 'mc-package-'));
  try {
    stubElectron(join(work, 'electron'), require('electron/package.json').version);
    const builder = spawnSync(process.execPath, [require.resolve('electron-builder/cli.js'), '--linux', 'dir', `--${process.arch}`, '--projectDir', root,
      `-c.electronDist=${join(work, 'electron')}`, `-c.directories.output=${join(work, 'out')}`], { cwd: root, encoding: 'utf8' });
    if (builder.status !== 0) throw new Error(`electron-builder failed (exit ${builder.status}):\n${builder.stdout}\n${builder.stderr}`);
    const appDir = join(work, 'out', readdirSync(join(work, 'out')).find((d) => d.startsWith('linux') && d.endsWith('unpacked')) ?? 'linux-unpacked');
    const asar = join(appDir, 'resources', 'app.asar');
    const asarFiles = require('@electron/asar').listPackage(asar, { isPack: false });
    const unpacked = join(appDir, 'resources', 'app.asar.unpacked');
    const unpackedFiles = filesUnder(unpacked);
    const asarBytes = statSync(asar).size;
    const config = await validateBuilderConfig(root);
    problems.push(...judgePackage({ asarFiles, unpackedFiles, asarBytes, bundleImports: await bundleImports() }), ...fuseProblems(join(appDir, 'master-control'), config.electronFuses ?? {}));
    process.stdout.write(`package:check: app.asar ${asarBytes.toLocaleString('en-US')} bytes (${(asarBytes / 1e6).toFixed(2)} MB, budget ${ASAR_BUDGET_BYTES / 1e6} MB), ${asarFiles.length} paths; unpacked: ${unpackedFiles.join(', ') || 'nothing'}; icons: ${ICON_SIZES.join(', ')} px\n`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  if (problems.length > 0) {
    process.stderr.write(`package:check FAILED:\n${problems.map((p) => `  ${p}`).join('\n')}\n`);
    process.exit(1);
  }
  process.stdout.write('package:check: ok\n');
}

await main();
