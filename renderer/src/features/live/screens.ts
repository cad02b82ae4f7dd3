/** Screens of the Live area, registered in app/screens.ts. Owned by the Live feature. */
import type { ScreenDef } from '../../app/screen-def';

export const liveScreens: ScreenDef[] = [];
