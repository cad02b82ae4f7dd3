/**
 * GET /v1/events, a WebSocket: the token comes in the first message (`{"token": …}`),
 * never in the address; then a full snapshot, then every state change with its sequence
 * number, and a heartbeat every 3 s so a control surface sees a dead link at once.
 */
import type { WebSocket } from 'ws';
import { tokensEqual } from '../loopback/tokens-equal';
import type { StateFeed } from './state';

const HEARTBEAT_MS = 3000;
const AUTH_WAIT_MS = 5000;
/** Close codes in the private range: the reason text says the rest. */
export const CLOSE_UNAUTHORIZED = 4401;

function send(ws: WebSocket, message: Record<string, unknown>): void {
  if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
}

function tokenOf(raw: unknown): string | null {
  try {
    const data = JSON.parse(String(raw)) as { token?: unknown };
    return typeof data.token === 'string' ? data.token : null;
  } catch {
    return null;
  }
}

/** `trusted` is told once the token checked (the loopback gate then stops counting the socket as a stranger). */
export function serveEvents(ws: WebSocket, feed: StateFeed, token: () => string, canRead: () => boolean, trusted: () => void = () => {}): void {
  let stop: (() => void) | null = null;
  let beat: ReturnType<typeof setInterval> | null = null;
  const waiting = setTimeout(() => ws.close(CLOSE_UNAUTHORIZED, 'send {"token": …} first'), AUTH_WAIT_MS);
  const end = () => {
    clearTimeout(waiting);
    if (stop !== null) feed.surface(-1);
    stop?.();
    stop = null;
    if (beat !== null) clearInterval(beat);
  };
  ws.on('close', end);
  ws.on('error', end);
  ws.once('message', (raw) => {
    clearTimeout(waiting);
    if (!tokensEqual(token(), tokenOf(raw))) return ws.close(CLOSE_UNAUTHORIZED, 'missing or wrong token');
    trusted();
    if (!canRead()) return ws.close(CLOSE_UNAUTHORIZED, 'the read scope is off');
    send(ws, { type: 'snapshot', seq: feed.seq, state: feed.state() });
    stop = feed.subscribe((_state, seq, changes) => send(ws, { type: 'change', seq, changes }));
    feed.surface(1);
    beat = setInterval(() => send(ws, { type: 'heartbeat', seq: feed.seq, at: new Date().toISOString() }), HEARTBEAT_MS);
  });
}
