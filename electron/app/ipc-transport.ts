/** The only file that touches Electron's ipcMain (lint enforces it). */
import { ipcMain } from 'electron';
import { type RouterLike, registerChannels } from './ipc-handlers';

export function installIpcTransport(router: RouterLike): () => void {
  return registerChannels(ipcMain, router);
}
