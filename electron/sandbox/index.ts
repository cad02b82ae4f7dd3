/**
 * The built-in sandbox: a stateful, signature-checking HTTP imitation of the Streaming
 * Account Control API, deterministic from a seed. It is the console's default account and
 * the fixture of every test. See http/faults.ts for how faults interact with state.
 */
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SandboxState } from './state';
import { type TicketUse, useTicket } from './state/viewers';
import { type Clock, systemClock } from './time';
import { CallbackSender } from './http/callbacks';
import type { PushDrop } from './http/admin';
import { type Fault, FaultTable, type FaultRule } from './http/faults';
import { createQuirks } from './http/quirks';
import { createSandboxServer } from './http/server';
import { UploadQueue } from './uploads-queue';
import type { SandboxHandle, SandboxOptions } from './types';

export type { Fault, FaultRule } from './http/faults';
export type { SignatureMode } from './http/auth';
export type { AttemptRow as Attempt } from './state/attempts';
export type { TicketUse } from './state/viewers';
export { SANDBOX_APPS, SANDBOX_CDN } from './account';
export type { SandboxHandle, SandboxOptions } from './types';

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

function stateFrom(options: SandboxOptions, clock: Clock): SandboxState {
  return new SandboxState({
    seed: options.seed ?? 1,
    tickets: options.tickets ?? 500,
    attempts: options.attempts ?? 5000,
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

function faultTable(rules: readonly FaultRule[]): FaultTable {
  const faults = new FaultTable();
  for (const rule of rules) faults.set(rule.command, rule.fault);
  return faults;
}

/** Counts, faults and control of one running sandbox; `close` is bound once the server exists. */
function runtimeOf(options: SandboxOptions, state: SandboxState) {
  const faults = faultTable(options.faults ?? []);
  const counts = new Map<string, number>();
  const callbacks = new CallbackSender();
  const uploads = new UploadQueue(state, callbacks);
  const auth = () => ({
    credentials: state.credentials,
    windowSec: options.timestampWindowSec ?? 300,
    mode: options.signatureMode ?? 'either',
    nowSec: state.nowSec(),
  });
  const stop = { close: (): Promise<void> => Promise.resolve() };
  let closing: Promise<void> | null = null;
  const control = {
    counts: () => Object.fromEntries(counts),
    resetCounts: () => counts.clear(),
    setFault: (command: string, fault: Fault) => faults.set(command, fault),
    clearFaults: () => {
      faults.clear();
      state.sessions.refused.clear();
    },
    refuseService: (id: number, refused: boolean) => void (refused ? state.sessions.refused.add(id) : state.sessions.refused.delete(id)),
    loseNextAnswer: () => void (faults.loseNextAnswer = true),
    rehearsalFaults: () => ({ refused: [...state.sessions.refused].sort((a, b) => a - b), loseNextAnswer: faults.loseNextAnswer }),
    useTicket: (input: TicketUse) => useTicket(state.tickets, state.attempts, input, state.nowSec()),
    dropPushes: (input: PushDrop) =>
      state.sessions.drop((s) => input.entry_name === undefined || s.entry_name === input.entry_name, input.reason ?? DROPPED_REASON, input.remove === true),
    removeService: (id: number) => {
      const at = state.services.findIndex((s) => s.push_service_id === String(id));
      if (at >= 0) state.services.splice(at, 1);
      return at >= 0;
    },
    credentials: () => ({ cdn: state.credentials.cdn, api_key: state.credentials.apiKey, secret: state.credentials.secret }),
    close: () => (closing ??= stop.close()),
  };
  const count = (c: string) => void counts.set(c, (counts.get(c) ?? 0) + 1);
  return { faults, callbacks, uploads, auth, control, count, stop };
}

/** What a dropped push reports unless the test gives its own reason. */
export const DROPPED_REASON = 'Destination closed the connection';

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
