/**
 * The sandboxed preload: exposes ONE object, `window.mc`, built from the contract.
 * Bundled to CommonJS with its dependencies (sandboxed preloads cannot load modules).
 */
import { contextBridge, ipcRenderer } from 'electron';
import { buildPreloadBridge } from './preload-bridge';

contextBridge.exposeInMainWorld('mc', buildPreloadBridge(ipcRenderer));
