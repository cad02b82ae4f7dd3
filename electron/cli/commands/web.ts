/**
 * `master-control web [--port N] [--host 127.0.0.1] [--sandbox] [--sandbox-seed N]
 * [--data-dir DIR]`: the whole console in a browser. Starts the main-process services
 * (with the in-process sandbox), serves the built renderer and the IPC contract on a
 * loopback port, and prints ONE JSON line `{"url": …}` — plus `sandbox_admin` with
 * `--sandbox`, which also switches to the Sandbox account at launch (for tests and demos).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SANDBOX_PROFILE_ID } from '../../../shared/domain/profile';
import { startWebServer } from '../../web/server';
import { bootServices, defaultDataDir, packageRoot, packageVersion } from '../boot';
import type { CliIo } from '../io';

export const WEB_USAGE =
  'usage: master-control web [--port N] [--host 127.0.0.1] [--sandbox] [--sandbox-seed N] [--sandbox-attempts N] [--data-dir DIR]';

export interface WebModeOptions {
  port: number;
  dataDir: string;
  rendererDir: string;
  sandbox: boolean;
  sandboxSeed?: number;
  sandboxAttempts?: number;
}

export interface WebMode {
  /** The one line printed on stdout. */
  line: { url: string; sandbox_admin?: { url: string; token: string } };
  close(): Promise<void>;
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
      'sandbox-seed': { type: 'string' },
      'sandbox-attempts': { type: 'string' },
      'data-dir': { type: 'string' },
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
  return {
    port,
    dataDir: values['data-dir'] ?? defaultDataDir(env),
    rendererDir: values['renderer-dir'] ?? join(packageRoot, 'out', 'renderer'),
    sandbox: values.sandbox,
    ...(seed === undefined ? {} : { sandboxSeed: seed }),
    ...(attempts === undefined ? {} : { sandboxAttempts: attempts }),
  };
}

export async function startWebMode(options: WebModeOptions, io: CliIo): Promise<WebMode> {
  const booted = await bootServices({ dataDir: options.dataDir, mode: 'web', version: packageVersion(), sandboxSeed: options.sandboxSeed, sandboxAttempts: options.sandboxAttempts });
  try {
    if (options.sandbox) {
      const switched = await booted.services.router.dispatch('accounts.setActive', { id: SANDBOX_PROFILE_ID });
      if (!switched.ok) io.err(`could not switch to the Sandbox account: ${switched.error.message}`);
    }
    const server = await startWebServer({ rendererDir: options.rendererDir, router: booted.services.router, events: booted.services.events, port: options.port });
    const line: WebMode['line'] = { url: server.url };
    if (options.sandbox) line.sandbox_admin = { url: booted.sandbox.adminUrl, token: booted.sandbox.adminToken };
    return { line, close: async () => (await server.close(), await booted.dispose()) };
  } catch (err) {
    await booted.dispose();
    throw err;
  }
}

function waitForStop(): Promise<void> {
  return new Promise((done) => {
    process.once('SIGINT', done);
    process.once('SIGTERM', done);
  });
}

const WEB_HELP = `${WEB_USAGE}

Serves the console to your browser on 127.0.0.1 and prints one JSON line {"url": …}.
  --port N          loopback port (default 0: a free one)
  --host 127.0.0.1  loopback only; reach it remotely through an SSH tunnel
  --sandbox         switch to the built-in Sandbox account at launch and add
                    "sandbox_admin" {url, token} to the line (tests, demos)
  --sandbox-seed N  seed of the in-process sandbox's data (default 1)
  --data-dir DIR    where profiles, the audit log and the cache live
                    (default: the OS user-data folder, ~/.config/master-control on Linux)
The in-process sandbox always runs, so the Sandbox account always works.
Stop with Ctrl-C.`;

export async function runWebCommand(argv: string[], io: CliIo, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.out(WEB_HELP);
    return 0;
  }
  let options: WebModeOptions;
  try {
    options = parseWebArgs(argv, env);
  } catch (err) {
    io.err(`${err instanceof Error ? err.message : String(err)}\n${WEB_USAGE}`);
    return 2;
  }
  if (!existsSync(join(options.rendererDir, 'index.html'))) {
    io.err(`the renderer has not been built: run npm run build (looked for ${join(options.rendererDir, 'index.html')})`);
    return 2;
  }
  let web: WebMode;
  try {
    web = await startWebMode(options, io);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    io.err(code === 'EADDRINUSE' ? `port ${options.port} is already in use; pick another with --port or use --port 0` : `web mode could not start: ${err instanceof Error ? err.message : String(err)}`);
    return 2;
  }
  io.out(JSON.stringify(web.line));
  await waitForStop();
  await web.close();
  return 0;
}
