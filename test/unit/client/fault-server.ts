/**
 * A tiny loopback API server for client tests: it counts requests per command, checks
 * each signature, and answers however the test says — JSON, raw text, a reset after the
 * body was read, a hang, or an oversized body.
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** `noDate` leaves out the Date header Node adds by default. */
export type Reply =
  | { type: 'json'; body: unknown; status?: number; headers?: Record<string, string>; noDate?: boolean }
  | { type: 'raw'; body: string | Buffer; status?: number; headers?: Record<string, string>; noDate?: boolean }
  /** Reads the whole request, then destroys the connection without answering. */
  | { type: 'reset' }
  /** Never answers (until the server closes). */
  | { type: 'hang' }
  /** A success body padded to about `bytes`; `declared` sends Content-Length, else chunks. */
  | { type: 'huge'; bytes: number; declared: boolean };

export interface ReceivedRequest {
  command: string;
  /** The `json` form field exactly as received. */
  json: string;
  parsed: Record<string, unknown>;
  /** The text the signature covers: the body minus the spliced signature member. */
  signedText: string;
  signatureValid: boolean;
  contentType: string;
}

export type Handler = (req: ReceivedRequest, index: number) => Reply | Promise<Reply>;

export interface FaultServer {
  /** http://127.0.0.1:PORT/stable/ */
  url: string;
  requests: ReceivedRequest[];
  count(command?: string): number;
  respond(handler: Handler): void;
  reset(): void;
  close(): Promise<void>;
}

const SPLICED = /,"signature":"([^"]*)"\}$/;

function receive(raw: string, secret: string, contentType: string): ReceivedRequest {
  const json = new URLSearchParams(raw).get('json') ?? '';
  const m = SPLICED.exec(json);
  const signedText = m ? `${json.slice(0, m.index)}}` : json;
  const signatureValid = m !== null && createHmac('sha256', secret).update(signedText, 'utf8').digest('base64') === m[1];
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(json) as Record<string, unknown>;
  } catch {
    // left empty: the test will see command ''
  }
  return { command: typeof parsed.command === 'string' ? parsed.command : '', json, parsed, signedText, signatureValid, contentType };
}

function send(res: http.ServerResponse, reply: Reply): void {
  switch (reply.type) {
    case 'json':
    case 'raw': {
      const text = reply.type === 'json' ? JSON.stringify(reply.body) : reply.body;
      if (reply.noDate) res.sendDate = false;
      res.writeHead(reply.status ?? 200, { 'content-type': reply.type === 'json' ? 'application/json' : 'text/html', ...reply.headers });
      res.end(text);
      return;
    }
    case 'reset':
      res.socket?.destroy();
      return;
    case 'hang':
      return;
    case 'huge': {
      const text = JSON.stringify({ status: 'success', pad: 'x'.repeat(reply.bytes) });
      res.writeHead(200, reply.declared ? { 'content-length': Buffer.byteLength(text) } : {});
      if (!reply.declared) for (let i = 0; i < text.length; i += 4096) res.write(text.slice(i, i + 4096));
      res.end(reply.declared ? text : undefined);
      return;
    }
  }
}

export async function startFaultServer(secret: string): Promise<FaultServer> {
  const requests: ReceivedRequest[] = [];
  let handler: Handler = () => ({ type: 'json', body: { status: 'success', message: 'ok' } });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const received = receive(Buffer.concat(chunks).toString('utf8'), secret, req.headers['content-type'] ?? '');
      requests.push(received);
      void Promise.resolve(handler(received, requests.length - 1)).then((reply) => send(res, reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/stable/`,
    requests,
    count: (command) => (command === undefined ? requests.length : requests.filter((r) => r.command === command).length),
    respond(h) {
      handler = h;
    },
    reset() {
      requests.length = 0;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port that nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
