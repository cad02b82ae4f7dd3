/**
 * Where the archive process comes from. The desktop app passes a launcher built on
 * Electron's utilityProcess (electron/app); web mode and the CLI use Node's fork. Both run
 * child.ts: from source through tsx, from the build as archive-child.cjs beside the bundle.
 * The child gets the console's environment without a secret in it (archiveEnv): it is
 * handed what it needs over its channel, and a variable is readable in /proc by the user.
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

/** Names of variables that may hold a secret: the console's own and any that says so. */
const SECRET_NAME = /^MC_(SECRET|API_KEY|VAULT_PASSPHRASE)$|secret|passphrase|passw(or)?d|token|api_?key|private_?key|credential/i;

/** `env` without any variable that may hold a secret (MC_SECRET, MC_API_KEY, MC_VAULT_PASSPHRASE, *_TOKEN…). */
export function archiveEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !SECRET_NAME.test(name)));
}

export const nodeLauncher: ArchiveLauncher = (entry, args, execArgv) => {
  const child = fork(entry, args, { execArgv, env: archiveEnv(), stdio: ['ignore', 'ignore', 'inherit', 'ipc'], serialization: 'advanced' });
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
