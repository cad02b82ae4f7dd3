/**
 * The link to one console: read /v1/state, then follow /v1/events (token in the first
 * message). A network error or a dropped socket retries with backoff; a refused token
 * (401/403, or close 4401) stops for good, since retrying a wrong token only fills the
 * console's log. Status: "no console" until a snapshot, "ok", "stale" when the console
 * says its board is old or the socket went quiet past its heartbeats.
 */
import WebSocket from 'ws';
import { backoffDelay } from './backoff';
import type { ConsoleState } from './contract';
import { type Endpoint, refusedAuth, send } from './http';

export type LinkStatus = 'no console' | 'ok' | 'stale' | 'auth failure';

/** The console beats every 3 s: three missed beats and the board shown may be old. */
const QUIET_MS = 9000;
const CLOSE_UNAUTHORIZED = 4401;

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
    const ws = this.ws;
    this.ws = null;
    ws?.removeAllListeners();
    ws?.on('error', () => {});
    ws?.terminate();
  }

  current(): ConsoleState | null {
    return this.state;
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

  private lost(message: string): void {
    if (this.stopped) return;
    this.ws = null;
    if (this.quiet) clearTimeout(this.quiet);
    this.setStatus('no console', message);
    const wait = backoffDelay(this.failures++, this.hooks.random);
    this.retry = setTimeout(() => void this.open(), wait);
  }

  private async open(): Promise<void> {
    this.retry = null;
    try {
      const first = await send(this.to, { method: 'GET', path: '/v1/state' });
      if (this.stopped) return;
      if (refusedAuth(first.status)) return this.authFailed(`The console refused the token (${String(first.status)})`);
      if (first.status !== 200) return this.lost(`The console answered ${String(first.status)}`);
      this.take(first.body as unknown as ConsoleState);
    } catch (e) {
      return this.lost(`No console at ${this.to.host}:${String(this.to.port)} (${(e as Error).message})`);
    }
    this.subscribe();
  }

  private subscribe(): void {
    const ws = new WebSocket(`ws://${this.to.host}:${String(this.to.port)}/v1/events`);
    this.ws = ws;
    ws.on('open', () => ws.send(JSON.stringify({ token: this.to.token })));
    ws.on('message', (raw) => this.onMessage(String(raw)));
    ws.on('unexpected-response', (_req, res) => {
      ws.removeAllListeners('close');
      ws.on('error', () => {});
      ws.terminate();
      if (refusedAuth(res.statusCode ?? 0)) this.authFailed(`The console refused the token (${String(res.statusCode)})`);
      else this.lost(`The console's events answered ${String(res.statusCode)}`);
    });
    ws.on('error', () => {});
    ws.on('close', (code, reason) => {
      if (this.ws !== ws) return;
      if (code === CLOSE_UNAUTHORIZED) this.authFailed(`The console refused the token (${reason.toString()})`);
      else this.lost('The console closed the events socket');
    });
  }

  private onMessage(text: string): void {
    let m: { type?: string; state?: ConsoleState; changes?: Partial<ConsoleState> };
    try {
      m = JSON.parse(text) as typeof m;
    } catch {
      return;
    }
    this.heard();
    if (m.type === 'snapshot' && m.state) {
      this.failures = 0;
      this.take(m.state);
    } else if (m.type === 'change' && m.changes && this.state) {
      this.take({ ...this.state, ...m.changes });
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
