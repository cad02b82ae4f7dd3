/** Shell state: theme, connection, app info. Owned by the shell. */
import type { SliceCreator } from './slice';

export interface ShellSlice {
  theme: 'dark' | 'light';
  setTheme(theme: 'dark' | 'light'): void;
}

export const createShellSlice: SliceCreator<ShellSlice> = (set) => ({
  theme: 'dark',
  setTheme: (theme) => set({ theme }),
});
