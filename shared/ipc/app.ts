/** The app itself: which transport, version, connection state, opening links. */
import { z } from 'zod';
import { type ChannelSpec, channel } from './define';

export interface AppInfo {
  mode: 'electron' | 'web';
  version: string;
  platform: string;
}

/** retrying: one read could not reach the server; OFFLINE only once the next one fails too. */
export type ConnectionState = 'ok' | 'failing' | 'retrying' | 'offline' | 'unknown';

export interface ConnectionStatus {
  profileId: string;
  state: ConnectionState;
  clockOffsetMs: number | null;
  latencyMs: number | null;
  at: string | null;
  message: string | null;
}

export const appChannels = {
  info: channel<AppInfo>()(z.strictObject({}), 'Transport, version and platform'),
  connection: channel<ConnectionStatus>()(z.strictObject({}), 'Connection state of the active account'),
  chooseSavePath: channel<{ path: string } | null>()(
    z.strictObject({
      suggestedName: z.string().trim().min(1).max(200).regex(/^[^/\\]+$/, 'a file name, not a path'),
      title: z.string().max(200).optional(),
    }),
    'Ask where to save a file with the system save dialog (Electron); null when the user cancels',
  ),
  openExternal: channel<null>()(
    z.strictObject({ url: z.string().url() }),
    'Open an allow-listed https link in the system browser',
  ),
} satisfies Record<string, ChannelSpec>;

export type AppEvent =
  | ({ type: 'connection.changed' } & ConnectionStatus)
  /** Something the operator must see now (e.g. a live push failed) — a desktop notification or a banner. */
  /** `cause`: what the notice is about, when main can tell that it ended (then `notice.resolved` says so). */
  | { type: 'notice'; level: 'info' | 'warning' | 'error'; title: string; body: string; account?: { id: string; name: string }; cause?: string }
  /** The cause of a notice ended ("Back LIVE at 12:03:04"): the notice leaves the bar and stays in the tray's history as resolved. */
  | { type: 'notice.resolved'; cause: string; words: string };
