/**
 * Where the archive process comes from. The desktop app passes a launcher built on
 * Electron's utilityProcess (electron/app); web mode and the CLI use Node's fork. Both run
 * child.ts: from source through tsx, from the build as archive-child.cjs beside the bundle.
 */
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The child as the archive session sees it, whichever way it was started. */
export interface ArchiveChild {
  send(message: unknown): void;
  onMessage(listener: (message: unknown) => void): void;
  onExit(listener: (code: number | null) => void): void;
}

/** Starts a child running `entry` with `args`; `execArgv` as Node's. */
export type ArchiveLauncher = (entry: string, args: string[], execArgv: string[]) => ArchiveChild;

export const nodeLauncher: ArchiveLauncher = (entry, args, execArgv) => {
  const child = fork(entry, args, { execArgv, stdio: ['ignore', 'ignore', 'inherit', 'ipc'], serialization: 'advanced' });
  return {
    send: (m) => child.send(m as object),
    onMessage: (l) => child.on('message', l),
    onExit: (l) => child.on('exit', (code) => l(code)),
  };
};

/** The child's entry file and the Node flags it needs. */
export function archiveChildEntry(): { entry: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts')) return { entry: join(dirname(here), 'child.ts'), execArgv: ['--import', 'tsx'] };
  // Beside the CLI's bundles (out/cli, CommonJS) or the app's main (out/main, ES module).
  const built = ['archive-child.cjs', 'archive-child.js'].map((f) => join(dirname(here), f)).find((f) => existsSync(f));
  if (built === undefined) throw new Error(`the archive process is not built (no archive-child beside ${here}): run npm run build`);
  return { entry: built, execArgv: [] };
}
