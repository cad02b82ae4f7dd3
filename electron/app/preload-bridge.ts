/**
 * Builds `window.mc` for the preload from the IPC contract: one function per channel,
 * plus `events.subscribe`. No generic invoke, no ipcRenderer, no process — the renderer
 * can name only what the contract declares. Pure: the preload passes in its IPC handle,
 * tests pass a fake.
 */
import { contract, type McBridge } from '../../shared/ipc/contract';
import { fail, type IpcResult } from '../../shared/ipc/define';
import { EVENTS_CHANNEL, type McEvent } from '../../shared/ipc/events';

/** The Electron IPC channel one contract channel travels on. */
export function ipcChannelFor(name: string): string {
  return `mc:${name}`;
}

type EventHandler = (event: unknown, payload: McEvent) => void;

export interface RendererIpc {
  invoke(channel: string, input: unknown): Promise<unknown>;
  on(channel: string, listener: EventHandler): unknown;
  removeListener(channel: string, listener: EventHandler): unknown;
}

function caller(ipc: RendererIpc, name: string) {
  return (input: unknown): Promise<IpcResult<unknown>> =>
    (ipc.invoke(ipcChannelFor(name), input ?? {}) as Promise<IpcResult<unknown>>).catch(() =>
      // Only if main has no handler (a bug) or the window is closing: still a typed answer.
      fail({ kind: 'internal', message: `The app could not run ${name}; the details are in the log.` }),
    );
}

export function buildPreloadBridge(ipc: RendererIpc): McBridge {
  const areas = Object.fromEntries(
    Object.entries(contract).map(([area, channels]) => [
      area,
      Object.fromEntries(Object.keys(channels).map((name) => [name, caller(ipc, `${area}.${name}`)])),
    ]),
  );
  const subscribe = (listener: (event: McEvent) => void) => {
    const handler: EventHandler = (_event, payload) => listener(payload);
    ipc.on(EVENTS_CHANNEL, handler);
    return () => void ipc.removeListener(EVENTS_CHANNEL, handler);
  };
  return { ...areas, events: { subscribe } } as unknown as McBridge;
}
