/**
 * Serves the built renderer from one folder. A request path is decoded and normalised,
 * and anything that would land outside the folder (`..`, encoded dots, backslashes,
 * NUL) is refused; a path with no file extension gets index.html (client-side screens).
 */
import { createReadStream, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

export function contentType(file: string): string {
  return CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** The file a URL path names inside root, or null when it would escape root or is malformed. */
export function resolveStaticPath(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const base = resolve(root);
  const relative = normalize(decoded).replace(/^([/\\])+/, '');
  const wanted = extname(relative) === '' ? 'index.html' : relative;
  const full = resolve(join(base, wanted));
  if (full !== base && !full.startsWith(base + sep)) return null;
  return full;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Writes the file (or a plain 404) with its content type and the given security headers. */
export function sendStatic(res: ServerResponse, root: string, urlPath: string, headers: Record<string, string>): void {
  const file = resolveStaticPath(root, urlPath);
  if (file === null || !isFile(file)) {
    res.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('not found');
    return;
  }
  // Hashed asset names never change content; the page itself must always be fresh.
  const cache = file.endsWith('index.html') ? 'no-store' : 'public, max-age=31536000, immutable';
  res.writeHead(200, { ...headers, 'Content-Type': contentType(file), 'Cache-Control': cache });
  // A file that vanishes mid-read (a rebuild) ends this response, never the server.
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
}
