/**
 * A joining console's router: every channel and event of the local page forwarded to the
 * host's show over its guest socket (`wss://HOST:PORT/socket`, the token as a subprotocol
 * exactly as web mode's page offers it), every connection pinned to the invitation's
 * certificate (pinned.ts). Nothing is answered here: the host's main checks the role and
 * runs the call, and this machine holds no account and no credential. When the host goes
 * away, calls in flight are outcome_unknown, new ones are not sent, and the page is told
 * (`host.reach`, then `host.resync` on return or on a gap in the host's event numbers), so
 * its screens go STALE and hold their acts like a web-mode page whose server went away.
 */
import { WebSocket } from 'ws';
import type { IpcResult } from '../../../shared/ipc/define';
import { fail } from '../../../shared/ipc/define';
import type { McEvent } from '../../../shared/ipc/events';
import { GUEST_SOCKET_PATH, type Invitation } from '../../../shared/domain/share/invitation';
import type { ChannelRouter, EventFeed } from '../types';
import { SOCKET_PROTOCOL, TOKEN_PROTOCOL_PREFIX } from '../token';
import { pinnedSocket } from './pinned';

const FIRST_MS = 250;
const CAP_MS = 10_000;

type Answer = (r: IpcResult<unknown>) => void;

export class RemoteShow implements ChannelRouter, EventFeed {
  private socket: WebSocket | null = null;
  private readonly waiting = new Map<number, Answer>();
  private readonly listeners = new Set<(e: McEvent) => void>();
  private nextId = 1;
  private nextSeq = 1;
  private attempt = 0;
  private lostSince: number | null = null;
  private closed = false;

  constructor(
    private readonly invitation: Invitation,
    private readonly token: string,
  ) {}

  /** The first connection: resolves once open, rejects (JoinRefused) when it cannot be made. */
  start(): Promise<void> {
    return new Promise((resolve, reject) => this.connect(resolve, reject));
  }

  subscribe(listener: (e: McEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  dispatch(channel: string, input: unknown, account?: unknown): Promise<IpcResult<unknown>> {
    const ws = this.socket;
    if (ws === null || ws.readyState !== ws.OPEN) {
      return Promise.resolve(fail({ kind: 'network_not_sent', cause: 'console_service_unreachable', message: `Not sent: the host ${this.where()} cannot be reached, so ${channel} was not run.` }));
    }
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      ws.send(JSON.stringify({ id, channel, input, account }));
    });
  }

  close(): void {
    this.closed = true;
    this.socket?.close();
  }

  private where(): string {
    const { host, port } = this.invitation;
    return `${host.includes(':') ? `[${host}]` : host}:${port}`;
  }

  private connect(opened?: () => void, failed?: (err: Error) => void): void {
    if (this.closed) return;
    const { host, port, fingerprint } = this.invitation;
    const ws = new WebSocket(`wss://${this.where()}${GUEST_SOCKET_PATH}`, [SOCKET_PROTOCOL, `${TOKEN_PROTOCOL_PREFIX}${this.token}`], {
      createConnection: ((_o: unknown, done: (err: Error | null, s?: unknown) => void) => {
        pinnedSocket(host, port, fingerprint).then((s) => done(null, s), (err: Error) => done(err));
      }) as never,
    });
    this.socket = ws;
    ws.on('open', () => {
      this.attempt = 0;
      this.nextSeq = 1;
      if (this.lostSince !== null) {
        this.lostSince = null;
        this.emit({ type: 'host.reach', reachable: true, since: null });
        this.emit({ type: 'host.resync', why: 'reconnected' });
      }
      opened?.();
    });
    ws.on('message', (raw) => this.onMessage(String(raw)));
    ws.on('error', (err) => failed?.(err));
    ws.on('close', () => {
      if (this.socket !== ws) return;
      this.socket = null;
      for (const [id, answer] of this.waiting) {
        this.waiting.delete(id);
        answer(fail({ kind: 'outcome_unknown', cause: 'connection_reset', message: `The connection to the host ${this.where()} was lost while a call was running. It may or may not have completed; check before doing it again.` }));
      }
      if (this.closed || failed) return;
      if (this.lostSince === null) {
        this.lostSince = Date.now();
        this.emit({ type: 'host.reach', reachable: false, since: new Date(this.lostSince).toISOString() });
      }
      const delay = Math.min(CAP_MS, FIRST_MS * 2 ** Math.min(this.attempt, 16)) * (0.8 + 0.4 * Math.random());
      this.attempt += 1;
      setTimeout(() => this.connect(), delay).unref?.();
    });
    // Once open, later drops reconnect rather than fail the start.
    ws.once('open', () => (failed = undefined));
  }

  private onMessage(text: string): void {
    let m: { id?: number; result?: IpcResult<unknown>; event?: McEvent; seq?: number };
    try {
      m = JSON.parse(text);
    } catch {
      return;
    }
    if (m.event !== undefined) {
      if (typeof m.seq === 'number') {
        if (m.seq !== this.nextSeq) this.emit({ type: 'host.resync', why: 'gap' });
        this.nextSeq = m.seq + 1;
      }
      return this.emit(m.event);
    }
    const answer = typeof m.id === 'number' ? this.waiting.get(m.id) : undefined;
    if (answer === undefined || m.result === undefined) return;
    this.waiting.delete(m.id as number);
    answer(m.result);
  }

  private emit(event: McEvent): void {
    for (const l of [...this.listeners]) l(event);
  }
}
