/**
 * The Electron composition root: hardening first, then the services (with the
 * in-process sandbox for the built-in Sandbox account), the app:// protocol, the typed
 * IPC transport and the one window. Everything here is wiring; the behaviour lives in
 * the small modules it calls and in electron/core.
 */
import { BrowserWindow, Menu, Notification, app, protocol, session, shell } from 'electron';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { McEvent } from '../../shared/ipc/events';
import { bootServices, type Booted } from '../cli/boot';
import { APP_ENTRY_URL, APP_SCHEME, appSchemePrivileges, createAppProtocolHandler } from './app-protocol';
import { denyPermissions, hardenContents } from './hardening';
import { forwardEvents } from './ipc-handlers';
import { installIpcTransport } from './ipc-transport';
import { appMenuTemplate } from './menu';
import { openExternalAllowListed } from './open-external';
import { installProcessHandlers } from './process-handlers';
import { claimSingleInstance } from './single-instance';
import { windowOptions } from './window-options';

const here = dirname(fileURLToPath(import.meta.url));
const rendererDir = join(here, '..', 'renderer');
const preloadPath = join(here, '..', 'preload', 'preload.cjs');

let mainWindow: BrowserWindow | null = null;
let booted: Booted | null = null;
const openExternal = (url: string) => openExternalAllowListed(url, shell);

installProcessHandlers(process, { error: (message, details) => console.error(message, details instanceof Error ? details.message : '') });
protocol.registerSchemesAsPrivileged(appSchemePrivileges());
app.on('web-contents-created', (_event, contents) => hardenContents(contents, openExternal));

function showNotice(event: McEvent): void {
  if (event.type === 'notice' && Notification.isSupported()) new Notification({ title: event.title, body: event.body }).show();
}

function createWindow(services: Booted['services']): void {
  const win = new BrowserWindow(windowOptions(preloadPath));
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
  Menu.setApplicationMenu(Menu.buildFromTemplate(appMenuTemplate(process.platform)));
  booted = await bootServices({ dataDir: app.getPath('userData'), mode: 'electron', version: app.getVersion(), openExternal });
  installIpcTransport(booted.services.router);
  booted.services.events.subscribe(showNotice);
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
