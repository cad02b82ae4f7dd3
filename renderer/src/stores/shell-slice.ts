/**
 * Shell state: theme, which live actions are armed, connection status, notices. Owned by
 * the shell. Transitions that carry logic are pure functions in shell-state.ts.
 */
import type { AppInfo, ConnectionStatus } from '../../../shared/ipc/app';
import type { IpcResult } from '../../../shared/ipc/define';
import { mc } from '../bridge/mc';
import { type Notice, addNotice, dismissNotice, resolveNotices, withArmed, withoutArmed } from './shell-state';
import type { SliceCreator } from './slice';

export type Theme = 'dark' | 'light';

export interface ShellSlice {
  theme: Theme;
  setTheme(theme: Theme): void;
  /** Armed buttons by id → their consequence ("Press again to disconnect all 6 pushes"). */
  armed: Record<string, string>;
  setArmed(id: string, consequence: string | null): void;
  /** Bumped to tell every armed button to disarm (Esc anywhere, account switch). */
  disarmEpoch: number;
  disarmAll(): void;
  appInfo: AppInfo | null;
  setAppInfo(info: AppInfo): void;
  connection: ConnectionStatus | null;
  setConnection(status: ConnectionStatus): void;
  /** The system save dialog (desktop app only); null value when the user cancels. */
  chooseSavePath(suggestedName: string, title?: string): Promise<IpcResult<{ path: string } | null>>;
  notices: Notice[];
  pushNotice(notice: Omit<Notice, 'id' | 'resolved'>): void;
  /** Main said the cause of a notice ended (`notice.resolved`). */
  resolveNotice(cause: string, words: string): void;
  dismissNotice(id: number): void;
  /** The tray's "N more" list is open; Esc, a click outside it and a screen change close it. */
  trayOpen: boolean;
  setTrayOpen(open: boolean): void;
}

export const createShellSlice: SliceCreator<ShellSlice> = (set) => ({
  theme: 'dark',
  setTheme: (theme) => set({ theme }),
  armed: {},
  setArmed: (id, consequence) =>
    set((s) => ({ armed: consequence === null ? withoutArmed(s.armed, id) : withArmed(s.armed, id, consequence) })),
  disarmEpoch: 0,
  disarmAll: () => set((s) => ({ disarmEpoch: s.disarmEpoch + 1, armed: {} })),
  appInfo: null,
  setAppInfo: (appInfo) => set({ appInfo }),
  connection: null,
  setConnection: (connection) => set({ connection }),
  chooseSavePath: (suggestedName, title) => mc().app.chooseSavePath(title === undefined ? { suggestedName } : { suggestedName, title }),
  notices: [],
  pushNotice: (notice) => set((s) => ({ notices: addNotice(s.notices, notice) })),
  resolveNotice: (cause, words) => set((s) => ({ notices: resolveNotices(s.notices, cause, words, new Date().toISOString()) })),
  dismissNotice: (id) =>
    set((s) => {
      const notices = dismissNotice(s.notices, id);
      // The list closes with its last entry, so a later notice never opens it by itself.
      return { notices, trayOpen: s.trayOpen && notices.length > 1 };
    }),
  trayOpen: false,
  setTrayOpen: (trayOpen) => set((s) => (s.trayOpen === trayOpen ? s : { trayOpen })),
});
