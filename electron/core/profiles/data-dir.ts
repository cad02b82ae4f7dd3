/**
 * The one user-data folder of Master Control, shared by the desktop app and the CLI.
 * Electron would otherwise name it after however it was launched ("Electron" for a bare
 * script, the productName when packaged), and profiles made in the app would then be
 * invisible to `master-control call --profile`. main.ts pins `userData` to this folder.
 * `MC_DATA_DIR` moves it for all of them at once (a second console, a rehearsal setup).
 */
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

export const APP_FOLDER = 'master-control';

/**
 * `MC_DATA_DIR` when set (made absolute), else `~/.config/master-control` on Linux
 * (XDG_CONFIG_HOME honoured) and the OS equivalents elsewhere.
 */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
  if (env.MC_DATA_DIR) return resolve(env.MC_DATA_DIR);
  if (platform === 'win32') return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), APP_FOLDER);
  if (platform === 'darwin') return join(homedir(), 'Library', 'Application Support', APP_FOLDER);
  return join(env.XDG_CONFIG_HOME || join(homedir(), '.config'), APP_FOLDER);
}
