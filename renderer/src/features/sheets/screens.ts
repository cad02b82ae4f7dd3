/** The Run sheets screen, registered in app/screens.ts. */
import type { ScreenDef } from '../../app/screen-def';

export const sheetsScreens: ScreenDef[] = [{ id: 'sheets', navLabel: 'Run sheets', load: () => import('./SheetsScreen') }];
