/**
 * The flags of `master-control web`, read into options; anything wrong becomes a
 * UsageError with a sentence the operator can act on (exit 2).
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { defaultDataDir, packageRoot } from '../boot';
import { CONTROL_SCOPES, type ControlScope } from '../../../shared/ipc/control';

export const WEB_USAGE =
  'usage: master-control web [--port N] [--host 127.0.0.1] [--sandbox] [--quirks] [--sandbox-seed N] [--sandbox-attempts N] [--sandbox-services N] [--data-dir DIR] [--export-dir DIR] [--control-port N [--control-scopes read,operate,destructive] [--control-companion HOST:PORT]] [--join LINK]';

export const WEB_HELP = `${WEB_USAGE}

Serves the console to your browser on 127.0.0.1 and prints one JSON line
{"url": …, "launch_url": …}: url carries the session token; launch_url a one-time
nonce (valid once, for 2 minutes) to open a browser with from a command line, which
every local user can read in ps.
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
  --control-port N  also run the control API for Companion / Stream Deck on
                    127.0.0.1:N (0: a free one) and add "control" {url, token}
                    to the line; off without this flag
  --control-scopes LIST  what the control API may do: read, operate, destructive
                    (default read,operate; destructive = disconnects, disconnect
                    all, split with delete)
  --control-companion 127.0.0.1:8000  set Companion custom variables there
                    (mc_dest_<id>, mc_armed, mc_cue_next, mc_link) on every change
  --join LINK       serve another console's shared show, as its invitation's guest
                    (refused when the host's certificate is not the link's #fp=)
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
  /** --join: an invitation to another console's shared show. */
  join?: string;
  /** The control API, when --control-port was given. */
  control?: { port: number; scopes: ControlScope[]; companion: string | null };
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
      'control-port': { type: 'string' },
      'control-scopes': { type: 'string' },
      'control-companion': { type: 'string' },
      join: { type: 'string' },
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
  const control = controlOptions(values['control-port'], values['control-scopes'], values['control-companion']);
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
    ...(control === null ? {} : { control }),
    ...(values.join === undefined ? {} : { join: values.join }),
  };
}

const COMPANION = /^(127\.0\.0\.1|localhost|\[::1\]):\d{1,5}$/;

function controlOptions(portText: string | undefined, scopesText: string | undefined, companion: string | undefined): WebModeOptions['control'] | null {
  if (portText === undefined) {
    if (scopesText !== undefined || companion !== undefined) throw new UsageError('--control-scopes and --control-companion need --control-port (the control API is off without it)');
    return null;
  }
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--control-port must be a whole number from 0 to 65535, not "${portText}"`);
  const scopes = (scopesText ?? 'read,operate').split(',').map((s) => s.trim()).filter((s) => s !== '');
  const unknown = scopes.filter((s) => !(CONTROL_SCOPES as readonly string[]).includes(s));
  if (unknown.length > 0 || scopes.length === 0) throw new UsageError(`--control-scopes takes read, operate and destructive separated by commas, not "${scopesText ?? ''}"`);
  if (companion !== undefined && !COMPANION.test(companion)) throw new UsageError(`--control-companion must be a loopback address and port, e.g. 127.0.0.1:8000, not "${companion}"`);
  return { port, scopes: CONTROL_SCOPES.filter((s) => scopes.includes(s)), companion: companion ?? null };
}
