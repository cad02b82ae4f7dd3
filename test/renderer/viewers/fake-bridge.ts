/**
 * A hand-written bridge for Viewers renderer tests: answers api.call per command from a
 * handler the test gives, records every call, and lets a test hold an answer back.
 */
import { type McBridge, contract } from '../../../shared/ipc/contract';
import type { McEvent } from '../../../shared/ipc/events';
import { installBridge } from '../../../renderer/src/bridge/mc';

export interface Recorded {
  channel: string;
  input: Record<string, unknown>;
}

type Answer = { ok: true; value: unknown } | { ok: false; error: unknown };
export type Handler = (channel: string, input: Record<string, unknown>) => Answer | Promise<Answer>;

export const envelope = { status: 'success', message: 'ok', handle_time: 0.001, code: null };
export const meta = { latencyMs: 1, attempts: 1, handleTime: 0.001, code: null, message: null, clockOffsetMs: 0 };

/** An api.call success value for a response body. */
export function answer(response: Record<string, unknown>): Answer {
  return { ok: true, value: { response: { ...envelope, ...response }, meta, fetchedAt: '2026-11-22T03:00:00.000Z' } };
}

export function installFakeBridge(handle: Handler) {
  const calls: Recorded[] = [];
  const listeners = new Set<(e: McEvent) => void>();
  const invoke = async (channel: string, input: unknown) => {
    const i = (input ?? {}) as Record<string, unknown>;
    calls.push({ channel, input: i });
    return handle(channel, i);
  };
  const area = (name: string) =>
    new Proxy({}, { get: (_t, prop: string) => (input: unknown) => invoke(`${name}.${prop}`, input) });
  // Every area of the contract answers through the handler (a slice may call any of them, as
  // the session slice tells main of each arm), with api.call keyed by command.
  const bridge = {
    ...Object.fromEntries(Object.keys(contract).map((name) => [name, area(name)])),
    api: {
      call: (input: { command: string; params?: unknown }) => invoke(`api.call:${input.command}`, input.params),
      cached: (input: { cacheKey: string }) => invoke('api.cached', input),
    },
    events: {
      subscribe: (l: (e: McEvent) => void) => {
        listeners.add(l);
        return () => listeners.delete(l);
      },
    },
  } as unknown as McBridge;
  installBridge(bridge);
  return { calls, emit: (e: McEvent) => listeners.forEach((l) => l(e)), listeners };
}
