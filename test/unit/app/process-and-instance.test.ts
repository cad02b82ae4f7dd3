import { describe, expect, it, vi } from 'vitest';
import { appMenuTemplate } from '../../../electron/app/menu';
import { installProcessHandlers } from '../../../electron/app/process-handlers';
import { claimSingleInstance } from '../../../electron/app/single-instance';

describe('installProcessHandlers', () => {
  it('logs unhandled rejections and uncaught exceptions instead of losing them', () => {
    const listeners = new Map<string, (x: unknown) => void>();
    const log = { error: vi.fn() };
    installProcessHandlers({ on: (name: string, l: (x: unknown) => void) => listeners.set(name, l) } as never, log);
    listeners.get('unhandledRejection')!(new Error('lost'));
    listeners.get('uncaughtException')!(new Error('boom'));
    expect(log.error).toHaveBeenCalledTimes(2);
    expect(log.error.mock.calls[0]![0]).toMatch(/unhandled promise rejection/);
  });
});

describe('claimSingleInstance', () => {
  function fakeApp(locked: boolean) {
    const listeners = new Map<string, () => void>();
    return { listeners, app: { requestSingleInstanceLock: () => locked, on: (n: string, l: () => void) => listeners.set(n, l), quit: vi.fn() } };
  }

  it('quits when another instance holds the lock', () => {
    const { app } = fakeApp(false);
    expect(claimSingleInstance(app, () => null)).toBe(false);
    expect(app.quit).toHaveBeenCalled();
  });

  it('restores and focuses the window when a second launch happens', () => {
    const { app, listeners } = fakeApp(true);
    const win = { isMinimized: () => true, restore: vi.fn(), focus: vi.fn() };
    expect(claimSingleInstance(app, () => win)).toBe(true);
    listeners.get('second-instance')!();
    expect(win.restore).toHaveBeenCalled();
    expect(win.focus).toHaveBeenCalled();
    expect(app.quit).not.toHaveBeenCalled();
  });
});

describe('appMenuTemplate', () => {
  it('offers the usual edit roles so copy and paste work in forms', () => {
    const roles = JSON.stringify(appMenuTemplate('linux', { development: false }));
    for (const role of ['copy', 'paste', 'cut', 'selectAll', 'undo', 'quit']) expect(roles).toContain(`"role":"${role}"`);
    expect(appMenuTemplate('darwin', { development: false })[0]!.label).toBe('Master Control');
  });

  it('offers reload and DevTools only in a development build', () => {
    for (const platform of ['linux', 'darwin', 'win32'] as const) {
      const shipped = JSON.stringify(appMenuTemplate(platform, { development: false }));
      expect(shipped).not.toMatch(/"role":"(reload|forceReload|toggleDevTools)"/);
      const dev = JSON.stringify(appMenuTemplate(platform, { development: true }));
      expect(dev).toContain('"role":"reload"');
      expect(dev).toContain('"role":"toggleDevTools"');
    }
  });
});
