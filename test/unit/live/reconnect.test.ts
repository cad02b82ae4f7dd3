/**
 * Automatic reconnect in main's show against the sandbox, with no screen: a destination
 * with reconnect on that the platform drops shows RECONNECTING and comes back LIVE by
 * itself (one disconnect of the held push, one connect); one whose event ended stops after
 * its one refused try with the reason; the operator's Disconnect ends the tries at once;
 * one with reconnect off stays FAILED. Activity holds each try, marked as that try of its
 * episode, and one entry saying how the episode ended.
 */
import { describe, expect, it } from 'vitest';
import type { SessionsSnapshot } from '../../../shared/domain/live/sessions';
import { liveSuite } from './board-calls';

const { harness, call, rowUntil } = liveSuite();

/** The Activity entries of one destination since `from` (oldest first). */
const activityOf = async (id: number, from: string) =>
  (await harness().booted.services.audit.list({ limit: 100 })).entries.filter((e) => e.params.push_service_id === id && e.time >= from).reverse();

const live = async (id: number): Promise<void> => {
  await call('live.connect', { connects: [{ push_service_id: id, inst: 'live' }] });
  await rowUntil(`svc:${id}`, (r) => r.state === 'live');
};

describe('automatic reconnect', () => {
  it('brings a dropped destination back: RECONNECTING with its try, then LIVE', async () => {
    await live(501);
    const from = new Date().toISOString();
    expect(await call('live.reconnect', { key: 'svc:501', enabled: true })).toEqual({ key: 'svc:501', enabled: true });
    harness().booted.sandbox.resetCounts();
    harness().booted.sandbox.dropPushes({});
    const seen: string[] = [];
    const waiting = await rowUntil('svc:501', (r) => r.state === 'reconnecting', seen);
    expect(waiting.reconnect).toMatchObject({ enabled: true, attempt: 1, of: 10 });
    const back = await rowUntil('svc:501', (r) => r.state === 'live', seen);
    expect(seen).toEqual(['reconnecting', 'live']);
    expect(back.reconnect).toEqual({ enabled: true, attempt: null, of: 10, nextTryAt: null, by: { kind: 'row' } });
    expect(harness().sent('pushpublish.disconnect')).toBe(1);
    expect(harness().sent('pushpublish.connect')).toBe(1);
    const entries = await activityOf(501, from);
    // The read that found the drop, and the episode it started, are entries of their own (board-audit.ts).
    expect(entries.map((e) => [e.command, e.source])).toEqual([
      ['destination.dropped', { kind: 'read' }],
      ['reconnect.started', { kind: 'reconnect' }],
      ['pushpublish.disconnect', { kind: 'reconnect', attempt: 1, of: 10 }],
      ['pushpublish.connect', { kind: 'reconnect', attempt: 1, of: 10 }],
      ['reconnect.episode', { kind: 'reconnect' }],
    ]);
    expect(entries[3]!.outcome).toBe('ok');
    expect(entries[4]!.message).toMatch(/^reconnected after 1 try, \d+ s off air$/);
    await call('live.reconnect', { key: 'svc:501', enabled: false });
  });

  it('stops after one try when the event ended (the key is refused), with the reason', async () => {
    await live(502);
    await call('live.reconnect', { key: 'svc:502', enabled: true });
    const entry = (await call<SessionsSnapshot>('live.checkStatus', {})).board.find((r) => r.key === 'svc:502')!.entryName!;
    harness().booted.sandbox.resetCounts();
    harness().booted.sandbox.dropPushes({ entry_name: entry, ended: true });
    await rowUntil('svc:502', (r) => r.state === 'reconnecting');
    const failed = await rowUntil('svc:502', (r) => r.state === 'failed' && r.reconnect.attempt === null);
    expect(failed.reason).toBe('Stream key refused: the event has ended');
    expect(harness().sent('pushpublish.connect')).toBe(1);
    const ended = (await activityOf(502, '')).at(-1)!;
    expect([ended.command, ended.outcome, ended.message]).toEqual(['reconnect.episode', 'failed', 'key refused: Stream key refused: the event has ended']);
  });

  it("stops the tries at once on the operator's Disconnect of a RECONNECTING row, with one disconnect", async () => {
    await live(507);
    await call('live.reconnect', { key: 'svc:507', enabled: true });
    const entry = (await call<SessionsSnapshot>('live.checkStatus', {})).board.find((r) => r.key === 'svc:507')!.entryName!;
    harness().booted.sandbox.dropPushes({ entry_name: entry });
    const waiting = await rowUntil('svc:507', (r) => r.state === 'reconnecting' && r.reconnect.nextTryAt !== null);
    harness().booted.sandbox.resetCounts();
    await call('live.disconnect', { app: waiting.app, inst: waiting.inst, push_service_id: 507 });
    const stopped = await rowUntil('svc:507', (r) => r.state !== 'reconnecting');
    expect(stopped.reconnect).toEqual({ enabled: true, attempt: null, of: 10, nextTryAt: null, by: { kind: 'row' } });
    expect(harness().sent('pushpublish.disconnect')).toBe(1);
    expect(harness().sent('pushpublish.connect')).toBe(0);
  });

  it('leaves a dropped destination FAILED while its reconnect is off', async () => {
    await live(503);
    const entry = (await call<SessionsSnapshot>('live.checkStatus', {})).board.find((r) => r.key === 'svc:503')!.entryName!;
    harness().booted.sandbox.resetCounts();
    harness().booted.sandbox.dropPushes({ entry_name: entry });
    const failed = await rowUntil('svc:503', (r) => r.state !== 'live');
    expect(failed.state).toBe('failed');
    expect(harness().sent('pushpublish.connect')).toBe(0);
  });
});
