/** Screens of the Accounts area, registered in app/screens.ts. */
import type { ScreenDef } from '../../app/screen-def';

export const accountsScreens: ScreenDef[] = [{ id: 'accounts', navLabel: 'Accounts', load: () => import('./AccountsScreen'), spansAccounts: true }];
