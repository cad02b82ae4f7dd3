#!/usr/bin/env node
// Builds the command line into out/cli (part of `npm run build`): a small dispatcher
// (main.cjs) and one self-contained bundle per command (sign.cjs, call.cjs, web.cjs…),
// loaded only when named, so `--help` parses a few kilobytes and `sign` never loads the
// web server or the sandbox. CommonJS because Node 20 can keep V8's compiled code of a
// CommonJS file (bin/code-cache.cjs does), not of an ES module: parsing and compiling a
// bundle is a large part of a cold start. esbuild (already here for tsx) because
// electron-vite builds only main, preload and renderer; it keeps only the zod the sources
// use because they import zod as a namespace (`import * as z`, which lint requires in the
// folders bundled here). @napi-rs/keyring and @duckdb/node-api stay external: native modules.
// The files sit in out/cli so the CLI's `packageRoot` (two folders up) is the same from
// source (electron/cli) and from the build.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(root, 'out', 'cli');
const COMMANDS = ['sandbox', 'call', 'sign', 'web', 'export', 'sheet', 'insights', 'archive'];

/** The dispatcher's `import('./commands/X')` loads the separately built X.cjs at run time. */
const commandsApart = {
  name: 'commands-apart',
  setup(b) {
    b.onResolve({ filter: /^\.\/commands\/[a-z]+$/ }, (args) =>
      args.importer === join(root, 'electron', 'cli', 'main.ts') ? { path: `./${args.path.slice('./commands/'.length)}.cjs`, external: true } : undefined,
    );
  },
};

/**
 * zod's `z` namespace (classic/external.js) and `z.core` (core/index.js) both re-export its
 * ~50 message locales, so a bundle would parse all of them (~260 kB) at every start; the
 * console speaks English (zod's default), so only `en` is kept.
 */
const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(b) {
    b.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /[\\/]zod[\\/]v4[\\/](classic|core)[\\/]/.test(args.importer) ? { path: 'zod-locales-en', namespace: 'zod-en' } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'zod-en' }, () => ({
      contents: `export { default as en } from ${JSON.stringify(join(root, 'node_modules', 'zod', 'v4', 'locales', 'en.js'))};`,
      resolveDir: root,
    }));
  },
};

export async function buildCli() {
  // Emptied first, like electron-vite's outputs: no stale file (or code cache) of an older build.
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: {
      main: join(root, 'electron', 'cli', 'main.ts'),
      ...Object.fromEntries(COMMANDS.map((c) => [c, join(root, 'electron', 'cli', 'commands', `${c}.ts`)])),
      // The archive's own process (electron/core/archive/launch.ts finds it beside the bundles).
      'archive-child': join(root, 'electron', 'core', 'archive', 'child.ts'),
    },
    outdir,
    outExtension: { '.js': '.cjs' },
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    external: ['@napi-rs/keyring', '@duckdb/node-api'],
    // import() becomes require(): the bin compiles these files itself (with a code cache).
    supported: { 'dynamic-import': false },
    plugins: [commandsApart, zodEnglishOnly],
    // The sources locate the package from their own URL.
    define: { 'import.meta.url': '__mcModuleUrl' },
    banner: { js: "var __mcModuleUrl = require('node:url').pathToFileURL(__filename).href;" },
    // Smaller files parse faster: parsing is most of a cold start.
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await buildCli();
