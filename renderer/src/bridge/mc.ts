/**
 * The renderer's one way to reach main: `window.mc` in Electron (preload), or the same
 * object built over the web-mode WebSocket. Screens and stores import `mc()` and never
 * know which transport they are on.
 */
import type { McBridge } from '../../../shared/ipc/contract';

declare global {
  interface Window {
    mc?: McBridge;
  }
}

let bridge: McBridge | undefined;

/** Installed by main.tsx at start (Electron: window.mc; web: the WebSocket client); tests install fakes. */
export function installBridge(b: McBridge): void {
  bridge = b;
}

export function mc(): McBridge {
  if (bridge === undefined) {
    if (window.mc === undefined) throw new Error('no bridge installed');
    bridge = window.mc;
  }
  return bridge;
}
