/** A push the server says it is retrying by itself: the row says so, and Retry (or Go live) sends nothing over it. */
import { describe, expect, it } from 'vitest';
import { EMPTY_BOARD, reduceBoard, refusal } from '../../../shared/domain/live/board';

describe('a push the server is retrying by itself', () => {
  it('reads CONNECTING with the words, and a send is refused in them', () => {
    const at = Date.parse('2026-11-28T10:00:00Z');
    const push = { key: 'svc:501', label: '#501', pushServiceId: 501, entryName: 'push_501_main', app: 'demo-origin', inst: 'live', stream: 'main', status: 'Reconnecting', message: null };
    const board = reduceBoard(EMPTY_BOARD, { type: 'poll', at, requestedTick: 0, scopes: ['demo-origin/live'], pushes: [push] });
    const row = board.rows['svc:501']!;
    expect([row.state, row.reason]).toEqual(['connecting', 'The server is retrying this push by itself (status: Reconnecting)']);
    expect(refusal(row)).toBe('Not sent: the server is retrying #501 by itself — wait for its state.');
    const plain = reduceBoard(EMPTY_BOARD, { type: 'poll', at, requestedTick: 0, scopes: ['demo-origin/live'], pushes: [{ ...push, status: 'connecting' }] });
    expect(refusal(plain.rows['svc:501'])).toBe('Not sent: #501 is already CONNECTING — wait for its state or check status.');
  });
});
