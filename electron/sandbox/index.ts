/**
 * The built-in sandbox: a stateful, signature-checking HTTP imitation of the Streaming
 * Account Control API, deterministic from a seed. It is the console's default account and
 * the fixture of every test. See http/faults.ts for how faults interact with state.
 */
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SandboxState } from './state';
import type { AttemptRow } from './state/attempts';
import { type TicketUse, useTicket } from './state/viewers';
import { type Clock, systemClock } from './time';
import type { SignatureMode } from './http/auth';
import { type CallbackRecord, CallbackSender } from './http/callbacks';
import { type Fault, FaultTable, type FaultRule } from './http/faults';
import { createSandboxServer } from './http/server';
import { type QueuedUpload, UploadQueue } from './uploads-queue';

export type { Fault, FaultRule } from './http/faults';
export type { SignatureMode } from './http/auth';
export type { AttemptRow as Attempt } from './state/attempts';
export type { TicketUse } from './state/viewers';
export { SANDBOX_APPS, SANDBOX_CDN } from './account';

export interface SandboxOptions {
  host?: string;
  port?: number;
  seed?: number;
  tickets?: number;
  attempts?: number;
  timestampWindowSec?: number;
  signatureMode?: SignatureMode;
  faults?: FaultRule[];
  clock?: Clock;
  /** How long a new push stays `connecting` (sandbox time). Default 600 ms. */
  pushConnectDelayMs?: number;
  /** A second split of a stream within this time finds the first still in progress. Default 1500 ms. */
  splitBusyMs?: number;
}

export interface SandboxHandle {
  /** `http://127.0.0.1:P/stable/` */
  baseUrl: string;
  cdn: number;
  apiKey: string;
  secret: string;
  /** `http://127.0.0.1:P/__admin/` */
  adminUrl: string;
  adminToken: string;
  counts(): Record<string, number>;
  resetCounts(): void;
  setFault(command: string, fault: Fault): void;
  clearFaults(): void;
  useTicket(input: TicketUse): AttemptRow;
  /** Queues an upload that finishes after `delayMs` and POSTs its callback (loopback only). */
  queueUpload(input: QueuedUpload): string;
  /** Callback POSTs made so far, with their outcomes. */
  callbacks(): CallbackRecord[];
  /** The account's state, for tests that check what a command changed. */
  state: SandboxState;
  close(): Promise<void>;
  /** Resolves once the sandbox has stopped (close() or POST /__admin/close). */
  closed(): Promise<void>;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

function stateFrom(options: SandboxOptions, clock: Clock): SandboxState {
  return new SandboxState({
    seed: options.seed ?? 1,
    tickets: options.tickets ?? 500,
    attempts: options.attempts ?? 5000,
    clock,
    pushConnectDelayMs: options.pushConnectDelayMs ?? 600,
    splitBusyMs: options.splitBusyMs ?? 1500,
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

export async function startSandbox(options: SandboxOptions = {}): Promise<SandboxHandle> {
  const clock = options.clock ?? systemClock;
  const state = stateFrom(options, clock);
  const faults = faultTable(options.faults ?? []);
  const counts = new Map<string, number>();
  const callbacks = new CallbackSender();
  const uploads = new UploadQueue(state, callbacks);
  const adminToken = randomBytes(24).toString('hex');
  const auth = () => ({
    credentials: state.credentials,
    windowSec: options.timestampWindowSec ?? 300,
    mode: options.signatureMode ?? 'either',
    nowSec: state.nowSec(),
  });
  let closing: Promise<void> | null = null;
  const control = {
    counts: () => Object.fromEntries(counts),
    resetCounts: () => counts.clear(),
    setFault: (command: string, fault: Fault) => faults.set(command, fault),
    clearFaults: () => faults.clear(),
    useTicket: (input: TicketUse) => useTicket(state.tickets, state.attempts, input, state.nowSec()),
    close: () => (closing ??= stopServer(server, uploads, callbacks)),
  };
  const server = createSandboxServer({
    clock, faults, auth, adminToken, admin: control,
    count: (c) => counts.set(c, (counts.get(c) ?? 0) + 1),
    context: { state, postCallback: (url, payload) => callbacks.post(url, payload) },
  });
  const closed = new Promise<void>((resolve) => server.once('close', () => void callbacks.settled().then(resolve)));
  const origin = await listen(server, options.host ?? '127.0.0.1', options.port ?? 0);
  const { cdn, apiKey, secret } = state.credentials;
  return {
    baseUrl: `${origin}/stable/`,
    adminUrl: `${origin}/__admin/`,
    adminToken, cdn, apiKey, secret,
    ...control,
    queueUpload: (input) => uploads.queue(input),
    callbacks: () => [...callbacks.log],
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
