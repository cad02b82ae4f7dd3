/**
 * A hand-written fake of `window.mc` for renderer tests: every channel of the contract
 * exists and answers `unknown_channel` until a test gives it an answer. `emit` pushes an
 * event to the subscribers, as main would.
 */
import type { McBridge } from '../../shared/ipc/contract';
import { contract } from '../../shared/ipc/contract';
import type { IpcResult } from '../../shared/ipc/define';
import type { McEvent } from '../../shared/ipc/events';
import { installBridge } from '../../renderer/src/bridge/mc';

type Handler = (input: unknown) => IpcResult<unknown> | Promise<IpcResult<unknown>>;

export interface FakeBridge {
  bridge: McBridge;
  /** Answer `area.channel` with this function (or a fixed result). */
  on(channel: string, handler: Handler | IpcResult<unknown>): FakeBridge;
  /** Every call made, in order: [channel, input, account (bound channels only)]. */
  calls: Array<[string, unknown, string?]>;
  callsTo(channel: string): unknown[];
  emit(event: McEvent): void;
}

export function fakeBridge(): FakeBridge {
  const handlers = new Map<string, Handler>();
  const listeners = new Set<(e: McEvent) => void>();
  const calls: Array<[string, unknown, string?]> = [];
  const areas = Object.fromEntries(
    Object.entries(contract).map(([area, channels]) => [
      area,
      Object.fromEntries(
        Object.keys(channels).map((name) => {
          const full = `${area}.${name}`;
          return [
            name,
            async (input: unknown, account?: string) => {
              calls.push(account === undefined ? [full, input] : [full, input, account]);
              const h = handlers.get(full);
              return h ? h(input) : { ok: false, error: { kind: 'unknown_channel', message: `fake bridge has no answer for ${full}` } };
            },
          ];
        }),
      ),
    ]),
  );
  const bridge = {
    ...areas,
    events: {
      subscribe(l: (e: McEvent) => void) {
        listeners.add(l);
        return () => listeners.delete(l);
      },
    },
  } as unknown as McBridge;
  const fake: FakeBridge = {
    bridge,
    calls,
    on(channel, handler) {
      handlers.set(channel, typeof handler === 'function' ? handler : () => handler);
      return fake;
    },
    callsTo: (channel) => calls.filter(([c]) => c === channel).map(([, i]) => i),
    emit: (e) => listeners.forEach((l) => l(e)),
  };
  return fake;
}

/** A fake installed as the renderer's bridge. */
export function installFake(): FakeBridge {
  const fake = fakeBridge();
  installBridge(fake.bridge);
  return fake;
}
