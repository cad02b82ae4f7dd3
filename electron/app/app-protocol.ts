/**
 * The renderer is served from `app://console/…` instead of `file://` (Electron security
 * checklist #18): a standard, secure scheme whose handler only reads files inside the
 * built renderer folder and answers every file with the strict CSP header.
 */
import { readFile } from 'node:fs/promises';
import { contentSecurityPolicy } from '../web/csp';
import { contentType, resolveStaticPath } from '../web/static-files';

export const APP_SCHEME = 'app';
export const APP_HOST = 'console';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

/** For `protocol.registerSchemesAsPrivileged` (before app ready). No CORS, no fetch bypass. */
export function appSchemePrivileges() {
  return [{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true } }];
}

/** True when a frame URL is our own renderer (sender checks, navigation checks). */
export function isAppUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST && !parsed.username && !parsed.password;
  } catch {
    return false;
  }
}

type ReadFile = (path: string) => Promise<Uint8Array>;

/** The `protocol.handle(APP_SCHEME, …)` handler, over a folder; `read` is injected for tests. */
export function createAppProtocolHandler(rendererDir: string, read: ReadFile = readFile) {
  const csp = contentSecurityPolicy();
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const file = url.host === APP_HOST ? resolveStaticPath(rendererDir, url.pathname) : null;
    if (file === null) return new Response('not found', { status: 404 });
    try {
      const body = await read(file);
      const headers = { 'Content-Type': contentType(file), 'Content-Security-Policy': csp, 'X-Content-Type-Options': 'nosniff' };
      return new Response(body as BodyInit, { status: 200, headers });
    } catch {
      return new Response('not found', { status: 404 });
    }
  };
}
