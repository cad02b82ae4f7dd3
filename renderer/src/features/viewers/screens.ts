/** Screens of the Viewers area, registered in app/screens.ts. Owned by the Viewers feature. */
import type { ScreenDef } from '../../app/screen-def';

export const viewersScreens: ScreenDef[] = [
  { id: 'tickets', navLabel: 'Tickets', load: () => import('./TicketsScreen') },
  { id: 'attempts', navLabel: 'Attempts', load: () => import('./AttemptsScreen') },
  { id: 'stream-users', navLabel: 'Stream users', load: () => import('./StreamUsersScreen') },
];
