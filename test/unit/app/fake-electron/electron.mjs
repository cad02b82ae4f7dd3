// A stand-in for the `electron` module: records what electron/app/main.ts asks of it, so
// the composition root can be run under plain Node (no Electron binary here).
export const state = {
  schemes: null, protocols: {}, handlers: {}, windows: [], sent: [], menu: null,
  permissionRequest: null, permissionCheck: null, notifications: [], opened: [], appListeners: {}, quit: false,
  // FAKE_USER_DATA is the folder Electron itself would pick (e.g. ~/.config/Electron).
  paths: { userData: process.env.FAKE_USER_DATA },
};
globalThis.__fakeElectron = state;

export const app = {
  // As shipped unless a test asks for a development run.
  isPackaged: process.env.FAKE_DEVELOPMENT !== '1',
  whenReady: () => Promise.resolve(),
  getPath: (name) => state.paths[name] ?? process.env.FAKE_USER_DATA,
  setPath: (name, path) => void (state.paths[name] = path),
  getVersion: () => '0.0.0-fake',
  requestSingleInstanceLock: () => true,
  on: (event, listener) => void (state.appListeners[event] ??= []).push(listener),
  quit: () => void (state.quit = true),
};

export class BrowserWindow {
  constructor(options) {
    this.record = { options, url: null };
    state.windows.push(this.record);
    this.webContents = { isDestroyed: () => false, send: (channel, event) => state.sent.push([channel, event]) };
  }
  once() {}
  on() {}
  show() {}
  isMinimized() { return false; }
  restore() {}
  focus() {}
  loadURL(url) {
    this.record.url = url;
    return Promise.resolve();
  }
}

export const protocol = {
  registerSchemesAsPrivileged: (schemes) => void (state.schemes = schemes),
  handle: (scheme, handler) => void (state.protocols[scheme] = handler),
};
export const session = {
  defaultSession: {
    setPermissionRequestHandler: (h) => void (state.permissionRequest = h),
    setPermissionCheckHandler: (h) => void (state.permissionCheck = h),
  },
};
export const Menu = { buildFromTemplate: (t) => t, setApplicationMenu: (m) => void (state.menu = m) };
export class Notification {
  static isSupported() { return true; }
  constructor(options) { this.options = options; }
  show() { state.notifications.push(this.options); }
}
export const shell = { openExternal: async (url) => void state.opened.push(url) };
export const dialog = { showSaveDialog: async () => ({ canceled: true }) };
export const ipcMain = {
  handle: (channel, listener) => void (state.handlers[channel] = listener),
  removeHandler: (channel) => void delete state.handlers[channel],
};
// The attempt archive's process starts only when the archive is first used, never at boot.
export const utilityProcess = {
  fork: () => {
    throw new Error('the fake Electron starts no utility process');
  },
};
