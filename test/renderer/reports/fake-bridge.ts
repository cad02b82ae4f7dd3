/**
 * A hand-written fake of the bridge's api area: answers per command, a cache, a call log;
 * and of the account switch (accounts.setActive), so tests can change the active account
 * the way the account bar does.
 */
import type { CommandName } from '../../../shared/api/catalog';
import { catalog } from '../../../shared/api/catalog';
import type { IpcError, IpcResult } from '../../../shared/ipc/define';
import type { McBridge } from '../../../shared/ipc/contract';
import { installBridge } from '../../../renderer/src/bridge/mc';

export type Answer = { body: unknown } | { error: IpcError } | { wait: Promise<unknown>; body: unknown };

export interface FakeApi {
  calls: Array<{ command: string; params: unknown; cacheKey?: string }>;
  cachedLookups: string[];
  answers: Partial<Record<CommandName, Answer | ((params: unknown) => Answer)>>;
  cache: Map<string, { response: unknown; fetchedAt: string }>;
  /** The account main would call on: set by accounts.setActive. */
  activeId: string;
}

const meta = { latencyMs: 1, attempts: 1, handleTime: 0.01, code: null, message: null, clockOffsetMs: 0 };

export function installFakeApi(): FakeApi {
  const fake: FakeApi = { calls: [], cachedLookups: [], answers: {}, cache: new Map(), activeId: 'sandbox' };
  const api = {
    async call(input: { command: CommandName; params?: unknown; cacheKey?: string }): Promise<IpcResult<unknown>> {
      fake.calls.push({ command: input.command, params: input.params, cacheKey: input.cacheKey });
      const entry = fake.answers[input.command];
      const answer = typeof entry === 'function' ? entry(input.params) : entry;
      if (answer === undefined) return { ok: false, error: { kind: 'network_not_sent', cause: 'ECONNREFUSED', message: 'connection refused' } };
      if ('error' in answer) return { ok: false, error: answer.error };
      if ('wait' in answer) await answer.wait;
      // Decode with the real catalog schema, as the gateway does.
      const response = catalog[input.command].response.parse(answer.body);
      const fetchedAt = '2026-11-01T10:00:00.000Z';
      if (input.cacheKey) fake.cache.set(input.cacheKey, { response, fetchedAt });
      return { ok: true, value: { response, meta, fetchedAt } };
    },
    async cached(input: { cacheKey: string }) {
      fake.cachedLookups.push(input.cacheKey);
      const hit = fake.cache.get(input.cacheKey);
      return { ok: true as const, value: hit ? { ...hit, profileId: 'sandbox' } : null };
    },
  };
  const accounts = {
    async setActive(input: { id: string }) {
      fake.activeId = input.id;
      return { ok: true as const, value: { profiles: [], activeId: input.id } };
    },
  };
  const app = { connection: async () => ({ ok: false as const, error: { kind: 'internal', message: 'no connection state in this fake' } }) };
  installBridge({ api, accounts, app } as unknown as McBridge);
  return fake;
}

export const envelope = { status: 'success', message: 'ok', handle_time: '0.01 seconds' };

export const offline: IpcError = { kind: 'network_not_sent', cause: 'ECONNREFUSED', message: 'Could not reach the server (connection refused).' };
