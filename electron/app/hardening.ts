/**
 * Handlers that keep the window on our own content (checklist #5, #11–#14): navigation
 * away is prevented, `window.open` is always denied (allow-listed https links go to the
 * system browser instead), webviews never attach, and permission requests are refused.
 * Each takes its Electron collaborator as a parameter so it is tested with small fakes.
 */
import { isAppUrl } from './app-protocol';
import { isAllowedExternal } from './open-external';

interface Preventable {
  preventDefault(): void;
}

export interface NavigableContents {
  on(event: 'will-navigate' | 'will-redirect', listener: (event: Preventable & { url?: string }, url: string) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: Preventable) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

/** Only our own app:// pages may be navigated to; everything else is stopped. */
export function denyNavigation(contents: NavigableContents): void {
  const guard = (event: Preventable & { url?: string }, url: string) => {
    if (!isAppUrl(event.url ?? url)) event.preventDefault();
  };
  contents.on('will-navigate', guard);
  contents.on('will-redirect', guard);
}

/** New windows are never created; an allow-listed https link opens in the system browser. */
export function denyWindowOpen(contents: NavigableContents, openExternal: (url: string) => unknown): void {
  contents.setWindowOpenHandler(({ url }) => {
    if (isAllowedExternal(url)) void openExternal(url);
    return { action: 'deny' };
  });
}

export function denyWebviews(contents: NavigableContents): void {
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

/** Everything the window's contents need: navigation, new windows, webviews. */
export function hardenContents(contents: NavigableContents, openExternal: (url: string) => unknown): void {
  denyNavigation(contents);
  denyWindowOpen(contents, openExternal);
  denyWebviews(contents);
}

/**
 * Permissions granted to our own page. Copy-to-clipboard buttons need the sanitized
 * write permission; nothing else (camera, geolocation, notifications from the page…).
 */
export const GRANTED_PERMISSIONS: readonly string[] = ['clipboard-sanitized-write'];

export interface PermissionSession {
  setPermissionRequestHandler(handler: (contents: unknown, permission: string, callback: (granted: boolean) => void, details: { requestingUrl?: string }) => void): void;
  setPermissionCheckHandler(handler: (contents: unknown, permission: string, requestingOrigin: string) => boolean): void;
}

export function permissionAllowed(permission: string, origin: string | undefined): boolean {
  return GRANTED_PERMISSIONS.includes(permission) && origin !== undefined && isAppUrl(origin.endsWith('/') ? origin : `${origin}/`);
}

export function denyPermissions(session: PermissionSession): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => callback(permissionAllowed(permission, details.requestingUrl)));
  session.setPermissionCheckHandler((_contents, permission, origin) => permissionAllowed(permission, origin));
}
