/**
 * The console's one zustand store, built from typed slices. Business logic lives in the
 * slices (and pure transition functions beside them), not in React components.
 */
import { create } from 'zustand';
import { type AccountsSlice, createAccountsSlice } from '../features/accounts/slice';
import { type AlertsSlice, createAlertsSlice } from '../features/accounts/alerts-slice';
import { type ControlSlice, createControlSlice } from '../features/control/slice';
import { type ClockSlice, createClockSlice } from '../features/clock/slice';
import { type SessionSlice, createSessionSlice } from '../features/session/slice';
import { type ActivitySlice, createActivitySlice, freshActivity } from '../features/activity/slice';
import { type LiveSlice, createLiveSlice, freshLive } from '../features/live/slice';
import { type IncidentsSlice, createIncidentsSlice } from '../features/live/incidents-slice';
import { type GroupsSlice, createGroupsSlice, freshGroups } from '../features/groups/slice';
import { freshReports } from '../features/reports/account-state';
import { type ReportsSlice, createReportsSlice } from '../features/reports/slice';
import { type RehearsalSlice, createRehearsalSlice } from '../features/sheets/rehearsal-slice';
import { type SheetsSlice, createSheetsSlice, freshSheets } from '../features/sheets/slice';
import { type ShareSlice, createShareSlice } from '../features/share/slice';
import { type ViewersSlice, createViewersSlice, freshViewers } from '../features/viewers/slice';
import { type FreshForAccount, type ScopeSlice, createScopeSlice } from './account-scope';
import { type AnnouncerSlice, createAnnouncerSlice } from './announcer-slice';
import { type ShellSlice, createShellSlice } from './shell-slice';
import { type SwitchSlice, createSwitchSlice } from './switch-slice';

export type McState = ShellSlice & ScopeSlice & AccountsSlice & AlertsSlice & ActivitySlice & LiveSlice & IncidentsSlice & GroupsSlice & ViewersSlice & ReportsSlice & SheetsSlice & RehearsalSlice & ControlSlice & ShareSlice & ClockSlice & SessionSlice & SwitchSlice & AnnouncerSlice;

/** Every area's account-bound state, replaced by these on an account switch (account-scope.ts). */
const ACCOUNT_BOUND: readonly FreshForAccount[] = [freshLive, freshGroups, freshViewers, freshReports, freshActivity, freshSheets];

export const useMc = create<McState>()((...a) => ({
  ...createShellSlice(...a),
  ...createScopeSlice(ACCOUNT_BOUND)(...a),
  ...createAccountsSlice(...a),
  ...createAlertsSlice(...a),
  ...createActivitySlice(...a),
  ...createLiveSlice(...a),
  ...createIncidentsSlice(...a),
  ...createGroupsSlice(...a),
  ...createViewersSlice(...a),
  ...createReportsSlice(...a),
  ...createSheetsSlice(...a),
  ...createRehearsalSlice(...a),
  ...createControlSlice(...a),
  ...createClockSlice(...a),
  ...createSessionSlice(...a),
  ...createShareSlice(...a),
  ...createSwitchSlice(...a),
  ...createAnnouncerSlice(...a),
}));

const initialState = useMc.getState();

/** Tests call this between cases so no state leaks from one to the next. */
export function resetMc(): void {
  useMc.setState(initialState, true);
}
