/**
 * One form POST over node:http/https. Not fetch: the client must know whether the body
 * can have reached the server (that decides whether a mutating command may be resent),
 * and it needs a connect timeout separate from the overall one, and a size cap enforced
 * while the body streams in.
 */
import http from 'node:http';
import https from 'node:https';

export type TransportFaultKind = 'refused' | 'dns' | 'connect_timeout' | 'reset' | 'timeout' | 'too_large' | 'aborted';

export interface TransportFault {
  kind: TransportFaultKind;
  /** The connection was up, so the body may have reached the server. */
  sent: boolean;
  /** A short technical cause (an error code such as ECONNREFUSED); never holds request text. */
  cause: string;
}

export interface TransportResponse {
  status: number;
  /** The server's `Date` header, the source of the clock offset. */
  date: string | null;
  bodyText: string;
}

export type TransportOutcome = { ok: true; response: TransportResponse } | { ok: false; fault: TransportFault };

export interface PostOptions {
  connectTimeoutMs: number;
  timeoutMs: number;
  maxBodyBytes: number;
  signal?: AbortSignal | undefined;
  agent?: http.Agent | undefined;
  userAgent?: string | undefined;
}

export const DEFAULT_MAX_BODY_BYTES = 32 * 1024 * 1024;

const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_FAIL', 'EAI_NODATA']);

/** Kind of an error raised before the connection was up: the body provably never left. */
function unsentKind(code: string): TransportFaultKind {
  return DNS_CODES.has(code) ? 'dns' : 'refused';
}

function errorCode(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code !== '' ? code : 'ECONNRESET';
}

/** Sends `json=<body>` form-encoded; resolves with the response or a fault, never rejects. */
export function postForm(url: URL, jsonText: string, options: PostOptions): Promise<TransportOutcome> {
  const payload = new URLSearchParams({ json: jsonText }).toString();
  return new Promise((resolve) => {
    if (options.signal?.aborted) {
      resolve({ ok: false, fault: { kind: 'aborted', sent: false, cause: 'cancelled before sending' } });
      return;
    }
    let connected = false;
    let settled = false;
    let connectTimer: NodeJS.Timeout | undefined;
    const request = (url.protocol === 'https:' ? https : http).request(url, {
      method: 'POST',
      agent: options.agent,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': Buffer.byteLength(payload),
        accept: 'application/json',
        'user-agent': options.userAgent ?? 'master-control',
      },
    });
    const finish = (outcome: TransportOutcome): void => {
      if (settled) return;
      settled = true;
      clearTimeout(overallTimer);
      clearTimeout(connectTimer);
      options.signal?.removeEventListener('abort', onAbort);
      resolve(outcome);
      if (!outcome.ok) request.destroy();
    };
    const fail = (kind: TransportFaultKind, cause: string): void =>
      finish({ ok: false, fault: { kind, sent: connected, cause } });
    const onAbort = (): void => fail('aborted', 'cancelled');
    const overallTimer = setTimeout(
      () => (connected ? fail('timeout', `no complete answer within ${options.timeoutMs} ms`) : fail('connect_timeout', `no connection within ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    options.signal?.addEventListener('abort', onAbort, { once: true });

    request.on('socket', (socket) => {
      if (!socket.connecting) {
        connected = true; // a kept-alive socket: the body goes out at once
        return;
      }
      connectTimer = setTimeout(() => fail('connect_timeout', `no connection within ${options.connectTimeoutMs} ms`), options.connectTimeoutMs);
      // For TLS the body is written only after the handshake; until then nothing has left.
      socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', () => {
        connected = true;
        clearTimeout(connectTimer);
      });
    });
    request.on('error', (err) => fail(connected ? 'reset' : unsentKind(errorCode(err)), errorCode(err)));
    request.on('response', (res) => readBody(res, options.maxBodyBytes, finish, fail));
    request.end(payload);
  });
}

function readBody(
  res: http.IncomingMessage,
  maxBodyBytes: number,
  finish: (o: TransportOutcome) => void,
  fail: (kind: TransportFaultKind, cause: string) => void,
): void {
  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBodyBytes) {
    fail('too_large', `declared ${declared} bytes`);
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  res.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > maxBodyBytes) fail('too_large', `more than ${maxBodyBytes} bytes`);
    else chunks.push(chunk);
  });
  res.on('error', (err) => fail('reset', errorCode(err)));
  res.on('close', () => {
    if (!res.complete) fail('reset', 'answer cut off');
  });
  res.on('end', () => {
    const date = res.headers.date;
    finish({
      ok: true,
      response: { status: res.statusCode ?? 0, date: typeof date === 'string' ? date : null, bodyText: Buffer.concat(chunks, size).toString('utf8') },
    });
  });
}
