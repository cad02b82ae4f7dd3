/**
 * What the web transport needs from the main-process services: the router that answers
 * contract channels and the event fan-out. Structural, so createCoreServices' result
 * (and small fakes in tests) fit without importing the composition root.
 */
import type { IpcResult } from '../../shared/ipc/define';
import type { McEvent } from '../../shared/ipc/events';

export interface ChannelRouter {
  dispatch(channel: string, input: unknown, account?: unknown): Promise<IpcResult<unknown>>;
}

export interface EventFeed {
  subscribe(listener: (event: McEvent) => void): () => void;
}

/** One request from the renderer over the WebSocket. */
export interface WireRequest {
  id: number;
  channel: string;
  input: unknown;
  /** Account-bound channels: the profile id the call was prepared on (the router checks it). */
  account?: unknown;
}

/** An answer (id null when the request was too malformed to carry one), or a pushed event numbered 1, 2, 3… per connection. */
export type WireMessage = { id: number | null; result: IpcResult<unknown> } | { event: McEvent; seq: number };
