/**
 * The control API through its real server, over the real core services and the
 * in-process sandbox (counts per command at the sandbox): what a control surface sees.
 */
import { request as httpRequest } from 'node:http';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootServices, type Booted } from '../../../electron/cli/boot';
import { controlServer } from '../../../electron/control/server';
import { SANDBOX_PROFILE_ID } from '../../../shared/domain/profile';
import type { ControlSettings } from '../../../shared/ipc/control';
import { memoryStore } from '../gateway/helpers';

export interface Reply {
  status: number;
  body: Record<string, unknown>;
}

export interface Harness {
  booted: Booted;
  settings: ControlSettings;
  /** Added to the clock (arms expire by it). */
  skew: { ms: number };
  port(): number;
  call(method: string, path: string, options?: { body?: unknown; headers?: Record<string, string>; token?: string | null }): Promise<Reply>;
  sent(command: string): number;
  /** Reads GET /v1/state until `ok` holds for it (a condition, never a time). */
  stateWhen(ok: (state: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
  configure(input: { destructive?: boolean; companion?: string | null; port?: number }): Promise<ControlSettings>;
  close(): Promise<void>;
}

/** Where a console keeps its data and token: the same again starts the same console (a restart). */
export interface ConsoleData {
  dataDir: string;
  secretStore: ReturnType<typeof memoryStore>;
}

export const freshConsoleData = async (): Promise<ConsoleData> => ({ dataDir: await mkdtemp(join(tmpdir(), 'mc-control-')), secretStore: memoryStore() });

/** `bare`: no watch set and nothing read first — a control surface alone, with no screen ever open. `data`: an earlier console's, to restart it. */
export async function startHarness(options: { bare?: boolean; data?: ConsoleData } = {}): Promise<Harness> {
  const skew = { ms: 0 };
  const data = options.data ?? (await freshConsoleData());
  const booted = await bootServices({
    dataDir: data.dataDir, mode: 'web', version: 't', sandboxSeed: 7,
    secretStore: data.secretStore, logSink: () => {}, controlServer, clock: { now: () => Date.now() + skew.ms },
  });
  const { router } = booted.services;
  const unwrap = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  unwrap(await router.dispatch('accounts.setActive', { id: SANDBOX_PROFILE_ID }));
  const configure = async (input: { destructive?: boolean; companion?: string | null; port?: number }) => {
    const now = booted.services.control.settings();
    h.settings = unwrap(await router.dispatch('control.configure', { enabled: true, port: input.port ?? now.port, destructive: input.destructive ?? now.scopes.includes('destructive'), companion: input.companion === undefined ? now.companion : input.companion })) as ControlSettings;
    return h.settings;
  };
  const h: Harness = {
    booted,
    settings: booted.services.control.settings(),
    skew,
    port: () => Number(new URL(h.settings.url!).port),
    call: (method, path, options = {}) =>
      new Promise((resolve, reject) => {
        const text = options.body === undefined ? '' : JSON.stringify(options.body);
        const token = options.token === undefined ? h.settings.token : options.token;
        const headers: Record<string, string> = { 'X-Client-Name': 'Stream Deck test', ...(token === null ? {} : { Authorization: `Bearer ${token}` }), ...(text ? { 'Content-Type': 'application/json' } : {}), ...options.headers };
        const req = httpRequest({ host: '127.0.0.1', port: h.port(), method, path, headers }, (res) => {
          let data = '';
          res.on('data', (c: Buffer) => (data += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data ? (JSON.parse(data) as Record<string, unknown>) : {} }));
        });
        req.on('error', reject);
        req.end(text);
      }),
    sent: (command) => booted.sandbox.counts()[command] ?? 0,
    stateWhen: async (ok) => {
      for (;;) {
        const state = (await h.call('GET', '/v1/state')).body;
        if (ok(state)) return state;
        await new Promise((r) => setImmediate(r));
      }
    },
    configure,
    close: () => booted.dispose(),
  };
  // A free port: the default (8787) would collide between test files running at once.
  await configure({ destructive: false, port: 0 });
  if (options.bare) return h;
  unwrap(await router.dispatch('live.watch', { target: { app: 'demo-origin', inst: 'live' }, intervalMs: 60_000 }));
  unwrap(await router.dispatch('live.services', {}));
  booted.sandbox.resetCounts();
  return h;
}
