/**
 * The sandbox's HTTP server: the API at /stable/ and admin routes at /__admin/. Every
 * API request is read whole, then counted under its command name, then handled, then
 * answered as the command's fault (if any) says. Its connections pass the loopback gate
 * (electron/loopback/gate.ts), as every loopback listener's do: a request that passed the
 * signature check, or an admin request with the admin token, moves its connection to the
 * trusted budget, so strangers holding the port cannot shut the console out of it.
 */
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { HandlerContext } from '../handlers/reply';
import { GENERAL, fail } from '../handlers/reply';
import type { Clock } from '../time';
import { type ConnectionGate, LOOPBACK_SERVER_OPTIONS, gateConnections } from '../../loopback/gate';
import { type AdminControl, adminAuthorized, handleAdmin } from './admin';
import type { AuthSettings } from './auth';
import { BodyError, readJsonField } from './body';
import { deliver } from './deliver';
import { dispatch, parseRequest } from './dispatch';
import type { FaultTable } from './faults';
import type { Quirks } from './quirks';
import { JSON_TYPE, envelope, send } from './respond';

export const UNREADABLE_COMMAND = '(unreadable)';

export interface ServerDeps {
  clock: Clock;
  faults: FaultTable;
  count(command: string): void;
  auth(): AuthSettings;
  context: HandlerContext;
  adminToken: string;
  admin: AdminControl;
  /** Whether this server knows a catalog command (default: all of them). */
  offered?(command: string): boolean;
  /** SandboxOptions.strict. */
  strict?: boolean;
  /** Variant answer forms (--quirks), or null. */
  quirks?: Quirks | null;
}

/** The server's gate, set once it is made: a connection that showed it holds the account's key (or the admin token) is trusted. */
interface Gated extends ServerDeps {
  gate?: ConnectionGate;
}

function trust(req: IncomingMessage, d: Gated): void {
  d.gate?.trust(req.socket as Socket);
}

async function handleApi(req: IncomingMessage, res: ServerResponse, d: Gated): Promise<void> {
  const startedNs = process.hrtime.bigint();
  let text: string | undefined;
  try {
    text = await readJsonField(req);
  } catch (e) {
    const status = e instanceof BodyError ? e.status : 400;
    return send(res, d.clock.now(), status, JSON_TYPE, JSON.stringify(envelope(fail(String((e as Error).message)), startedNs)));
  }
  const parsed = parseRequest(text);
  const command = parsed.command ?? UNREADABLE_COMMAND;
  d.count(command);
  const fault = d.faults.for(command);
  if (fault?.kind === 'latency') await sleep(fault.ms);
  let reply;
  try {
    reply = dispatch(parsed, d.auth(), d.context, d.offered, d.strict === true, () => trust(req, d));
  } catch (e) {
    reply = fail(GENERAL.unexpected.message, GENERAL.unexpected.code, { debug: e instanceof Error ? e.message : String(e) });
  }
  deliver(req, res, d.clock.now(), envelope(reply, startedNs), fault, d.quirks?.dress);
}

/**
 * Browsers put an Origin header on every cross-site POST (form posts included) and on
 * preflights; the console, the CLI and tests never send one. Refusing it means no web
 * page can drive the sandbox — nor aim its split and upload callbacks at a local port.
 */
function browserRefusal(req: IncomingMessage): string | null {
  const origin = req.headers.origin;
  if (origin === undefined) return null;
  return `Forbidden: the sandbox does not take requests from web pages (this one came from ${origin}); it is driven by the console, the CLI and tests`;
}

function route(req: IncomingMessage, res: ServerResponse, d: Gated): Promise<void> | void {
  const refusal = browserRefusal(req);
  if (refusal !== null) return send(res, d.clock.now(), 403, 'text/plain; charset=utf-8', refusal);
  const path = (req.url ?? '/').split('?')[0]!;
  if (path.startsWith('/__admin') && adminAuthorized(req, d.adminToken)) trust(req, d);
  if (path.startsWith('/__admin')) return handleAdmin(req, res, d.adminToken, d.clock.now(), d.admin);
  // A strict server is a directory on a web server: /stable answers with a redirect.
  if (path === '/stable' && d.strict === true) {
    res.setHeader('Location', '/stable/');
    return send(res, d.clock.now(), 301, 'text/html; charset=utf-8', '<html><body>Moved Permanently</body></html>');
  }
  if (path !== '/stable/' && path !== '/stable') {
    return send(res, d.clock.now(), 404, 'text/plain; charset=utf-8', `Not found: ${path} (the API is at /stable/)`);
  }
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return send(res, d.clock.now(), 405, 'text/plain; charset=utf-8', 'The API takes POST requests with a json form field');
  }
  return handleApi(req, res, d);
}

export function createSandboxServer(deps: ServerDeps): Server {
  const d: Gated = { ...deps };
  const server = createServer(LOOPBACK_SERVER_OPTIONS, (req, res) => {
    Promise.resolve(route(req, res, d)).catch((e: unknown) => {
      if (!res.headersSent) send(res, d.clock.now(), 500, 'text/plain; charset=utf-8', `sandbox bug: ${String(e)}`);
    });
  });
  d.gate = gateConnections(server);
  return server;
}
