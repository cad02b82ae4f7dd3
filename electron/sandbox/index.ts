/**
 * The built-in sandbox: a stateful, signature-checking HTTP imitation of the Streaming
 * Account Control API, deterministic from a seed. It is the console's default account and
 * the fixture of every test. See http/faults.ts for how faults interact with state.
 */
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SandboxState } from './state';
import { type Clock, systemClock } from './time';
import type { CallbackSender } from './http/callbacks';
import { createQuirks } from './http/quirks';
import { createSandboxServer } from './http/server';
import type { UploadQueue } from './uploads-queue';
import { runtimeOf } from './runtime';
import type { SandboxHandle, SandboxOptions } from './types';

export type { Fault } from './http/faults';
export type { SignatureMode } from './http/auth';
export type { AttemptRow as Attempt } from './state/attempts';
export { SANDBOX_APPS } from './account';
export type { SandboxHandle, SandboxOptions } from './types';

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

function stateFrom(options: SandboxOptions, clock: Clock): SandboxState {
  return new SandboxState({
    seed: options.seed ?? 1,
    tickets: options.tickets ?? 500,
    attempts: options.attempts ?? 5000,
    ...(options.services === undefined ? {} : { services: options.services }),
    clock,
    pushConnectDelayMs: options.pushConnectDelayMs ?? 600,
    splitBusyMs: options.splitBusyMs ?? 1500,
    credentials: options.credentials,
    picture: options.picture,
  });
}

/** Listens on a loopback address; resolves with the origin (`http://127.0.0.1:P`). */
async function listen(server: Server, host: string, port: number): Promise<string> {
  if (!LOOPBACK.has(host)) throw new TypeError(`the sandbox binds loopback only (127.0.0.1, ::1), not ${host}`);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const bound = (server.address() as AddressInfo).port;
  return `http://${host.includes(':') ? `[${host}]` : host}:${bound}`;
}

export async function startSandbox(options: SandboxOptions = {}): Promise<SandboxHandle> {
  const clock = options.clock ?? systemClock;
  const state = stateFrom(options, clock);
  const rt = runtimeOf(options, state);
  const adminToken = randomBytes(24).toString('hex');
  const unknown = new Set(options.unknownCommands ?? []);
  const server = createSandboxServer({
    clock, faults: rt.faults, auth: rt.auth, adminToken, admin: rt.control, count: rt.count,
    offered: (command) => !unknown.has(command),
    strict: options.strict === true,
    quirks: options.quirksSeed === undefined ? null : createQuirks(options.quirksSeed),
    context: { state, postCallback: (url, payload) => rt.callbacks.post(url, payload) },
  });
  rt.stop.close = () => stopServer(server, rt.uploads, rt.callbacks);
  const closed = new Promise<void>((resolve) => server.once('close', () => void rt.callbacks.settled().then(resolve)));
  const origin = await listen(server, options.host ?? '127.0.0.1', options.port ?? 0);
  const { cdn, apiKey, secret } = state.credentials;
  return {
    baseUrl: `${origin}/stable/`,
    adminUrl: `${origin}/__admin/`,
    adminToken, cdn, apiKey, secret,
    ...rt.control,
    queueUpload: (input) => rt.uploads.queue(input),
    callbacks: () => [...rt.callbacks.log],
    closed: () => closed,
    state,
  };
}

/** Stops timers, drops every connection (hanging requests too), waits for callbacks. */
async function stopServer(server: Server, uploads: UploadQueue, callbacks: CallbackSender): Promise<void> {
  uploads.stop();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
  await callbacks.settled();
}
