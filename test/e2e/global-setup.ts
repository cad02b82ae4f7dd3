/**
 * Builds the app once before the Playwright run when any output (renderer, main,
 * preload, CLI) is missing or older than the sources: scripts/build-state.mjs, shared
 * with the vitest setup and `prepare`. A lock keeps parallel runs from building together.
 * Then puts the run's temporary files under one folder, removed when the run ends
 * (test/temp-root.ts; Playwright runs the function returned as the global teardown).
 */
import { buildIfStale } from '../../scripts/build-state.mjs';
import { tempRootForRun } from '../temp-root';
import { projectRoot } from './web-process';

export default function globalSetup(): () => void {
  buildIfStale(projectRoot, 'playwright: the build in out/ is missing or older than the sources');
  return tempRootForRun('mc-e2e-run-');
}
