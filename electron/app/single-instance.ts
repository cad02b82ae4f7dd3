/**
 * One console per user: a second launch focuses the first window and quits, so two
 * processes never write the same profiles, audit log and cache.
 */
export interface InstanceApp {
  requestSingleInstanceLock(): boolean;
  on(event: 'second-instance', listener: () => void): unknown;
  quit(): void;
}

export interface FocusableWindow {
  isMinimized(): boolean;
  restore(): void;
  focus(): void;
}

/** Returns false (and quits) when another instance holds the lock. */
export function claimSingleInstance(app: InstanceApp, currentWindow: () => FocusableWindow | null): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.on('second-instance', () => {
    const win = currentWindow();
    if (win === null) return;
    if (win.isMinimized()) win.restore();
    win.focus();
  });
  return true;
}
