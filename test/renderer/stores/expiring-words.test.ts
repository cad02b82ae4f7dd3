/**
 * Words expire as README promises (stores/expiring-words.ts), on a fake clock: a group's
 * "✓ DONE Sent to …" and the bare "✓ DONE" of Save as group go after 10 s; a failure's
 * words stay until the next press; newer words are never cleared by an older timer.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WORDS_MS } from '../../../renderer/src/stores/expiring-words';
import { useMc } from '../../../renderer/src/stores/store';
import { type FakeBridge, installFake } from '../fake-bridge';
import { accountsList, profile } from '../fixtures';

const studioA = profile({ id: 'acct-a', name: 'Studio A' });
const MAIN = { name: 'Main platforms', destinations: [501, 503], reconnect: false };
let fake: FakeBridge;

beforeEach(() => {
  vi.useFakeTimers();
  fake = installFake()
    .on('groups.list', { ok: true, value: [MAIN] })
    .on('groups.live', { ok: true, value: { sent: [501, 503], refused: [], notSent: [], message: 'Sent to 2 of 2' } })
    .on('groups.save', { ok: true, value: MAIN });
  useMc.setState({ accounts: accountsList([studioA], 'acct-a') });
});
afterEach(() => vi.useRealTimers());

const said = () => useMc.getState().groups.said['Main platforms'];

describe('words that expire', () => {
  it("a group's DONE line goes after WORDS_MS, not before", async () => {
    await useMc.getState().groupsLive('Main platforms');
    expect(said()).toEqual({ status: 'done', text: 'Sent to 2 of 2' });
    vi.advanceTimersByTime(WORDS_MS - 1);
    expect(said()?.status).toBe('done');
    vi.advanceTimersByTime(1);
    expect(said()).toEqual({ status: 'idle' });
  });

  it('the bare DONE beside Save as group goes after WORDS_MS', async () => {
    await useMc.getState().groupsSave('Main platforms', [501, 503]);
    expect(useMc.getState().groups.saved.status).toBe('done');
    vi.advanceTimersByTime(WORDS_MS);
    expect(useMc.getState().groups.saved.status).toBe('idle');
  });

  it("a failure's words stay until the next press; a newer DONE is not cleared by the older timer", async () => {
    fake.on('groups.live', { ok: true, value: { sent: [], refused: [{ id: 501, reason: 'already pushing' }, { id: 503, reason: 'already pushing' }], notSent: [], message: 'Sent to 0 of 2: both refused — already pushing' } });
    await useMc.getState().groupsLive('Main platforms');
    vi.advanceTimersByTime(WORDS_MS * 30);
    expect(said()?.status).toBe('failed');
    fake.on('groups.live', { ok: true, value: { sent: [501, 503], refused: [], notSent: [], message: 'Sent to 2 of 2' } });
    await useMc.getState().groupsLive('Main platforms');
    vi.advanceTimersByTime(WORDS_MS / 2);
    await useMc.getState().groupsLive('Main platforms');
    vi.advanceTimersByTime(WORDS_MS / 2);
    expect(said()?.status).toBe('done');
    vi.advanceTimersByTime(WORDS_MS / 2);
    expect(said()?.status).toBe('idle');
  });
});
