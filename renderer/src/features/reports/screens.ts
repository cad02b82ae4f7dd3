/** Screens of the Reports area, registered in app/screens.ts. Owned by the Reports feature. */
import type { ScreenDef } from '../../app/screen-def';

export const reportsScreens: ScreenDef[] = [];
