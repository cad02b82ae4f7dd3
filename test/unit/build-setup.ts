/**
 * vitest global setup: some unit tests spawn the BUILT command line (bin/master-control.cjs
 * runs out/cli) or boot the built main bundle (out/main), so out/ is rebuilt first when it
 * is missing or older than the sources (the same check as Playwright's setup and `prepare`).
 */
import { join } from 'node:path';
import { buildIfStale } from '../../scripts/build-state.mjs';

export default function setup(): void {
  buildIfStale(join(import.meta.dirname, '..', '..'), 'vitest: the build in out/ is missing or older than the sources');
}
