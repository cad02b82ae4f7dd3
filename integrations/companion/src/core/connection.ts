/**
 * The link to one console: read /v1/state, then follow /v1/events (token in the first
 * message, on a connection the console proved itself on). A network error, a dropped
 * socket, an answer that breaks the contract or a port that cannot prove itself retries
 * with backoff; a refused token (401/403, or close 4401) and a host off this machine
 * without the setting stop for good, since retrying cannot help. Status: "no console"
 * until a snapshot, "ok", "stale" when the console says its board is old or the socket
 * went quiet past its heartbeats, "bad answer" / "not proven" in words.
 */
import WebSocket from 'ws';
import { backoffDelay } from './backoff';
import { checkChange, checkState } from './check';
import type { ConsoleState } from './contract';
import { endpointProblem, lookupFor } from './endpoint';
import { BadAnswer, type Endpoint, MAX_ANSWER_BYTES, NotProven, agentFor, call, challenge, closeAgent, isProven, refusedAuth } from './http';

export type LinkStatus = 'no console' | 'ok' | 'stale' | 'auth failure' | 'bad answer' | 'not proven' | 'bad config';

/** The console beats every 3 s: three missed beats and the board shown may be old. */
const QUIET_MS = 9000;
const CLOSE_UNAUTHORIZED = 4401;
const badAnswer = (problem: string) => `Bad answer from the console: ${problem}; nothing of it was used`;

export interface ConnectionHooks {
  onState(state: ConsoleState): void;
  onStatus(status: LinkStatus, message: string): void;
  random?: () => number;
}

export class Connection {
  private ws: WebSocket | null = null;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private quiet: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private stopped = false;
  private state: ConsoleState | null = null;
  private status: LinkStatus | null = null;

  constructor(
    private readonly to: Endpoint,
    private readonly hooks: ConnectionHooks,
  ) {}

  start(): void {
    this.stopped = false;
    void this.open();
  }

  stop(): void {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    if (this.quiet) clearTimeout(this.quiet);
    this.retry = this.quiet = null;
    this.drop();
    closeAgent(this.to);
  }

  current(): ConsoleState | null {
    return this.state;
  }

  private drop(): void {
    const ws = this.ws;
    this.ws = null;
    ws?.removeAllListeners();
    ws?.on('error', () => {});
    ws?.terminate();
  }

  private setStatus(status: LinkStatus, message: string): void {
    if (status === this.status) return;
    this.status = status;
    this.hooks.onStatus(status, message);
  }

  private authFailed(message: string): void {
    this.stop();
    this.setStatus('auth failure', message);
  }

  private lost(message: string, status: LinkStatus = 'no console'): void {
    if (this.stopped) return;
    this.drop();
    if (this.quiet) clearTimeout(this.quiet);
    this.setStatus(status, message);
    const wait = backoffDelay(this.failures++, this.hooks.random);
    this.retry = setTimeout(() => void this.open(), wait);
  }

  /** What a failed request or challenge means for the link. */
  private failed(e: unknown): void {
    if (e instanceof BadAnswer) return this.lost(badAnswer(e.message.replace(/^bad answer from the console at \S+: /, '')), 'bad answer');
    if (e instanceof NotProven) return this.lost(e.message, 'not proven');
    this.lost(`No console at ${this.to.host}:${String(this.to.port)} (${(e as Error).message})`);
  }

  private async open(): Promise<void> {
    this.retry = null;
    const problem = endpointProblem(this.to);
    if (problem) {
      this.stop();
      return this.setStatus('bad config', problem);
    }
    try {
      const first = await call(this.to, { method: 'GET', path: '/v1/state' });
      if (this.stopped) return;
      if (refusedAuth(first.status)) return this.authFailed(`The console refused the token (${String(first.status)})`);
      if (first.status !== 200) return this.lost(`The console answered ${String(first.status)}`);
      const checked = checkState(first.body);
      if (!checked.ok) return this.lost(badAnswer(checked.problem), 'bad answer');
      this.take(checked.state);
      await challenge(this.to);
    } catch (e) {
      return this.stopped ? undefined : this.failed(e);
    }
    if (!this.stopped) this.subscribe();
  }

  /** The socket takes the connection the challenge just proved (one socket per console in the agent). */
  private subscribe(): void {
    const ws = new WebSocket(`ws://${this.to.host}:${String(this.to.port)}/v1/events`, { agent: agentFor(this.to), maxPayload: MAX_ANSWER_BYTES, followRedirects: false, lookup: lookupFor(this.to) as never });
    this.ws = ws;
    let onProven = false;
    let tooBig = false;
    ws.on('upgrade', (res) => (onProven = isProven(res.socket)));
    ws.on('open', () => {
      if (onProven) return ws.send(JSON.stringify({ token: this.to.token }));
      this.lost(`Not the console, or a wrong token: the events socket did not open on the connection the console proved itself on, so the token was not sent`, 'not proven');
    });
    ws.on('message', (raw) => this.onMessage(String(raw)));
    ws.on('unexpected-response', (_req, res) => {
      const status = res.statusCode ?? 0;
      if (refusedAuth(status)) return this.authFailed(`The console refused the token (${String(status)})`);
      if (status >= 300 && status < 400) return this.lost(badAnswer(`the events socket answered a redirect (${String(status)}), which the module never follows`), 'bad answer');
      this.lost(`The console's events answered ${String(status)}`);
    });
    ws.on('error', (e) => {
      // Over the cap: stop reading at once rather than wait out a closing handshake.
      if (!/max payload/i.test(e.message)) return;
      tooBig = true;
      ws.terminate();
    });
    ws.on('close', (code, reason) => {
      if (this.ws !== ws) return;
      if (code === CLOSE_UNAUTHORIZED) this.authFailed(`The console refused the token (${reason.toString()})`);
      else if (tooBig) this.lost(badAnswer(`a message over ${MAX_ANSWER_BYTES / 1024 / 1024} MiB, not read`), 'bad answer');
      else this.lost('The console closed the events socket');
    });
  }

  private onMessage(text: string): void {
    let m: { type?: unknown; state?: unknown; changes?: unknown };
    try {
      m = JSON.parse(text) as typeof m;
    } catch {
      return this.lost(badAnswer('an event that is not JSON'), 'bad answer');
    }
    this.heard();
    if (m.type === 'snapshot' || (m.type === 'change' && this.state)) {
      const checked = m.type === 'snapshot' ? checkState(m.state) : checkChange(this.state!, m.changes);
      if (!checked.ok) return this.lost(badAnswer(checked.problem), 'bad answer');
      if (m.type === 'snapshot') this.failures = 0;
      this.take(checked.state);
    } else this.showFreshness();
  }

  private take(state: ConsoleState): void {
    this.state = state;
    this.hooks.onState(state);
    this.showFreshness();
  }

  private showFreshness(): void {
    if (!this.ws || !this.state) return;
    if (this.state.stale) this.setStatus('stale', 'The console has not read the account lately');
    else this.setStatus('ok', 'Connected');
  }

  /** Any message proves the socket alive; silence past the heartbeats marks the board stale. */
  private heard(): void {
    if (this.quiet) clearTimeout(this.quiet);
    this.quiet = setTimeout(() => this.setStatus('stale', 'No word from the console for 9 s'), QUIET_MS);
  }
}
