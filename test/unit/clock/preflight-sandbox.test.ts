/**
 * Preflight over the real core services and the sandbox, read through the control API as a
 * surface reads it: a destination the sandbox refuses, one the account does not store, and a
 * run whose checks pass; the preflight's timer at the lead (1 minute here) with a real clock,
 * waited for by condition. The show clock's next cue and countdown instant are in /v1/state.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../control/harness';
import type { Sheet } from '../../../shared/domain/sheets/schema';
import type { ShowClock } from '../../../shared/ipc/clock';
import type { McEvent } from '../../../shared/ipc/events';

let h: Harness;
afterEach(() => h?.close());

const two = (v: number) => String(v).padStart(2, '0');
const hhmmss = (ms: number) => { const d = new Date(ms); return `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`; };
const goLive = (id: number) => ({ kind: 'goLive' as const, connects: [{ push_service_id: id, app: 'demo-origin', inst: 'live' }] });

async function sheetAt(dueAt: number): Promise<Sheet> {
  const sheet: Sheet = { version: 1, id: 'evening', name: 'Evening', account: 'sandbox', accountName: 'Sandbox', cues: [
    { id: 'doors', label: 'Doors', plan: { kind: 'clock', at: hhmmss(dueAt) }, notes: '', action: goLive(502) },
    { id: 'social', label: 'Social', plan: { kind: 'offset', seconds: 60 }, notes: '', action: goLive(503) },
    { id: 'gone', label: 'Old partner', plan: null, notes: '', action: goLive(599) },
  ] };
  const r = await h.booted.services.router.dispatch('sheets.save', sheet);
  if (!r.ok) throw new Error(r.error.message);
  return sheet;
}

const clockOf = async (channel: 'clock.preflightNow' | 'clock.show', input = {}) => {
  const r = await h.booted.services.router.dispatch(channel, input);
  if (!r.ok) throw new Error(r.error.message);
  return r.value as ShowClock;
};

/** 502's push refused by its destination, read back FAILED (checked again until it is). */
async function refuse502(): Promise<void> {
  const { router } = h.booted.services;
  h.booted.sandbox.refuseService(502, true);
  const sent = await router.dispatch('live.connect', { connects: [{ push_service_id: 502, app: 'demo-origin', inst: 'live' }] }, 'sandbox');
  expect(sent.ok).toBe(true);
  for (;;) {
    await router.dispatch('live.checkStatus', {});
    const state = (await h.call('GET', '/v1/state')).body as { destinations: Array<{ id: number; state: string }> };
    if (state.destinations.find((d) => d.id === 502)?.state === 'failed') return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('preflight with the sandbox', () => {
  it('finds the refusing destination and the one not stored, in words, on their cues, as notices and in /v1/state', async () => {
    h = await startHarness();
    const { router, events } = h.booted.services;
    const due = Date.now() + 30 * 60_000;
    await sheetAt(due);
    await refuse502();
    const notices: string[] = [];
    events.subscribe((e: McEvent) => void (e.type === 'notice' && notices.push(e.body)));
    await router.dispatch('clock.run', { run: { runId: 'run-1', sheetId: 'evening', account: 'sandbox', armedAt: Date.now(), startedAt: null, passed: [] } });
    const clock = await clockOf('clock.preflightNow');
    expect(clock.preflight.trigger).toBe('now');
    expect(clock.preflight.problems.map((p) => [p.cueId, p.check])).toEqual([['doors', 'destination'], ['gone', 'destination']]);
    expect(clock.preflight.problems[0]!.words).toMatch(/^Cue 1 \(Doors\): destination #502 \S.* refuses: Destination refused the connection\.$/);
    expect(clock.preflight.problems[1]!.words).toBe('Cue 3 (Old partner): destination #599 is not stored on the account.');
    expect(notices).toEqual(clock.preflight.problems.map((p) => p.words));
    const state = await h.stateWhen((s) => ((s.clock as ShowClock).preflight.problems.length === 2));
    expect(state.clock).toMatchObject({ sheet: 'Evening', next: { cueId: 'doors', n: 1, at: new Date(Math.floor(due / 1000) * 1000).toISOString() }, preflight: { problems: clock.preflight.problems } });
  });

  it('runs by itself at the lead before the first timed cue, and finds nothing wrong when all is well', async () => {
    h = await startHarness();
    const { router } = h.booted.services;
    await clockOf('clock.show');
    await router.dispatch('clock.setLead', { minutes: 1 });
    const due = Date.now() + 62_000;
    const sheet = await sheetAt(due);
    await router.dispatch('sheets.save', { ...sheet, cues: sheet.cues.slice(0, 2) });
    await router.dispatch('clock.run', { run: { runId: 'run-2', sheetId: 'evening', account: 'sandbox', armedAt: Date.now(), startedAt: null, passed: [] } });
    const state = await h.stateWhen((s) => (s.clock as ShowClock).preflight.ranAt !== null);
    expect((state.clock as ShowClock).preflight).toMatchObject({ trigger: 'lead', leadMinutes: 1, problems: [] });
  });
});
