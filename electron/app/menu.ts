/**
 * A minimal application menu with the usual roles (copy/paste must work in forms).
 * Reload and DevTools only in development builds: in a shipped app DevTools would let
 * anyone at the desk script the bridge, and a reload drops live state mid-action.
 */
import type { MenuItemConstructorOptions } from 'electron';

export function appMenuTemplate(platform: NodeJS.Platform, options: { development: boolean; appName?: string }): MenuItemConstructorOptions[] {
  const mac = platform === 'darwin';
  const appName = options.appName ?? 'Master Control';
  const developer: MenuItemConstructorOptions[] = options.development ? [{ role: 'reload' }, { role: 'toggleDevTools' }, { type: 'separator' }] : [];
  const template: MenuItemConstructorOptions[] = [
    { label: 'File', submenu: [mac ? { role: 'close' } : { role: 'quit' }] },
    {
      label: 'Edit',
      submenu: [{ role: 'undo' }, { role: 'redo' }, { type: 'separator' }, { role: 'cut' }, { role: 'copy' }, { role: 'paste' }, { role: 'selectAll' }],
    },
    {
      label: 'View',
      submenu: [...developer, { role: 'resetZoom' }, { role: 'zoomIn' }, { role: 'zoomOut' }, { type: 'separator' }, { role: 'togglefullscreen' }],
    },
    { label: 'Window', submenu: [{ role: 'minimize' }, { role: 'zoom' }] },
  ];
  if (mac) template.unshift({ label: appName, submenu: [{ role: 'about' }, { type: 'separator' }, { role: 'hide' }, { role: 'unhide' }, { type: 'separator' }, { role: 'quit' }] });
  return template;
}
