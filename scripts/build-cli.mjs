#!/usr/bin/env node
// Builds the command line into out/cli (part of `npm run build`): one ESM bundle per
// command, so `--help` parses a few kilobytes and `sign` never loads the web server or the
// sandbox. esbuild (already here for tsx) because electron-vite builds only main, preload
// and renderer. keytar stays external: it is a native module loaded from node_modules.
// The chunks sit beside main.js so the CLI's `packageRoot` (two folders up) is the same
// from source (electron/cli) and from the build (out/cli).
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(root, 'out', 'cli');

/**
 * zod's `z` namespace re-exports its ~50 message locales, so a bundle parses all of them
 * at every start; the console speaks English (zod's default), so only `en` is kept.
 */
const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(b) {
    b.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /[\\/]zod[\\/]v4[\\/]classic[\\/]/.test(args.importer) ? { path: 'zod-locales-en', namespace: 'zod-en' } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'zod-en' }, () => ({
      contents: `export { default as en } from ${JSON.stringify(join(root, 'node_modules', 'zod', 'v4', 'locales', 'en.js'))};`,
      resolveDir: root,
    }));
  },
};

export async function buildCli() {
  // Emptied first, like electron-vite's outputs: no stale chunk of an older build.
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: { main: join(root, 'electron', 'cli', 'main.ts') },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    chunkNames: '[name]-[hash]',
    external: ['keytar'],
    // Bundled CommonJS dependencies call require() for Node's own modules (ws, busboy) and
    // read __filename (write-file-atomic): give every chunk the CommonJS names.
    banner: {
      js: [
        "import { createRequire as __mcCreateRequire } from 'node:module';",
        "import { fileURLToPath as __mcFileURLToPath } from 'node:url';",
        'const require = __mcCreateRequire(import.meta.url);',
        'const __filename = __mcFileURLToPath(import.meta.url);',
        "const __dirname = __mcFileURLToPath(new URL('.', import.meta.url));",
      ].join(' '),
    },
    plugins: [zodEnglishOnly],
    // Smaller files parse faster: parsing is most of a cold start.
    minify: true,
    keepNames: false,
    legalComments: 'none',
    logLevel: 'warning',
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await buildCli();
