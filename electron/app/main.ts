/**
 * The Electron composition root: hardening first, then the services (with the
 * in-process sandbox for the built-in Sandbox account), the app:// protocol, the typed
 * IPC transport and the one window. Everything here is wiring; the behaviour lives in
 * the small modules it calls and in electron/core.
 */
import { BrowserWindow, Menu, Notification, app, dialog, protocol, session, shell } from 'electron';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bootServices, type Booted } from '../cli/boot';
import { controlServer } from '../control/server';
import { shareHost } from '../share/host';
import { defaultDataDir } from '../core/profiles/data-dir';
import { utilityLauncher } from './archive-launcher';
import { APP_ENTRY_URL, APP_SCHEME, appSchemePrivileges, createAppProtocolHandler } from './app-protocol';
import { denyPermissions, hardenContents } from './hardening';
import { forwardEvents } from './ipc-handlers';
import { installIpcTransport } from './ipc-transport';
import { appMenuTemplate } from './menu';
import { openExternalAllowListed } from './open-external';
import { chooseSavePath } from './save-dialog';
import { installProcessHandlers } from './process-handlers';
import { claimSingleInstance } from './single-instance';
import { windowOptions } from './window-options';

const here = dirname(fileURLToPath(import.meta.url));
const rendererDir = join(here, '..', 'renderer');
const preloadPath = join(here, '..', 'preload', 'preload.cjs');

// A packaged app is a production build: no DevTools, no reload (electron/app/menu.ts).
const development = !app.isPackaged;
let mainWindow: BrowserWindow | null = null;
let booted: Booted | null = null;
const openExternal = (url: string) => openExternalAllowListed(url, shell);

/** For the core's app.openExternal: a link off the allow-list is refused, never opened. */
async function openExternalForCore(url: string): Promise<void> {
  if (!(await openExternal(url))) throw new Error(`refused to open a link that is not on the allow-list: ${new URL(url).host}`);
}

// Pinned before anything reads it (the single-instance lock lives there too): Electron
// would name the folder after the launch ("Electron", or the packaged productName), and
// the CLI's `--profile` would then not see the accounts made here.
app.setPath('userData', defaultDataDir());

// Before the services exist, only the message is printed (no details: they could hold anything).
installProcessHandlers(process, {
  error: (message, details) => (booted ? booted.services.log.error(message, details) : console.error(message)),
});
protocol.registerSchemesAsPrivileged(appSchemePrivileges());
app.on('web-contents-created', (_event, contents) => hardenContents(contents, openExternal));

function notify(title: string, body: string): void {
  if (Notification.isSupported()) new Notification({ title, body }).show();
}

function createWindow(services: Booted['services']): void {
  const win = new BrowserWindow(windowOptions(preloadPath, { development }));
  mainWindow = win;
  const stopEvents = forwardEvents(services.events, win.webContents);
  win.once('ready-to-show', () => win.show());
  win.on('closed', () => {
    stopEvents();
    mainWindow = null;
  });
  void win.loadURL(APP_ENTRY_URL);
}

async function start(): Promise<void> {
  protocol.handle(APP_SCHEME, createAppProtocolHandler(rendererDir));
  denyPermissions(session.defaultSession);
  Menu.setApplicationMenu(Menu.buildFromTemplate(appMenuTemplate(process.platform, { development })));
  booted = await bootServices({
    dataDir: app.getPath('userData'),
    mode: 'electron',
    version: app.getVersion(),
    openExternal: openExternalForCore,
    notify,
    chooseSavePath: (options) => chooseSavePath(dialog, mainWindow, app.getPath('downloads'), options),
    controlServer,
    shareServer: shareHost(rendererDir),
    archiveLauncher: utilityLauncher,
  });
  installIpcTransport(booted.services.router);
  createWindow(booted.services);
}

if (claimSingleInstance(app, () => mainWindow)) {
  void app.whenReady().then(start);
  app.on('window-all-closed', () => app.quit());
  app.on('activate', () => {
    if (mainWindow === null && booted !== null) createWindow(booted.services);
  });
  app.on('will-quit', () => void booted?.dispose());
}
