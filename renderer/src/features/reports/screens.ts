/** Screens of the Reports area, registered in app/screens.ts. Owned by the Reports feature. */
import type { ScreenDef } from '../../app/screen-def';

export const reportsScreens: ScreenDef[] = [
  // Charts (AG Charts) load only with this screen.
  { id: 'reports', navLabel: 'Reports', load: () => import('./ReportsScreen') },
  { id: 'uploads', navLabel: 'Uploads', load: () => import('./UploadsScreen') },
];
