/** Screens of the Live area, registered in app/screens.ts. Owned by the Live feature. */
import type { ScreenDef } from '../../app/screen-def';

export const liveScreens: ScreenDef[] = [
  { id: 'live', navLabel: 'Live', load: () => import('./LiveScreen') },
  { id: 'geo', navLabel: 'Geo', load: () => import('./GeoScreen') },
];
