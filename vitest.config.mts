import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// A committed .only would silently shrink the suite: every project fails the run instead
// (set per project: vitest reads allowOnly from the project's own config).
const allowOnly = false;

// Projects: plain Node for shared/, electron/core, sandbox, cli; the Companion module; a DOM for the renderer.
export default defineConfig({
  test: {
    // At least two test files at once: vitest's own default (one fewer than the cores) is a
    // single worker on CI's 2 cores, where much of a file's time is spent waiting on the
    // processes it starts (CLI, web mode, sandbox). Every file keeps its own temporary
    // folders, free ports and keychain ids, so files do not share state (VITEST_MAX_WORKERS overrides).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          allowOnly,
          environment: 'node',
          include: ['test/unit/**/*.test.ts'],
          // Tests spawn the built CLI and boot the built main bundle: build when stale.
          globalSetup: ['test/unit/build-setup.ts', 'test/unit/temp-root-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        // The Companion module's core and adapter, against web mode's real control API.
        test: {
          name: 'companion',
          allowOnly,
          environment: 'node',
          include: ['integrations/companion/test/**/*.test.ts'],
          globalSetup: ['test/unit/temp-root-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'renderer',
          allowOnly,
          environment: 'happy-dom',
          // Worker threads, not child processes: each file still gets its own module graph and
          // DOM (isolate stays on), but starting one costs less — the 77 files ran in 128 s
          // instead of 214 s on 2 busy cores. Nothing here spawns, signals or changes cwd.
          pool: 'threads',
          include: ['test/renderer/**/*.test.{ts,tsx}'],
          setupFiles: ['test/renderer/setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
