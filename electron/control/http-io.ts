/**
 * Reading a control request and writing its answer: the JSON body (small, an object or
 * empty), the client's own name for the audit, and JSON replies that are never cached.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Answer } from './answers';

export const MAX_BODY_BYTES = 64 * 1024;
const MAX_CLIENT_CHARS = 80;

export function reply(res: ServerResponse, a: Answer, extra: Record<string, string> = {}): void {
  res.writeHead(a.status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...extra });
  res.end(`${JSON.stringify(a.body)}\n`);
}

export function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size <= MAX_BODY_BYTES) chunks.push(c);
    });
    req.on('end', () => resolve(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', () => resolve(null));
  });
}

/** The control surface's own name for the audit: X-Client-Name, else its User-Agent. */
export function clientName(req: IncomingMessage): string {
  const named = req.headers['x-client-name'];
  const raw = (typeof named === 'string' && named.trim() !== '' ? named : req.headers['user-agent']) ?? '';
  const clean = raw.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, MAX_CLIENT_CHARS);
  return clean === '' ? 'unnamed client' : clean;
}

export function parseBody(text: string): Record<string, unknown> | null {
  if (text.trim() === '') return {};
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

