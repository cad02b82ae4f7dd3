/** Words on the board go when they are no longer true: a row they speak of changes, or NOTE_MS passes (clock set by the test). */
import { describe, expect, it } from 'vitest';
import { NOTE_MS, type RowNote, disconnectAllNote, noteHolds, withNote } from '../../../renderer/src/features/live/board-notes';
import { offersRetry } from '../../../renderer/src/features/live/board-view';

const T0 = 1_000_000;
const refused: RowNote = { kind: 'row', key: 'svc:502', text: 'Not sent: #502 is already LIVE', at: T0, holds: { 'svc:502': ['live'] } };

describe('a result line', () => {
  it('holds while its row keeps the state it speaks of, and ends when the row changes', () => {
    expect(noteHolds(refused, [{ key: 'svc:502', state: 'live' }], T0 + 1)).toBe(true);
    expect(noteHolds(refused, [{ key: 'svc:502', state: 'disconnecting' }], T0 + 1)).toBe(false);
    expect(noteHolds(refused, [], T0 + 1)).toBe(false);
  });

  it('ends after 10 s even when nothing changed', () => {
    const rows = [{ key: 'svc:502', state: 'live' as const }];
    expect(NOTE_MS).toBe(10_000);
    expect(noteHolds(refused, rows, T0 + NOTE_MS - 1)).toBe(true);
    expect(noteHolds(refused, rows, T0 + NOTE_MS)).toBe(false);
  });

  it("Disconnect all's DONE holds while its rows stay down (STOPPED → OFF too) and goes when one is up again", () => {
    const done = disconnectAllNote({ status: 'done', text: 'Disconnected every push on this account (2)' }, ['a', 'b'], [], T0);
    expect(noteHolds(done, [{ key: 'a', state: 'stopped' }, { key: 'b', state: 'off' }], T0 + 5000)).toBe(true);
    expect(noteHolds(done, [{ key: 'a', state: 'connecting' }, { key: 'b', state: 'off' }], T0 + 5000)).toBe(false);
    expect(noteHolds(done, [{ key: 'a', state: 'live' }, { key: 'b', state: 'off' }], T0 + 5000)).toBe(false);
  });

  it("a failed Disconnect all holds while its rows stay as they were when it answered", () => {
    const failed = disconnectAllNote({ status: 'failed', error: { kind: 'network_error', cause: 'refused', message: 'x' } } as never, ['a'], [{ key: 'a', state: 'live' }], T0);
    expect(noteHolds(failed, [{ key: 'a', state: 'live' }], T0 + 1)).toBe(true);
    expect(noteHolds(failed, [{ key: 'a', state: 'stopped' }], T0 + 1)).toBe(false);
  });

  it("a new note replaces the row's (or the board's) earlier one, and drops the notes no longer true", () => {
    const rows = [{ key: 'svc:502', state: 'live' as const }, { key: 'svc:503', state: 'off' as const }];
    const stale: RowNote = { ...refused, key: 'svc:503', holds: { 'svc:503': ['live'] } };
    const again: RowNote = { ...refused, at: T0 + 10, text: 'again' };
    expect(withNote([refused, stale], again, rows)).toEqual([again]);
  });
});

describe('Retry', () => {
  it('follows a failure of something sent from here, never the operator\'s own Disconnect', () => {
    expect(offersRetry({ state: 'failed', deliberate: false }, true)).toBe(true);
    expect(offersRetry({ state: 'off', deliberate: false }, true)).toBe(true);
    expect(offersRetry({ state: 'off', deliberate: true }, true)).toBe(false);
    expect(offersRetry({ state: 'stopped', deliberate: false }, true)).toBe(false);
    expect(offersRetry({ state: 'failed', deliberate: false }, false)).toBe(false);
    expect(offersRetry({ state: 'live', deliberate: false }, true)).toBe(false);
  });
});
