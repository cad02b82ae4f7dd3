/**
 * `window.mc`'s shape built from the IPC contract over any request function: one
 * function per channel plus `events.subscribe`, nothing generic. Web mode uses it over
 * the WebSocket (the Electron preload builds the same shape over IPC).
 */
import { contract, type McBridge } from '../../../shared/ipc/contract';
import type { IpcResult } from '../../../shared/ipc/define';

/** `account`: set by account-bound channels (the id the call was prepared on), else undefined. */
export type Requester = (channel: string, input: unknown, account?: string) => Promise<IpcResult<unknown>>;

export function bridgeFromContract(request: Requester, subscribe: McBridge['events']['subscribe']): McBridge {
  const areas = Object.fromEntries(
    Object.entries(contract).map(([area, channels]) => [
      area,
      Object.fromEntries(Object.keys(channels).map((name) => [name, (input: unknown, account?: string) => request(`${area}.${name}`, input ?? {}, account)])),
    ]),
  );
  return { ...areas, events: { subscribe } } as unknown as McBridge;
}
