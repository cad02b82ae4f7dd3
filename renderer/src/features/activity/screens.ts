/** Screens of the Activity area, registered in app/screens.ts. */
import type { ScreenDef } from '../../app/screen-def';

export const activityScreens: ScreenDef[] = [{ id: 'activity', navLabel: 'Activity', load: () => import('./ActivityScreen') }];
