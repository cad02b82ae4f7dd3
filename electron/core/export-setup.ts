/**
 * Where exports may write: in Electron only the paths the save dialog returned (each one
 * granted as it is chosen), in web mode a folder under the data folder, by file name.
 */
import { join } from 'node:path';
import type { ChooseSavePath } from './handlers/app';
import { type ExportDestination, SaveGrants } from './viewers/export-path';

/** Web mode's default export folder, under the data folder. */
const EXPORT_DIR = 'exports';

/** The save dialog, recording each path it returns as the one kind of file exports may write. */
function grantingDialog(dialog: ChooseSavePath | undefined, grants: SaveGrants): ChooseSavePath | undefined {
  if (dialog === undefined) return undefined;
  return async (options) => {
    const path = await dialog(options);
    if (path !== null) grants.grant(path);
    return path;
  };
}

/** The export destination and the (granting) save dialog the handlers are given. */
export function exportSetup(dataDir: string, dialog: ChooseSavePath | undefined, exportDir: string | undefined): { exports: ExportDestination; chooseSavePath: ChooseSavePath | undefined } {
  const grants = new SaveGrants();
  const exports: ExportDestination = dialog ? { kind: 'granted', grants } : { kind: 'folder', dir: exportDir ?? join(dataDir, EXPORT_DIR) };
  return { exports, chooseSavePath: grantingDialog(dialog, grants) };
}
