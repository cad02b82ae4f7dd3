/**
 * `master-control web [--port N] [--host 127.0.0.1] [--sandbox] [--sandbox-seed N]
 * [--data-dir DIR]`: the whole console in a browser. Starts the main-process services
 * (with the in-process sandbox), serves the built renderer and the IPC contract on a
 * loopback port, and prints ONE JSON line `{"url": …, "launch_url": …}` — plus
 * `sandbox_admin` with `--sandbox`, which also switches to the Sandbox account at launch
 * (for tests and demos), and `control` {url, token} with `--control-port` (the control API,
 * electron/control). `url` carries the session token (for whoever reads this line, on
 * a pipe); `launch_url` carries a one-time nonce instead (npm start writes it into a private
 * page it opens). Each time a nonce is traded for the token, a line `{"launched": true}`
 * follows, so npm start can remove that page.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SANDBOX_PROFILE_ID } from '../../../shared/domain/profile';
import { startWebServer } from '../../web/server';
import { joinShow } from '../../web/join/join';
import { controlServer } from '../../control/server';
import { shareHost } from '../../share/host';
import { bootServices, packageVersion } from '../boot';
import type { CliIo } from '../io';
import { parseWebArgs, WEB_HELP, WEB_USAGE, type WebModeOptions } from './web-args';

export { parseWebArgs, UsageError, type WebModeOptions } from './web-args';

export interface WebMode {
  /** The one line printed on stdout. */
  line: { url: string; launch_url: string; sandbox_admin?: { url: string; token: string }; control?: { url: string; token: string } };
  close(): Promise<void>;
}

export async function startWebMode(options: WebModeOptions, io: CliIo): Promise<WebMode> {
  if (options.join !== undefined) return startJoined(options, options.join, io);
  const booted = await bootServices({ dataDir: options.dataDir, mode: 'web', version: packageVersion(), sandboxSeed: options.sandboxSeed, sandboxAttempts: options.sandboxAttempts, sandboxServices: options.sandboxServices, sandboxQuirks: options.sandboxQuirks, exportDir: options.exportDir, shareServer: shareHost(options.rendererDir),
    ...(options.control ? { controlServer, controlFixed: options.control } : {}) });
  try {
    if (options.sandbox) {
      const switched = await booted.services.router.dispatch('accounts.setActive', { id: SANDBOX_PROFILE_ID });
      if (!switched.ok) io.err(`could not switch to the Sandbox account: ${switched.error.message}`);
    }
    const server = await startWebServer({ rendererDir: options.rendererDir, router: booted.services.router, events: booted.services.events, port: options.port, onLaunch: () => io.out(JSON.stringify({ launched: true })) });
    const line: WebMode['line'] = { url: server.url, launch_url: server.launchUrl() };
    if (options.sandbox) line.sandbox_admin = { url: booted.sandbox.adminUrl, token: booted.sandbox.adminToken };
    if (options.control) {
      const control = await booted.services.controlReady;
      if (control.url === null || control.token === null) throw new Error(control.problem ?? 'the control API did not start');
      line.control = { url: control.url, token: control.token };
    }
    return { line, close: async () => (await server.close(), await booted.dispose()) };
  } catch (err) {
    await booted.dispose();
    throw err;
  }
}

/** A guest console: no services, no account; the router is the host's show (electron/web/join). */
async function startJoined(options: WebModeOptions, invitation: string, io: CliIo): Promise<WebMode> {
  const joined = await joinShow(invitation);
  try {
    const server = await startWebServer({ rendererDir: options.rendererDir, router: joined.show, events: joined.show, port: options.port, onLaunch: () => io.out(JSON.stringify({ launched: true })) });
    io.err(`master-control web: joined ${joined.host} as ${joined.person.name}`);
    return { line: { url: server.url, launch_url: server.launchUrl() }, close: async () => (await server.close(), joined.show.close()) };
  } catch (err) {
    joined.show.close();
    throw err;
  }
}

function waitForStop(): Promise<void> {
  return new Promise((done) => {
    process.once('SIGINT', done);
    process.once('SIGTERM', done);
  });
}

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
  // stdout stays one machine-readable line; the words for a person go to stderr, with no
  // address: the URL carries the token, and stderr is the stream that ends up in logs.
  io.err('master-control web: open the "url" of the line above in your browser (Ctrl-C stops the console service)');
  await waitForStop();
  await web.close();
  return 0;
}
