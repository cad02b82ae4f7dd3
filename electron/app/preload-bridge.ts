/**
 * Builds `window.mc` for the preload from the IPC contract's channel names: one function
 * per channel, plus `events.subscribe`. No generic invoke, no ipcRenderer, no process —
 * the renderer can name only what the contract declares. The names are computed from
 * the contract at build time (electron.vite.config.ts), so the sandboxed preload carries
 * no schemas. Pure: the preload passes in its IPC handle, tests pass a fake.
 */
import type { McBridge } from '../../shared/ipc/contract';
import { fail, type IpcResult } from '../../shared/ipc/define';
import { EVENTS_CHANNEL, type McEvent } from '../../shared/ipc/events';

/** The Electron IPC channel one contract channel travels on. */
export function ipcChannelFor(name: string): string {
  return `mc:${name}`;
}

type EventHandler = (event: unknown, payload: McEvent) => void;

export interface RendererIpc {
  invoke(channel: string, input: unknown, account?: string): Promise<unknown>;
  on(channel: string, listener: EventHandler): unknown;
  removeListener(channel: string, listener: EventHandler): unknown;
}

function caller(ipc: RendererIpc, name: string) {
  // `account` rides beside the input for account-bound channels; main decides which are.
  return (input: unknown, account?: string): Promise<IpcResult<unknown>> =>
    (ipc.invoke(ipcChannelFor(name), input ?? {}, account) as Promise<IpcResult<unknown>>).catch(() =>
      // Only if main has no handler (a bug) or the window is closing: still a typed answer.
      fail({ kind: 'internal', message: `The app could not run ${name}; the details are in the log.` }),
    );
}

/** `channelNames` are `<area>.<name>`, as contractChannelNames() gives them. */
export function buildPreloadBridge(ipc: RendererIpc, channelNames: readonly string[]): McBridge {
  const areas: Record<string, Record<string, ReturnType<typeof caller>>> = {};
  for (const full of channelNames) {
    const [area, name] = full.split('.') as [string, string];
    (areas[area] ??= {})[name] = caller(ipc, full);
  }
  const subscribe = (listener: (event: McEvent) => void) => {
    const handler: EventHandler = (_event, payload) => listener(payload);
    ipc.on(EVENTS_CHANNEL, handler);
    return () => void ipc.removeListener(EVENTS_CHANNEL, handler);
  };
  return { ...areas, events: { subscribe } } as unknown as McBridge;
}
