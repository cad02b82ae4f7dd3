/**
 * The alert policy in main, fed by a real Live feature's polls on fake timers and handing
 * alerts to a recording dispatch: a drop with reconnect off alerts once when the grace ends
 * and recovers once when it is back; five drops and returns in a minute are one alert and
 * one recovery; an acknowledged alert does not repeat, and the acknowledgement is audited.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { Alert } from '../../../shared/domain/alerts/alert';
import { createAlertPolicy } from '../../../electron/core/alerts/policy-feature';
import { createLiveFeature } from '../../../electron/core/live/feature';
import { FakeTimers, makeDeps, success } from '../live/fake-gateway';

function setup() {
  const made = makeDeps(mkdtempSync(join(tmpdir(), 'mc-alerts-')));
  const { deps, gateway, clock } = made;
  const state = { status: 'connected', message: undefined as string | undefined };
  gateway.answer('stream.active', () => success('stream.active', { streams: [{ name: 'main', pushes: [{ entry_name: 'yt', status: state.status, ...(state.message ? { message: state.message } : {}) }] }] }));
  const timers = new FakeTimers(clock);
  const live = createLiveFeature(deps, timers, { accountName: () => 'Client B' });
  const sent: Alert[] = [];
  const audited: Array<{ command: string; message: string | null }> = [];
  let id = 0;
  const audit = {
    intent: (i: { command: string }) => ({ id: String(++id), command: i.command }) as never,
    outcome: (_id: string, o: { message: string | null }) => (audited.push({ command: 'alert.acknowledge', message: o.message }), null) as never,
    onFinished: () => undefined,
  };
  const profiles = { activeId: () => 'p1', get: () => ({}) };
  const policy = createAlertPolicy({ live, audit, clock, log: { info: () => undefined, error: () => undefined } as never, events: deps.events, accountName: () => 'Client B', profiles, accountData: { also: () => undefined }, timers, dispatch: (a) => sent.push(a) });
  const poll = async (n = 1) => {
    for (let i = 0; i < n; i++) await timers.advance(5000);
  };
  return { live, policy, sent, audited, state, poll, timers, clock, gateway };
}

/** A watched, viewed account whose push failed and stayed failed past the grace: one alert out. */
async function failedPastGrace(): Promise<ReturnType<typeof setup>> {
  const t = setup();
  await t.live.handlers.watch({ target: { app: 'demo-origin', inst: 'live' } });
  // A view shows the account: a FAILED row is not on air, and only a view keeps it read.
  await t.live.handlers.view({ viewId: 'v1', state: 'visible' });
  await t.poll();
  t.state.status = 'error';
  await t.poll(4);
  return t;
}

it('a drop with reconnect off alerts once when the grace ends (two polls) and recovers once when it is back', async () => {
  const t = setup();
  await t.live.handlers.watch({ target: { app: 'demo-origin', inst: 'live' } });
  // A view shows the account: a FAILED row is not on air, and only a view keeps it read.
  await t.live.handlers.view({ viewId: 'v1', state: 'visible' });
  await t.poll();
  t.state.status = 'error';
  t.state.message = 'Connection reset';
  await t.poll();
  expect(t.sent).toEqual([]);
  const seen = t.clock.t;
  await t.poll(2);
  expect(t.sent.map((a) => [a.phase, a.cause])).toEqual([['alert', 'failed']]);
  expect(t.clock.t - seen).toBeLessThanOrEqual(2 * 5000);
  expect(t.sent[0]!.text).toBe('yt FAILED on Client B: Connection reset');
  t.state.status = 'connected';
  t.state.message = undefined;
  await t.poll();
  expect(t.sent.map((a) => a.phase)).toEqual(['alert', 'recovery']);
  expect(t.sent[1]!.text).toMatch(/^yt back LIVE after 15 s off air \(Client B\)$/);
  t.live.dispose();
  t.policy.runner.dispose();
});

it('five drops and returns within a minute are one alert and one recovery', async () => {
  const t = setup();
  await t.live.handlers.watch({ target: { app: 'demo-origin', inst: 'live' } });
  // A view shows the account: a FAILED row is not on air, and only a view keeps it read.
  await t.live.handlers.view({ viewId: 'v1', state: 'visible' });
  await t.poll();
  for (let i = 0; i < 5; i++) {
    t.state.status = 'error';
    await t.poll();
    t.state.status = 'connected';
    await t.poll();
  }
  await t.poll(20);
  expect(t.sent.map((a) => `${a.phase}:${a.cause}`)).toEqual(['alert:failed', 'recovery:failed']);
  t.live.dispose();
  t.policy.runner.dispose();
});

it('an acknowledged alert does not repeat; the acknowledgement is an Activity entry', async () => {
  const t = await failedPastGrace();
  expect(t.sent.map((a) => a.phase)).toEqual(['alert']);
  const listed = await t.policy.handlers.list({});
  expect(listed.ok && listed.value.map((o) => o.acked)).toEqual([false]);
  const r = await t.policy.handlers.acknowledge({ incident: null, account: null });
  expect(r.ok && r.value.acknowledged).toHaveLength(1);
  expect(t.audited).toHaveLength(1);
  expect(t.audited[0]!.message).toMatch(/^Acknowledged: yt FAILED on Client B.*\(repeats muted; its recovery is still sent\)$/);
  await t.poll(12 * 20);
  expect(t.sent.map((a) => a.phase)).toEqual(['alert']);
  t.live.dispose();
  t.policy.runner.dispose();
});

it('a second acknowledgement after the recovery finds nothing to acknowledge and says so', async () => {
  const t = await failedPastGrace();
  const first = await t.policy.handlers.acknowledge({ incident: null, account: null });
  expect(first.ok && first.value.acknowledged).toHaveLength(1);
  t.state.status = 'connected';
  await t.poll();
  expect(t.sent.map((a) => a.phase)).toEqual(['alert', 'recovery']);
  const second = await t.policy.handlers.acknowledge({ incident: null, account: null });
  expect(second.ok && second.value).toEqual({ acknowledged: [], message: 'Nothing to acknowledge: no open alert repeats' });
  const listed = await t.policy.handlers.list({});
  expect(listed.ok && listed.value).toEqual([]);
  t.live.dispose();
  t.policy.runner.dispose();
});

it('a stop on purpose ends its alert within one poll even when no read comes (no view, nothing on air)', async () => {
  const t = await failedPastGrace();
  t.gateway.answer('pushpublish.disconnect', () => success('pushpublish.disconnect', {}));
  t.gateway.answer('stream.active', () => success('stream.active', { streams: [{ name: 'main', pushes: [] }] }));
  await t.live.handlers.view({ viewId: 'v1', state: 'gone' });
  expect((await t.live.handlers.disconnect({ app: 'demo-origin', inst: 'live', entry_name: 'yt' })).ok).toBe(true);
  const reads = t.gateway.count('stream.active');
  await t.poll();
  expect(t.gateway.count('stream.active')).toBe(reads);
  expect(t.sent.map((a) => a.phase)).toEqual(['alert', 'recovery']);
  expect(t.sent[1]!.text).toMatch(/no longer FAILED .*STOPPED now/);
  t.live.dispose();
  t.policy.runner.dispose();
});
