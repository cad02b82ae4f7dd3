/** Screens of the Viewers area, registered in app/screens.ts. Owned by the Viewers feature. */
import type { ScreenDef } from '../../app/screen-def';

export const viewersScreens: ScreenDef[] = [];
