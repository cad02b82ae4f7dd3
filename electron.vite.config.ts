// electron-vite: main (ESM; every dependency bundled except the native modules, the
// runtime `dependencies`: @napi-rs/keyring, and @duckdb/node-api in the archive's own
// process — so the package ships no node_modules but theirs), preload (CommonJS, everything bundled —
// sandboxed preloads cannot load modules), renderer (React, minified; AG Grid is split
// into the screens that import it).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import { resolve } from 'node:path';
import { firstScreenPreload } from './scripts/first-screen-preload';
import { contractChannelNames } from './shared/ipc/contract';

const root = import.meta.dirname;

export default defineConfig({
  main: {
    build: {
      outDir: resolve(root, 'out/main'),
      emptyOutDir: true,
      // Externalizes package.json `dependencies` (the native modules); devDependencies are bundled.
      externalizeDeps: true,
      // The attempt archive's process is a second entry: utilityProcess runs it from out/main.
      lib: { entry: { index: resolve(root, 'electron/app/main.ts'), 'archive-child': resolve(root, 'electron/core/archive/child.ts') } },
      rolldownOptions: { external: ['@napi-rs/keyring', '@duckdb/node-api'], output: { entryFileNames: '[name].js' } },
    },
  },
  preload: {
    // The channel names, not the contract's schemas: the sandboxed preload stays small.
    define: { __MC_CHANNELS__: JSON.stringify(contractChannelNames()) },
    build: {
      outDir: resolve(root, 'out/preload'),
      externalizeDeps: false,
      lib: { entry: resolve(root, 'electron/app/preload.ts'), formats: ['cjs'] },
      rolldownOptions: { output: { format: 'cjs', entryFileNames: 'preload.cjs', inlineDynamicImports: true } },
    },
  },
  renderer: {
    root: resolve(root, 'renderer'),
    // Live is the first screen (app/screens.ts): its code is fetched alongside the entry.
    plugins: [react(), firstScreenPreload(resolve(root, 'renderer/src/features/live/LiveScreen.tsx'))],
    build: {
      outDir: resolve(root, 'out/renderer'),
      // Emptied at every build: a package must never hold stale chunks of an older build.
      emptyOutDir: true,
      minify: true,
      reportCompressedSize: false,
      // AG Grid and AG Charts are large but load only with the screens that use them.
      chunkSizeWarningLimit: 1500,
      rolldownOptions: { input: resolve(root, 'renderer/index.html') },
    },
  },
});
