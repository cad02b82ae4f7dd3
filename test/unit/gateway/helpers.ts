// Small hand-written fakes for gateway and services tests.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CallResult } from '../../../shared/api/failures';
import type { McEvent } from '../../../shared/ipc/events';
import type { ApiClient, ApiClientOptions } from '../../../electron/core/client';
import type { SecretStore, StoredKind } from '../../../electron/core/credentials/store';
import type { CoreOptions } from '../../../electron/core/core-options';
import { createCoreServices } from '../../../electron/core/services';

export function memoryStore(): SecretStore & { items: Map<string, string> } {
  const items = new Map<string, string>();
  const k = (id: string, kind: StoredKind) => `${id}/${kind}`;
  return {
    items,
    get: async (id, kind) => items.get(k(id, kind)) ?? null,
    set: async (id, kind, v) => void items.set(k(id, kind), v),
    delete: async (id, kind) => void items.delete(k(id, kind)),
  };
}

export const META = { latencyMs: 12, attempts: 1, handleTime: 0.01, code: null, message: null, clockOffsetMs: 1500 };

export type Answer = (command: string, params: unknown, options: ApiClientOptions) => CallResult<unknown> | Promise<CallResult<unknown>>;

/** A client factory whose calls are answered by `answer`; records every call and client. */
export function fakeClients(answer: Answer) {
  const calls: Array<{ command: string; params: unknown; serialization: string; apiKey: string }> = [];
  const factory = (options: ApiClientOptions): ApiClient => ({
    call: (async (command: string, params: unknown) => {
      calls.push({ command, params, serialization: options.serialization, apiKey: options.apiKey });
      return answer(command, params, options);
    }) as ApiClient['call'],
    prepare: () => ({ ok: true, body: '{}', signedText: '{}', signature: 'x' }),
    clockOffsetMs: () => 0,
    close: () => {},
  });
  return { factory, calls };
}

export async function services(answer: Answer, extra: Partial<CoreOptions> = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'mc-core-'));
  const { factory, calls } = fakeClients(answer);
  const logLines: string[] = [];
  const store = memoryStore();
  const core = createCoreServices({
    dataDir,
    mode: 'web',
    version: '1.2.3',
    sandbox: null,
    secretStore: store,
    createClient: factory,
    logSink: (_l, line) => logLines.push(line),
    ...extra,
  });
  const events: McEvent[] = [];
  core.events.subscribe((e) => events.push(e));
  return { core, dataDir, calls, events, logLines, store };
}

/** Creates a profile with credentials through the router (as the Accounts screen does), makes it active. */
export async function addAccount(core: Awaited<ReturnType<typeof services>>['core'], apiKey = 'key-abcdef', secret = 'secret-abcdef') {
  const created = await core.router.dispatch('accounts.create', { name: 'Prod', baseUrl: 'https://api.example.com/stable/', cdn: 42 });
  if (!created.ok) throw new Error(created.error.message);
  const id = (created.value as { id: string }).id;
  const stored = await core.router.dispatch('accounts.setCredentials', { id, apiKey, secret });
  if (!stored.ok) throw new Error(stored.error.message);
  await core.router.dispatch('accounts.setActive', { id });
  return id;
}
