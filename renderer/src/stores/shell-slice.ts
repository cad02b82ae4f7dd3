/**
 * Shell state: theme, which live actions are armed, connection status, notices. Owned by
 * the shell. Transitions that carry logic are pure functions in shell-state.ts.
 */
import type { AppInfo, ConnectionStatus } from '../../../shared/ipc/app';
import type { IpcResult } from '../../../shared/ipc/define';
import { mc } from '../bridge/mc';
import { type Notice, addNotice, dismissNotice, withArmed, withoutArmed } from './shell-state';
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
  pushNotice(notice: Omit<Notice, 'id'>): void;
  dismissNotice(id: number): void;
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
  dismissNotice: (id) => set((s) => ({ notices: dismissNotice(s.notices, id) })),
});
