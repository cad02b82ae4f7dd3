/**
 * The benches drive the built app and CLI: out/ is built first when missing or older than
 * the sources. Not the e2e global setup: that also points TMPDIR at a folder for a whole
 * test run, and called once per module it nested them until Chromium's socket path was
 * too long.
 */
import { buildIfStale } from '../../scripts/build-state.mjs';
import { projectRoot } from '../../test/e2e/web-process';

export function buildOutIfStale(): void {
  buildIfStale(projectRoot, 'bench: out/ is missing or older than the sources');
}
