/**
 * The flags of `master-control web`, read into options; anything wrong becomes a
 * UsageError with a sentence the operator can act on (exit 2).
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { defaultDataDir, packageRoot } from '../boot';

export const WEB_USAGE =
  'usage: master-control web [--port N] [--host 127.0.0.1] [--sandbox] [--quirks] [--sandbox-seed N] [--sandbox-attempts N] [--sandbox-services N] [--data-dir DIR] [--export-dir DIR]';

export const WEB_HELP = `${WEB_USAGE}

Serves the console to your browser on 127.0.0.1 and prints one JSON line {"url": …}.
  --port N          loopback port (default 0: a free one)
  --host 127.0.0.1  loopback only; from another machine use an SSH tunnel on the
                    SAME port (the Host header is checked): --port N, then
                    ssh -L N:127.0.0.1:N this-host, and open the printed URL
  --sandbox         switch to the built-in Sandbox account at launch and add
                    "sandbox_admin" {url, token} to the line (tests, demos)
  --quirks          the in-process sandbox answers in the variant forms a PHP service
                    may use (numbers as strings, nulls, "", lists keyed by id, a BOM,
                    a PHP notice before the JSON…), seeded with --sandbox-seed
  --sandbox-seed N  seed of the in-process sandbox's data (default 1)
  --sandbox-attempts N  viewer attempts the sandbox holds (large exports, benches)
  --sandbox-services N  stored push services (destinations) the sandbox holds (default 7)
  --data-dir DIR    where profiles, the audit log and the cache live
                    (default: the OS user-data folder, ~/.config/master-control on Linux)
  --export-dir DIR  the one folder "Export all matching" writes to, by file name
                    (default: exports/ under the data folder)
  --renderer-dir DIR  serve another renderer build (default: out/renderer)
The in-process sandbox always runs, so the Sandbox account always works.
Stop with Ctrl-C.`;

export interface WebModeOptions {
  port: number;
  dataDir: string;
  rendererDir: string;
  sandbox: boolean;
  sandboxSeed?: number;
  sandboxAttempts?: number;
  sandboxServices?: number;
  sandboxQuirks?: boolean;
  /** Where exports are written (default: under the data folder). */
  exportDir?: string;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost']);

export class UsageError extends Error {}

/** Reads the flags; throws UsageError with a sentence the operator can act on. */
export function parseWebArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): WebModeOptions {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      port: { type: 'string', default: '0' },
      host: { type: 'string', default: '127.0.0.1' },
      sandbox: { type: 'boolean', default: false },
      quirks: { type: 'boolean', default: false },
      'sandbox-seed': { type: 'string' },
      'sandbox-attempts': { type: 'string' },
      'sandbox-services': { type: 'string' },
      'data-dir': { type: 'string' },
      'export-dir': { type: 'string' },
      'renderer-dir': { type: 'string' },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port must be a whole number from 0 to 65535, not "${values.port}"`);
  if (!LOOPBACK.has(values.host)) {
    throw new UsageError(`web mode binds loopback only: --host must be 127.0.0.1 (got "${values.host}"); reach it remotely through an SSH tunnel`);
  }
  const seed = values['sandbox-seed'] === undefined ? undefined : Number(values['sandbox-seed']);
  if (seed !== undefined && !Number.isInteger(seed)) throw new UsageError(`--sandbox-seed must be a whole number, not "${values['sandbox-seed']}"`);
  const attempts = values['sandbox-attempts'] === undefined ? undefined : Number(values['sandbox-attempts']);
  if (attempts !== undefined && !(Number.isInteger(attempts) && attempts >= 0)) throw new UsageError(`--sandbox-attempts must be a whole number, not "${values['sandbox-attempts']}"`);
  const services = values['sandbox-services'] === undefined ? undefined : Number(values['sandbox-services']);
  if (services !== undefined && !(Number.isInteger(services) && services >= 0)) throw new UsageError(`--sandbox-services must be a whole number, not "${values['sandbox-services']}"`);
  return {
    port,
    dataDir: values['data-dir'] ?? defaultDataDir(env),
    rendererDir: values['renderer-dir'] ?? join(packageRoot, 'out', 'renderer'),
    sandbox: values.sandbox,
    ...(seed === undefined ? {} : { sandboxSeed: seed }),
    ...(attempts === undefined ? {} : { sandboxAttempts: attempts }),
    ...(services === undefined ? {} : { sandboxServices: services }),
    ...(values.quirks ? { sandboxQuirks: true } : {}),
    ...(values['export-dir'] === undefined ? {} : { exportDir: resolve(values['export-dir']) }),
  };
}
