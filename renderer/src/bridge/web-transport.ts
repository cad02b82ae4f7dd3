/**
 * Web mode's bridge: the same `McBridge` as the Electron preload, carried over a
 * WebSocket to the loopback server that printed our URL. Requests travel `{id, channel,
 * input}` and come back `{id, result}`; events arrive as `{event}`. When the socket
 * drops, calls in flight resolve to `outcome_unknown` (main may have run them — never
 * resent), new calls wait for the reconnect (with backoff) or fail as not sent, and the
 * operator sees a "connection to the console service lost" notice.
 */
import { contract, type McBridge } from '../../../shared/ipc/contract';
import type { IpcError, IpcResult } from '../../../shared/ipc/define';
import type { McEvent } from '../../../shared/ipc/events';

/** Must match WS_PATH in electron/web/server.ts (a unit test checks they agree). */
export const SOCKET_PATH = '/mc-socket';
const BACKOFF_MS = [250, 500, 1000, 2000, 4000];
const MAX_BACKOFF_MS = 5000;
const QUEUE_WAIT_MS = 10_000;

export type TransportState = 'connecting' | 'open' | 'lost';

export interface WebTransportOptions {
  /** Full ws:// URL; default: this page's origin, SOCKET_PATH and its `token` query. */
  url?: string;
  /** Injected in tests (Node has no global WebSocket before v22). */
  WebSocketImpl?: typeof WebSocket;
}

export interface WebTransport {
  bridge: McBridge;
  state(): TransportState;
  onState(listener: (state: TransportState) => void): () => void;
  close(): void;
}

interface Pending {
  channel: string;
  input: unknown;
  resolve(result: IpcResult<unknown>): void;
  timer?: ReturnType<typeof setTimeout>;
}

function pageSocketUrl(): string {
  const token = new URLSearchParams(location.search).get('token') ?? '';
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${SOCKET_PATH}?token=${encodeURIComponent(token)}`;
}

function failure(error: IpcError): IpcResult<never> {
  return { ok: false, error };
}

const lostInFlight = (channel: string): IpcError => ({
  kind: 'outcome_unknown',
  cause: 'connection_reset',
  message: `The connection to the console service was lost while ${channel} was running. It may or may not have completed; check before doing it again.`,
});

const neverSent = (channel: string): IpcError => ({
  kind: 'network_not_sent',
  cause: 'console_service_unreachable',
  message: `The console service could not be reached, so ${channel} was not run. Is master-control web still running?`,
});

const lostNotice: McEvent = {
  type: 'notice',
  level: 'error',
  title: 'Connection to the console service lost',
  body: 'Reconnecting… Actions wait until it is back; anything that was running may or may not have completed.',
};
const backNotice: McEvent = { type: 'notice', level: 'info', title: 'Connection to the console service restored', body: 'You can carry on.' };

/** Builds `window.mc`'s shape from the contract: one function per channel. */
function bridgeFromContract(request: (channel: string, input: unknown) => Promise<IpcResult<unknown>>, subscribe: McBridge['events']['subscribe']): McBridge {
  const areas = Object.fromEntries(
    Object.entries(contract).map(([area, channels]) => [
      area,
      Object.fromEntries(Object.keys(channels).map((name) => [name, (input: unknown) => request(`${area}.${name}`, input ?? {})])),
    ]),
  );
  return { ...areas, events: { subscribe } } as unknown as McBridge;
}

export function createWebTransport(options: WebTransportOptions = {}): WebTransport {
  const Impl = options.WebSocketImpl ?? WebSocket;
  const url = options.url ?? pageSocketUrl();
  const inFlight = new Map<number, Pending>();
  const queued: Pending[] = [];
  const eventListeners = new Set<(event: McEvent) => void>();
  const stateListeners = new Set<(state: TransportState) => void>();
  let socket: WebSocket | null = null;
  let state: TransportState = 'connecting';
  let attempt = 0;
  let nextId = 1;
  let closed = false;
  let everLost = false;

  const emit = (event: McEvent) => eventListeners.forEach((l) => l(event));
  function setState(next: TransportState): void {
    if (next === state) return;
    state = next;
    stateListeners.forEach((l) => l(next));
  }

  function send(p: Pending): void {
    const id = nextId++;
    inFlight.set(id, p);
    socket!.send(JSON.stringify({ id, channel: p.channel, input: p.input }));
  }

  function onMessage(raw: unknown): void {
    let message: { id?: number | null; result?: IpcResult<unknown>; event?: McEvent };
    try {
      message = JSON.parse(String(raw));
    } catch {
      return;
    }
    if (message.event !== undefined) return emit(message.event);
    const pending = typeof message.id === 'number' ? inFlight.get(message.id) : undefined;
    if (pending && message.result) {
      inFlight.delete(message.id as number);
      pending.resolve(message.result);
    }
  }

  function onOpen(): void {
    attempt = 0;
    setState('open');
    if (everLost) emit(backNotice);
    for (const p of queued.splice(0)) {
      clearTimeout(p.timer);
      send(p);
    }
  }

  function onDrop(): void {
    socket = null;
    for (const [id, p] of inFlight) {
      inFlight.delete(id);
      p.resolve(failure(lostInFlight(p.channel)));
    }
    if (closed) return;
    if (state !== 'lost') {
      everLost = true;
      setState('lost');
      emit(lostNotice);
    }
    const delay = BACKOFF_MS[attempt] ?? MAX_BACKOFF_MS;
    attempt += 1;
    setTimeout(connect, delay);
  }

  function connect(): void {
    if (closed) return;
    const ws = new Impl(url);
    socket = ws;
    ws.onopen = onOpen;
    ws.onmessage = (e) => onMessage(e.data);
    ws.onclose = () => socket === ws && onDrop();
    // A failed connect fires error then close; close does the work.
    ws.onerror = () => {};
  }

  function request(channel: string, input: unknown): Promise<IpcResult<unknown>> {
    return new Promise((resolve) => {
      const p: Pending = { channel, input, resolve };
      if (closed) return resolve(failure(neverSent(channel)));
      if (state === 'open' && socket !== null) return send(p);
      // Not sent yet, so safe to send once the socket is back — or to fail as not sent.
      p.timer = setTimeout(() => {
        queued.splice(queued.indexOf(p), 1);
        resolve(failure(neverSent(channel)));
      }, QUEUE_WAIT_MS);
      queued.push(p);
    });
  }

  function subscribe(listener: (event: McEvent) => void): () => void {
    eventListeners.add(listener);
    return () => eventListeners.delete(listener);
  }

  connect();
  return {
    bridge: bridgeFromContract(request, subscribe),
    state: () => state,
    onState(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    close() {
      closed = true;
      socket?.close();
      for (const p of queued.splice(0)) {
        clearTimeout(p.timer);
        p.resolve(failure(neverSent(p.channel)));
      }
    },
  };
}

/** What main.tsx installs when there is no `window.mc` (i.e. in a browser). */
export function createWebBridge(): McBridge {
  return createWebTransport().bridge;
}
