/**
 * The sandboxed preload: exposes ONE object, `window.mc`, built from the contract's
 * channel names (put in at build time). Bundled to one CommonJS file (sandboxed
 * preloads cannot load modules).
 */
import { contextBridge, ipcRenderer } from 'electron';
import { buildPreloadBridge } from './preload-bridge';

/** contractChannelNames(), defined by electron.vite.config.ts. */
declare const __MC_CHANNELS__: string[];

contextBridge.exposeInMainWorld('mc', buildPreloadBridge(ipcRenderer, __MC_CHANNELS__));
