/**
 * Requests to the control API, trusting only the console: each token-bearing request goes
 * out on a TCP connection the console has just proven itself on (proof.ts), never to a
 * host off this machine unless the settings say so (endpoint.ts); no redirect is
 * followed and no answer over MAX_ANSWER_BYTES is read, so a hostile server can neither
 * take the token nor fill the module's memory. The token goes as a Bearer header (never
 * in the address) and the module's name as X-Client-Name, for the console's Activity.
 */
import { Agent, type IncomingMessage, request } from 'node:http';
import type { Socket } from 'node:net';
import type { ApiReply, ApiRequest } from './contract';
import { type Endpoint, endpointProblem, lookupFor } from './endpoint';
import { CHALLENGE_HEADER, CHALLENGE_PATH, newNonce, proofHolds } from './proof';

export type { Endpoint } from './endpoint';

export const CLIENT_NAME = 'Companion (Master Control module)';
/** A state with a thousand destinations is well under 1 MiB: 4 MiB leaves room and bounds memory. */
export const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

/** What answered broke the contract (a redirect, an answer too big, not JSON, not the state's shape). */
export class BadAnswer extends Error {}
/** What answered at the port did not prove it holds the token: the token was not sent. */
export class NotProven extends Error {}
class UnprovenSocket extends Error {}

const agents = new WeakMap<Endpoint, Agent>();
const proven = new WeakSet<Socket>();

/** One socket at a time per console, kept alive, so the token request takes the proven connection. */
export function agentFor(to: Endpoint): Agent {
  let agent = agents.get(to);
  if (!agent) agents.set(to, (agent = new Agent({ keepAlive: true, maxSockets: 1 })));
  return agent;
}

export function closeAgent(to: Endpoint): void {
  agents.get(to)?.destroy();
  agents.delete(to);
}

export const isProven = (socket: unknown): boolean => socket !== null && typeof socket === 'object' && proven.has(socket as Socket);
const where = (to: Endpoint) => `${to.host}:${String(to.port)}`;
const tooBig = (to: Endpoint) => new BadAnswer(`bad answer from the console at ${where(to)}: more than ${MAX_ANSWER_BYTES / 1024 / 1024} MiB, not read`);

interface Raw {
  status: number;
  text: string;
  socket: Socket;
}

interface Outgoing {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** One request; `authorize` sees the socket it got before anything is written, and may refuse it. */
function exchange(to: Endpoint, out: Outgoing, authorize: (socket: Socket) => Record<string, string> | null): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const r = request({ agent: agentFor(to), host: to.host, port: to.port, method: out.method, path: out.path, headers: out.headers, lookup: lookupFor(to) });
    let on: Socket | null = null;
    r.on('error', reject);
    r.once('socket', (socket: Socket) => {
      on = socket;
      const extra = authorize(socket);
      if (extra === null) return void r.destroy(new UnprovenSocket('not the proven connection'));
      for (const [k, v] of Object.entries(extra)) r.setHeader(k, v);
      r.end(out.body);
    });
    r.on('response', (res: IncomingMessage) => {
      const status = res.statusCode ?? 0;
      const fail = (e: Error) => {
        r.destroy();
        reject(e);
      };
      if (status >= 300 && status < 400) return fail(new BadAnswer(`bad answer from the console at ${where(to)}: a redirect (${String(status)}), which the module never follows`));
      if (Number(res.headers['content-length'] ?? 0) > MAX_ANSWER_BYTES) return fail(tooBig(to));
      let size = 0;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => {
        size += c.length;
        if (size > MAX_ANSWER_BYTES) fail(tooBig(to));
        else chunks.push(c);
      });
      res.on('error', reject);
      res.on('end', () => resolve({ status, text: Buffer.concat(chunks).toString('utf8'), socket: on! }));
    });
  });
}

const baseHeaders = (body: boolean): Record<string, string> => ({ 'X-Client-Name': CLIENT_NAME, ...(body ? { 'Content-Type': 'application/json' } : {}) });

function parsed(to: Endpoint, text: string): Record<string, unknown> {
  if (text.trim() === '') return {};
  try {
    const v: unknown = JSON.parse(text);
    if (typeof v === 'object' && v !== null && !Array.isArray(v)) return v as Record<string, unknown>;
  } catch {
    // falls through to the one wording below
  }
  throw new BadAnswer(`bad answer from the console at ${where(to)}: not a JSON object`);
}

/** Asks the console to prove itself; the socket it answered on is marked proven. */
export async function challenge(to: Endpoint): Promise<void> {
  const nonce = newNonce();
  const raw = await exchange(to, { method: 'GET', path: CHALLENGE_PATH, headers: { ...baseHeaders(false), [CHALLENGE_HEADER]: nonce } }, () => ({}));
  let body: unknown = null;
  try {
    body = JSON.parse(raw.text);
  } catch {
    // not JSON: no proof
  }
  if (raw.status !== 200 || !proofHolds(to.token, to.port, nonce, body)) {
    raw.socket.destroy();
    throw new NotProven(`Not the console, or a wrong token: what answers at ${where(to)} did not prove it holds this token (${String(raw.status)}), so the token was not sent`);
  }
  proven.add(raw.socket);
}

/** A request with the token, on a connection just proven; throws BadAnswer, NotProven or a network error. */
export async function call(to: Endpoint, req: ApiRequest): Promise<ApiReply> {
  const problem = endpointProblem(to);
  if (problem) throw new NotProven(problem);
  const body = req.body === undefined ? undefined : JSON.stringify(req.body);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await challenge(to);
    try {
      const raw = await exchange(to, { method: req.method, path: req.path, headers: baseHeaders(body !== undefined), body }, (s) => (proven.has(s) ? { Authorization: `Bearer ${to.token}` } : null));
      return { status: raw.status, body: parsed(to, raw.text) };
    } catch (e) {
      // The proven connection closed before the request took it: prove the next one.
      if (!(e instanceof UnprovenSocket)) throw e;
    }
  }
  throw new NotProven(`Not the console, or a wrong token: ${where(to)} kept closing the connection it proved itself on, so the token was not sent`);
}

/** An action's request: whatever goes wrong comes back as a reply in words, never a throw. */
export async function send(to: Endpoint, req: ApiRequest): Promise<ApiReply> {
  try {
    return await call(to, req);
  } catch (e) {
    const kind = e instanceof BadAnswer ? 'bad_answer' : e instanceof NotProven ? 'not_proven' : 'no_console';
    const message = kind === 'no_console' ? `Not sent: no console at ${where(to)} (${(e as Error).message})` : (e as Error).message;
    return { status: 0, body: { error: kind, message } };
  }
}

/** 401/403: the token is wrong or lacks the scope; retrying cannot help. */
export const refusedAuth = (status: number): boolean => status === 401 || status === 403;
