/**
 * Main's side of the Electron transport (checklist #17): one handler per contract
 * channel, each refusing any sender that is not our own top-level app:// frame before
 * the router (which validates the input) sees anything. Pure: ipc-transport.ts passes
 * Electron's handle registry in.
 */
import { fail, type IpcResult } from '../../shared/ipc/define';
import type { McEvent } from '../../shared/ipc/events';
import { EVENTS_CHANNEL } from '../../shared/ipc/events';
import { isAppUrl } from './app-protocol';
import { ipcChannelFor } from './preload-bridge';

export interface SenderEvent {
  senderFrame: { url: string; parent: unknown } | null;
}

export interface HandlerRegistry {
  handle(channel: string, listener: (event: SenderEvent, input: unknown, account?: unknown) => Promise<IpcResult<unknown>>): void;
  removeHandler(channel: string): void;
}

export interface RouterLike {
  dispatch(channel: string, input: unknown, account?: unknown): Promise<IpcResult<unknown>>;
  channels(): string[];
}

export function isOwnSender(event: SenderEvent): boolean {
  const frame = event.senderFrame;
  return frame !== null && frame.parent === null && isAppUrl(frame.url);
}

/** Registers every router channel; returns a function that removes them again. */
export function registerChannels(registry: HandlerRegistry, router: RouterLike): () => void {
  const names = router.channels();
  for (const name of names) {
    registry.handle(ipcChannelFor(name), async (event, input, account) => {
      if (!isOwnSender(event)) return fail({ kind: 'forbidden_sender', message: `${name} was refused: the request did not come from the console window.` });
      return router.dispatch(name, input, account);
    });
  }
  return () => names.forEach((name) => registry.removeHandler(ipcChannelFor(name)));
}

export interface EventTarget {
  isDestroyed(): boolean;
  send(channel: string, event: McEvent): void;
}

/** Pushes every event to the window while it lives; returns the unsubscribe. */
export function forwardEvents(events: { subscribe(l: (e: McEvent) => void): () => void }, target: EventTarget): () => void {
  return events.subscribe((event) => {
    if (!target.isDestroyed()) target.send(EVENTS_CHANNEL, event);
  });
}
