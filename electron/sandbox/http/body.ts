/**
 * Reads the `json` form field of a request, url-encoded or multipart/form-data (the PHP
 * and Ruby samples send multipart). The whole body is read before anything is answered,
 * so a request is "received" — and counted — exactly when this resolves.
 */
import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';

export const MAX_BODY_BYTES = 1 << 20;

export class BodyError extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
  }
}

export async function readRaw(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BodyError(`request body is larger than ${MAX_BODY_BYTES} bytes`, 413);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function multipartField(contentType: string, body: Buffer, name: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    let value: string | undefined;
    const bb = busboy({ headers: { 'content-type': contentType }, limits: { fieldSize: MAX_BODY_BYTES } });
    bb.on('field', (field, v) => {
      if (field === name && value === undefined) value = v;
    });
    bb.on('file', (_field, stream) => stream.resume());
    bb.on('close', () => resolve(value));
    bb.on('error', (e) => reject(new BodyError(`unreadable multipart body: ${(e as Error).message}`, 400)));
    bb.end(body);
  });
}

/** The `json` field's text, or undefined when the body has no such field. */
export async function readJsonField(req: IncomingMessage): Promise<string | undefined> {
  const body = await readRaw(req);
  const type = req.headers['content-type'] ?? '';
  if (/^multipart\/form-data/i.test(type)) return multipartField(type, body, 'json');
  return new URLSearchParams(body.toString('utf8')).get('json') ?? undefined;
}
