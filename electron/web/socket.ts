/**
 * One renderer connection over the WebSocket: requests `{id, channel, input, account?}` are
 * answered `{id, result}` through the same router the Electron transport uses; events
 * are pushed as `{event, seq}`, numbered 1, 2, 3… on each connection. A connection whose
 * socket is this far behind (a slow guest) has events left out rather than held without
 * bound: its numbers then skip, and the view asks for a fresh snapshot. A malformed message
 * gets a typed failure, never silence.
 */
import type { WebSocket } from 'ws';
import { fail, type IpcResult } from '../../shared/ipc/define';
import type { ChannelRouter, EventFeed, WireMessage, WireRequest } from './types';

function parseRequest(text: string): WireRequest | { id: number | null; problem: string } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { id: null, problem: 'the message is not JSON' };
  }
  if (typeof data !== 'object' || data === null) return { id: null, problem: 'the message is not an object' };
  const { id, channel, input, account } = data as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isInteger(id)) return { id: null, problem: 'the message has no numeric id' };
  if (typeof channel !== 'string') return { id, problem: 'the message names no channel' };
  return { id, channel, input, account };
}

/** Bytes waiting on one socket beyond which an event is left out (its number still counted). */
export const MAX_BEHIND_BYTES = 8 * 1024 * 1024;

function send(ws: WebSocket, message: WireMessage): void {
  if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
}

async function answer(router: ChannelRouter, request: WireRequest): Promise<IpcResult<unknown>> {
  try {
    return await router.dispatch(request.channel, request.input, request.account);
  } catch {
    // The router turns bugs into `internal` itself; this is the last line of defence.
    return fail({ kind: 'internal', message: `The console service failed while answering ${request.channel}.` });
  }
}

/** The views (browser tabs) a connection spoke for: they leave with it, said or not (a tab killed says nothing). */
function viewIdOf(request: WireRequest): string | null {
  const viewId = (request.input as { viewId?: unknown } | null)?.viewId;
  return request.channel === 'live.view' && typeof viewId === 'string' ? viewId : null;
}

export function serveConnection(ws: WebSocket, router: ChannelRouter, events: EventFeed): void {
  let seq = 0;
  const unsubscribe = events.subscribe((event) => {
    seq += 1;
    if (ws.bufferedAmount <= MAX_BEHIND_BYTES) send(ws, { event, seq });
  });
  const views = new Set<string>();
  const leave = (): void => {
    unsubscribe();
    for (const viewId of views) void router.dispatch('live.view', { viewId, state: 'gone' });
    views.clear();
  };
  ws.on('close', leave);
  ws.on('error', leave);
  ws.on('message', (raw) => {
    const request = parseRequest(String(raw));
    if ('problem' in request) {
      const error = { kind: 'invalid_input' as const, message: `Bad request over the console socket: ${request.problem}.`, issues: [] };
      send(ws, { id: request.id, result: fail(error) });
      return;
    }
    const viewId = viewIdOf(request);
    if (viewId !== null) views.add(viewId);
    void answer(router, request).then((result) => send(ws, { id: request.id, result }));
  });
}
