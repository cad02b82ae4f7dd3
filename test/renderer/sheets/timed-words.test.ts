/**
 * A run's timed cues armed in main say so beside the run (stores/expiring-words.ts): the
 * DONE words go after 10 s; a refused arm — nothing will fire by itself — stays until its
 * cause changes (the run stops, or a new one starts), never on a timer.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Sheet } from '../../../shared/domain/sheets/schema';
import { WORDS_MS } from '../../../renderer/src/stores/expiring-words';
import { useMc } from '../../../renderer/src/stores/store';
import { type FakeBridge, installFake } from '../fake-bridge';
import { accountsList, sandbox } from '../fixtures';
import { sixCueSheet } from '../../unit/sheets/fixtures';

const timedSheet = (): Sheet => {
  const s = sixCueSheet();
  s.cues[0] = { ...s.cues[0]!, plan: { kind: 'clock', at: '19:55', mode: 'hard' } };
  return s;
};
const next = { cueId: 'c1', n: 1, label: 'Partners', mode: 'hard' as const, slot: 0, at: '2026-12-02T19:55:00.000Z', words: '19:55:00 (19:55:00 UTC)' };
/** Lets the bridge's answers land without moving the clock (vi.waitFor would move it). */
const settle = () => vi.advanceTimersByTimeAsync(0);
const said = () => useMc.getState().sheets.said;
let fake: FakeBridge;

beforeEach(() => {
  vi.useFakeTimers();
  fake = installFake()
    .on('sheets.arm', { ok: true, value: { runId: 'r', sheetId: 'sheet-1', account: 'sandbox', zone: 'UTC', armedAt: '', authorised: {}, next, drift: null } })
    .on('sheets.disarm', { ok: true, value: null });
  useMc.setState((s) => ({ accounts: accountsList([sandbox], 'sandbox'), sheets: { ...s.sheets, draft: timedSheet(), dirty: false, run: null } }));
});
afterEach(() => vi.useRealTimers());

describe("a run's timed-cue words", () => {
  it('say main armed them, and go after WORDS_MS', async () => {
    await useMc.getState().startSheetRun();
    await settle();
    expect(said()).toEqual({ status: 'done', text: 'Timed cues armed in main' });
    vi.advanceTimersByTime(WORDS_MS - 1);
    expect(said().status).toBe('done');
    vi.advanceTimersByTime(1);
    expect(said()).toEqual({ status: 'idle' });
  });

  it('keep a refused arm up until the run stops or another starts', async () => {
    fake.on('sheets.arm', { ok: false, error: { kind: 'conflict', message: 'Another run of this account has its timed cues armed.' } });
    await useMc.getState().startSheetRun();
    await settle();
    expect(said()).toMatchObject({ status: 'failed', error: { message: 'Another run of this account has its timed cues armed.' } });
    vi.advanceTimersByTime(WORDS_MS * 30);
    expect(said().status).toBe('failed');
    useMc.getState().stopSheetRun();
    await settle();
    expect(said()).toEqual({ status: 'done', text: 'Timed cues disarmed' });
    vi.advanceTimersByTime(WORDS_MS);
    expect(said()).toEqual({ status: 'idle' });
  });
});
