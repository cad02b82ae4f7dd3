/** The shared show listener's HTTP pieces: its own address (Host, Origin), security headers, redeeming a code. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { GuestBook } from '../core/share/guests';
import { contentSecurityPolicy } from '../web/csp';

export type Site = { hosts: string[]; origins: string[] };

const MAX_REDEEM_BYTES = 4096;

const hostPart = (a: string): string => (a.includes(':') ? `[${a}]` : a);

export function siteOf(address: string, port: number): Site {
  const loop = address === '127.0.0.1' || address === '::1';
  const hosts = [`${hostPart(address)}:${port}`, ...(loop ? [`localhost:${port}`] : [])];
  return { hosts, origins: hosts.map((h) => `https://${h}`) };
}

export function sameSite(req: IncomingMessage, site: Site): boolean {
  const origin = req.headers.origin;
  return site.hosts.includes((req.headers.host ?? '').toLowerCase()) && (origin === undefined || site.origins.includes(origin.toLowerCase()));
}

export function headers(site: { origins: string[] }): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(site.origins.map((o) => o.replace(/^https/, 'wss'))),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Strict-Transport-Security': 'max-age=300',
  };
}

export function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((done) => {
    let size = 0;
    const parts: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_REDEEM_BYTES) return (req.destroy(), done(null));
      parts.push(chunk);
    });
    req.on('end', () => done(Buffer.concat(parts).toString('utf8')));
    req.on('error', () => done(null));
  });
}

export async function redeem(req: IncomingMessage, res: ServerResponse, book: GuestBook): Promise<void> {
  const text = await readBody(req);
  let code: unknown;
  try {
    code = (JSON.parse(text ?? '') as { code?: unknown }).code;
  } catch {
    return answer(res, 400, { error: 'bad_request', message: 'Send {"code": "…"} as JSON.' });
  }
  const r = book.redeem(code, req.socket.remoteAddress ?? '');
  if (r.status === 200) return answer(res, 200, { token: r.token, person: r.person });
  answer(res, r.status, { error: r.status === 410 ? 'gone' : 'unauthorized', message: r.message });
}

export function refuseUpgrade(socket: Duplex, status: 401 | 403 | 404, reason: string): void {
  const word = { 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found' }[status];
  socket.end(`HTTP/1.1 ${status} ${word}\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\n${reason}\n`);
}

