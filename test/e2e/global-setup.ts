/**
 * Builds the app once before the Playwright run when any output (renderer, main,
 * preload, CLI) is missing or older than the sources: scripts/build-state.mjs, shared
 * with the vitest setup and `prepare`. A lock keeps parallel runs from building together.
 */
import { buildIfStale } from '../../scripts/build-state.mjs';
import { projectRoot } from './web-process';

export default function globalSetup(): void {
  buildIfStale(projectRoot, 'playwright: the build in out/ is missing or older than the sources');
}
