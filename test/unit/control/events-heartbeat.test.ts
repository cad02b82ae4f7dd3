/** The events socket's heartbeat: every 3 s after the snapshot, none before the token, none after close (fake timers). */
import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { serveEvents } from '../../../electron/control/events-socket';
import type { StateFeed } from '../../../electron/control/state';

class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  sent: Array<Record<string, unknown>> = [];
  closedWith: number | null = null;
  send(text: string): void {
    this.sent.push(JSON.parse(text) as Record<string, unknown>);
  }
  close(code: number): void {
    this.closedWith = code;
    this.readyState = 3;
    this.emit('close');
  }
}

const feed = { seq: 7, state: () => ({ link: 'ok' }), subscribe: () => () => {}, surface: () => {} } as unknown as StateFeed;

afterEach(() => {
  vi.useRealTimers();
});

describe('the events heartbeat', () => {
  it('comes every 3 s once the token was right, and stops with the socket', () => {
    vi.useFakeTimers();
    const ws = new FakeSocket();
    serveEvents(ws as unknown as WebSocket, feed, () => 'tok', () => true);
    vi.advanceTimersByTime(3000);
    expect(ws.sent).toEqual([]);
    ws.emit('message', JSON.stringify({ token: 'tok' }));
    expect(ws.sent.map((m) => m.type)).toEqual(['snapshot']);
    vi.advanceTimersByTime(2999);
    expect(ws.sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(ws.sent[1]).toMatchObject({ type: 'heartbeat', seq: 7 });
    vi.advanceTimersByTime(3000);
    expect(ws.sent).toHaveLength(3);
    ws.close(1000);
    vi.advanceTimersByTime(9000);
    expect(ws.sent).toHaveLength(3);
  });

  it('closes a socket that sends no token within 5 s', () => {
    vi.useFakeTimers();
    const ws = new FakeSocket();
    serveEvents(ws as unknown as WebSocket, feed, () => 'tok', () => true);
    vi.advanceTimersByTime(5000);
    expect(ws.closedWith).toBe(4401);
  });
});
