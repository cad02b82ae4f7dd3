/**
 * The main window's options (checklist #2, #3, #4, #6, #8, #9, #10, #11): isolated,
 * sandboxed, no Node, web security on, no webviews, no experimental features; DevTools
 * only in development builds (not even by keyboard shortcut in a shipped app).
 */
import type { BrowserWindowConstructorOptions } from 'electron';

export function windowOptions(preloadPath: string, options: { development: boolean }): BrowserWindowConstructorOptions {
  return {
    width: 1400,
    height: 900,
    minWidth: 900,
    minHeight: 600,
    title: 'Master Control',
    show: false,
    backgroundColor: '#11151c',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      spellcheck: false,
      devTools: options.development,
    },
  };
}
