/**
 * One temporary folder for a whole test run: every temporary file or folder the tests
 * make (theirs, and the CLI, main and browser processes they start) goes under it, and it
 * is removed at the run's end — before, each `npm test` left some 250 `mc-*` folders in
 * the system's temp folder. `os.tmpdir()` reads TMPDIR on each call, and the test workers
 * and their children start after a global setup, so they inherit it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Points TMPDIR at a new folder; the function returned removes it and restores TMPDIR. */
export function tempRootForRun(prefix: string): () => void {
  const before = process.env.TMPDIR;
  const root = mkdtempSync(join(tmpdir(), prefix));
  process.env.TMPDIR = root;
  return () => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    rmSync(root, { recursive: true, force: true });
  };
}
