/**
 * The console's one zustand store, built from typed slices. Business logic lives in the
 * slices (and pure transition functions beside them), not in React components.
 */
import { create } from 'zustand';
import { type AccountsSlice, createAccountsSlice } from '../features/accounts/slice';
import { type ActivitySlice, createActivitySlice } from '../features/activity/slice';
import { type LiveSlice, createLiveSlice } from '../features/live/slice';
import { type ReportsSlice, createReportsSlice } from '../features/reports/slice';
import { type ViewersSlice, createViewersSlice } from '../features/viewers/slice';
import { type ShellSlice, createShellSlice } from './shell-slice';

export type McState = ShellSlice & AccountsSlice & ActivitySlice & LiveSlice & ViewersSlice & ReportsSlice;

export const useMc = create<McState>()((...a) => ({
  ...createShellSlice(...a),
  ...createAccountsSlice(...a),
  ...createActivitySlice(...a),
  ...createLiveSlice(...a),
  ...createViewersSlice(...a),
  ...createReportsSlice(...a),
}));

const initialState = useMc.getState();

/** Tests call this between cases so no state leaks from one to the next. */
export function resetMc(): void {
  useMc.setState(initialState, true);
}
