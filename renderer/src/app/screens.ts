/** Every screen of the console, in navigation order (docs/operator-principles.md). */
import { accountsScreens } from '../features/accounts/screens';
import { activityScreens } from '../features/activity/screens';
import { liveScreens } from '../features/live/screens';
import { sheetsScreens } from '../features/sheets/screens';
import { reportsScreens } from '../features/reports/screens';
import { viewersScreens } from '../features/viewers/screens';
import type { ScreenDef } from './screen-def';

export const screens: ScreenDef[] = [
  ...liveScreens,
  ...viewersScreens,
  ...reportsScreens,
  ...activityScreens,
  ...accountsScreens,
  // Last (Alt+0, the tenth), so Alt+1…9 keep opening the screens they always did.
  ...sheetsScreens,
];
