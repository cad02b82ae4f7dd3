/**
 * Web mode's bridge: the same `McBridge` as the Electron preload, over a WebSocket to the
 * server that printed our URL. Requests travel `{id, channel, input, account?}` and come
 * back `{id, result}`; events arrive as `{event, seq}`. When the socket
 * drops, calls in flight resolve to `outcome_unknown` (main may have run them — never
 * resent), reads wait for the reconnect (with backoff, capped at 10 s, with jitter) or fail
 * as not sent, and the operator sees a "connection to the console service lost" notice.
 * While it is unreachable the view keeps its last board (marked STALE: `host.reach` says since
 * when) and a call that would act is refused at once in words: nothing acts on a board this
 * view cannot read. Back, or on a gap in the events' numbers, it says `host.resync`.
 */
import type { McBridge } from '../../../shared/ipc/contract';
import type { IpcResult } from '../../../shared/ipc/define';
import type { McEvent } from '../../../shared/ipc/events';
import { bridgeFromContract } from './from-contract';
import { takePageToken } from './page-token';
import { backNotice, failure, lostInFlight, lostNotice, neverSent, unreachableAct } from './transport-words';
import { EventOrder, actsOnShow, reconnectDelay } from './reach';

/** Must match WS_PATH in electron/web/server.ts (a unit test checks they agree). */
export const SOCKET_PATH = '/mc-socket';
/** Must match electron/web/token.ts: the selected subprotocol, and the prefix the token travels under. */
export const SOCKET_PROTOCOL = 'mc.v1';
const TOKEN_PROTOCOL_PREFIX = 'mc.token.';
const QUEUE_WAIT_MS = 10_000;

export type TransportState = 'connecting' | 'open' | 'lost';

export interface WebTransportOptions {
  /** Full ws:// URL; default: this page's origin and SOCKET_PATH. */
  url?: string;
  /** The per-launch token, sent as a subprotocol; default: taken from this page (takePageToken). */
  token?: string | Promise<string>;
  /** Injected in tests (Node before v22 has none). */
  WebSocketImpl?: typeof WebSocket;
  /** The clock "unreachable since" reads (tests). */
  now?: () => number;
}

interface Pending {
  channel: string;
  input: unknown;
  account: string | undefined;
  resolve(result: IpcResult<unknown>): void;
  timer?: ReturnType<typeof setTimeout>;
}

function pageSocketUrl(): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${SOCKET_PATH}`;
}

export class WebTransport {
  readonly bridge: McBridge;
  private readonly inFlight = new Map<number, Pending>();
  private readonly queued: Pending[] = [];
  private readonly eventListeners = new Set<(event: McEvent) => void>();
  private readonly stateListeners = new Set<(state: TransportState) => void>();
  private socket: WebSocket | null = null;
  private current: TransportState = 'connecting';
  private attempt = 0;
  private nextId = 1;
  private closed = false;
  private everLost = false;
  private lostSince: number | null = null;
  private readonly order = new EventOrder();

  private token = '';

  constructor(
    private readonly url: string,
    private readonly Impl: typeof WebSocket,
    token: string | Promise<string>,
    private readonly now: () => number = Date.now,
  ) {
    this.bridge = bridgeFromContract((channel, input, account) => this.request(channel, input, account), (listener) => this.subscribe(listener));
    if (typeof token === 'string') {
      this.token = token;
      this.connect();
    } else {
      void token.then((t) => {
        this.token = t;
        this.connect();
      });
    }
  }

  state(): TransportState {
    return this.current;
  }

  onState(listener: (state: TransportState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  /** Stops reconnecting; queued calls fail as not sent, in-flight ones as unknown. */
  close(): void {
    this.closed = true;
    this.socket?.close();
    for (const p of this.queued.splice(0)) {
      clearTimeout(p.timer);
      p.resolve(failure(neverSent(p.channel)));
    }
  }

  private subscribe(listener: (event: McEvent) => void): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  private request(channel: string, input: unknown, account: string | undefined): Promise<IpcResult<unknown>> {
    return new Promise((resolve) => {
      const p: Pending = { channel, input, account, resolve };
      if (this.closed) return resolve(failure(neverSent(channel)));
      if (this.lostSince !== null && actsOnShow(channel, input)) return resolve(failure(unreachableAct(channel, this.lostSince)));
      if (this.current === 'open' && this.socket !== null) return this.send(p);
      p.timer = setTimeout(() => {
        this.queued.splice(this.queued.indexOf(p), 1);
        resolve(failure(neverSent(channel)));
      }, QUEUE_WAIT_MS);
      this.queued.push(p);
    });
  }

  private send(p: Pending): void {
    const id = this.nextId++;
    this.inFlight.set(id, p);
    this.socket!.send(JSON.stringify({ id, channel: p.channel, input: p.input, account: p.account }));
  }

  private connect(): void {
    if (this.closed) return;
    const ws = new this.Impl(this.url, [SOCKET_PROTOCOL, `${TOKEN_PROTOCOL_PREFIX}${this.token}`]);
    this.socket = ws;
    ws.onopen = () => this.onOpen();
    ws.onmessage = (e) => this.onMessage(e.data);
    ws.onclose = () => this.socket === ws && this.onDrop();
    ws.onerror = () => {};
  }

  private onOpen(): void {
    this.attempt = 0;
    this.order.reset();
    this.setState('open');
    if (this.lostSince !== null) {
      this.lostSince = null;
      this.emit({ type: 'host.reach', reachable: true, since: null });
      this.emit({ type: 'host.resync', why: 'reconnected' });
    }
    if (this.everLost) this.emit(backNotice);
    for (const p of this.queued.splice(0)) {
      clearTimeout(p.timer);
      this.send(p);
    }
  }

  private onMessage(raw: unknown): void {
    let message: { id?: number | null; result?: IpcResult<unknown>; event?: McEvent; seq?: number };
    try {
      message = JSON.parse(String(raw));
    } catch {
      return;
    }
    if (message.event !== undefined) return this.onEvent(message.event, message.seq);
    const pending = typeof message.id === 'number' ? this.inFlight.get(message.id) : undefined;
    if (pending === undefined || message.result === undefined) return;
    this.inFlight.delete(message.id as number);
    pending.resolve(message.result);
  }

  private onDrop(): void {
    this.socket = null;
    for (const [id, p] of this.inFlight) {
      this.inFlight.delete(id);
      p.resolve(failure(lostInFlight(p.channel)));
    }
    if (this.closed) return;
    if (this.current !== 'lost') {
      this.everLost = true;
      this.lostSince = this.now();
      this.setState('lost');
      this.emit({ type: 'host.reach', reachable: false, since: new Date(this.lostSince).toISOString() });
      this.emit(lostNotice);
    }
    const delay = reconnectDelay(this.attempt, Math.random());
    this.attempt += 1;
    setTimeout(() => this.connect(), delay);
  }

  private onEvent(event: McEvent, seq: number | undefined): void {
    if (this.order.skipped(seq)) this.emit({ type: 'host.resync', why: 'gap' });
    this.emit(event);
  }

  private emit(event: McEvent): void {
    this.eventListeners.forEach((l) => l(event));
  }

  private setState(next: TransportState): void {
    if (next === this.current) return;
    this.current = next;
    this.stateListeners.forEach((l) => l(next));
  }
}

export function createWebTransport(options: WebTransportOptions = {}): WebTransport {
  return new WebTransport(options.url ?? pageSocketUrl(), options.WebSocketImpl ?? WebSocket, options.token ?? takePageToken(), options.now);
}

/** What main.tsx installs when there is no `window.mc` (i.e. in a browser). */
export function createWebBridge(): McBridge {
  return createWebTransport().bridge;
}
