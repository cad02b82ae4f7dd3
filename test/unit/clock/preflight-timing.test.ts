/**
 * When the preflight runs, on a fake clock and fake timers (no waiting): at the lead before the
 * run's first timed cue (10 minutes unless set) and again at 1 minute, once each; at once when
 * the run opens inside the lead; never after the cue's time. Its problems are notices and
 * resolve when a later preflight no longer finds them.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PreflightPicture } from '../../../shared/domain/clock/preflight';
import { preflightSlots } from '../../../electron/core/sheets/preflight';
import { ShowClockService } from '../../../electron/core/sheets/show-clock';
import type { Sheet } from '../../../shared/domain/sheets/schema';
import type { McEvent } from '../../../shared/ipc/events';

const T0 = new Date(2026, 11, 2, 18, 0, 0).getTime();
const two = (v: number) => String(v).padStart(2, '0');
const hhmmss = (ms: number) => { const d = new Date(ms); return `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`; };

function fakeTimers(clock: { t: number }) {
  const timers = new Map<number, { at: number; fn: () => void }>();
  let id = 0;
  return {
    timers: { setTimeout: (fn: () => void, ms: number) => (timers.set(++id, { at: clock.t + ms, fn }), id), clearTimeout: (h: unknown) => void timers.delete(h as number) },
    /** Moves the clock on, running each timer due on the way. */
    async advance(to: number) {
      for (;;) {
        const next = [...timers.entries()].sort((a, b) => a[1].at - b[1].at)[0];
        if (next === undefined || next[1].at > to) break;
        timers.delete(next[0]);
        clock.t = next[1].at;
        next[1].fn();
        await new Promise((r) => setImmediate(r));
      }
      clock.t = to;
    },
  };
}

async function setup(dueAt: number, picture: () => PreflightPicture) {
  const clock = { t: T0 };
  const t = fakeTimers(clock);
  const events: McEvent[] = [];
  const sheet: Sheet = { version: 1, id: 's1', name: 'Evening', account: 'sandbox', accountName: 'Sandbox', cues: [
    { id: 'c1', label: 'Doors', plan: { kind: 'clock', at: hhmmss(dueAt) }, notes: '', action: { kind: 'goLive', connects: [{ push_service_id: 502 }] } },
  ] };
  const gathered: number[] = [];
  const service = new ShowClockService({
    events: { emit: (e) => events.push(e) }, clock: { now: () => clock.t }, timers: t.timers, dataDir: await mkdtemp(join(tmpdir(), 'mc-clock-')),
    load: async () => sheet, gather: async () => (gathered.push(clock.t), picture()),
  });
  await service.ready;
  return { clock, t, events, service, gathered };
}

const refusing: PreflightPicture = { credentials: null, stored: new Map([[502, { label: 'Relay', state: 'failed', reason: 'Stream key refused: the event has ended', stream: 'cam_1' }]]), groups: {}, watch: { app: 'demo-origin', inst: 'live', streams: ['cam_1'] }, clockOffsetMs: 100 };
const fine: PreflightPicture = { ...refusing, stored: new Map([[502, { label: 'Relay', state: 'off', reason: null, stream: 'cam_1' }]]) };
const run = { runId: 'r1', sheetId: 's1', account: 'sandbox', armedAt: T0, startedAt: null, passed: [] };

describe('preflight timing', () => {
  it('runs at T-10 and at T-1, once each, and says the refusal as a notice that resolves once it is gone', async () => {
    const due = T0 + 10 * 60_000 + 5000;
    let picture = refusing;
    const { t, events, service, gathered } = await setup(due, () => picture);
    const opened = await service.setRun(run);
    expect(opened.next?.at).toBe(new Date(due).toISOString());
    expect(opened.preflight.nextAt).toBe(new Date(due - 600_000).toISOString());
    expect(gathered).toEqual([]);
    await t.advance(due - 600_000 - 1);
    expect(gathered).toEqual([]);
    await t.advance(due - 600_000);
    expect(gathered).toEqual([due - 600_000]);
    const v = service.view();
    expect(v.preflight).toMatchObject({ trigger: 'lead', nextAt: new Date(due - 60_000).toISOString() });
    expect(v.preflight.problems).toEqual([expect.objectContaining({ cueId: 'c1', n: 1, check: 'destination', words: 'Cue 1 (Doors): destination #502 Relay refuses: Stream key refused: the event has ended.' })]);
    expect(events.filter((e) => e.type === 'notice').map((e) => e.type === 'notice' && e.body)).toEqual([v.preflight.problems[0]!.words]);
    picture = fine;
    await t.advance(due + 3_600_000);
    expect(gathered).toEqual([due - 600_000, due - 60_000]);
    expect(service.view().preflight).toMatchObject({ trigger: 'minute', problems: [] });
    expect(events.filter((e) => e.type === 'notice.resolved')).toHaveLength(1);
  });

  it('runs at once when the run opens inside the lead, then at 1 minute; a lead of 1 minute runs once', async () => {
    const due = T0 + 4 * 60_000;
    const { t, service, gathered } = await setup(due, () => fine);
    await service.setRun(run);
    await new Promise((r) => setImmediate(r));
    expect(gathered).toEqual([T0]);
    await t.advance(due);
    expect(gathered).toEqual([T0, due - 60_000]);
    expect(preflightSlots(due, 1).map((s) => s.trigger)).toEqual(['lead']);
  });

  it('moves the clock to the next cue once a cue\'s time has passed, with no report from the screen', async () => {
    const due = T0 + 2 * 60_000;
    const { t, service, events } = await setup(due, () => fine);
    await service.setRun(run);
    await t.advance(due - 1000);
    await new Promise((r) => setImmediate(r));
    expect(service.view().next?.cueId).toBe('c1');
    await t.advance(due + 1);
    expect(service.view().next).toBeNull();
    expect(events.filter((e) => e.type === 'clock.changed').at(-1)).toMatchObject({ clock: { next: null } });
  });

  it('keeps the lead set, and times the next run by it', async () => {
    const due = T0 + 30 * 60_000;
    const { service } = await setup(due, () => fine);
    await service.setRun(run);
    expect(service.view().preflight.nextAt).toBe(new Date(due - 600_000).toISOString());
    const set = await service.setLead(20);
    expect(set.preflight).toMatchObject({ leadMinutes: 20, nextAt: new Date(due - 20 * 60_000).toISOString() });
  });
});
