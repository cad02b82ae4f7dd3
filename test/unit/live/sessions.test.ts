import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLiveFeature } from '../../../electron/core/live/feature';
import type { McEvent } from '../../../shared/ipc/events';
import { WatchStore } from '../../../electron/core/live/watch-store';
import { FakeGateway, FakeTimers, makeDeps, success } from './fake-gateway';

type Push = { entry_name?: string; push_service_id?: number; status: string; message?: string };

/** A scripted stream.active: what the server lists right now. */
function activeWith(gateway: FakeGateway, server: { pushes: Push[] }) {
  gateway.answer('stream.active', () => success('stream.active', { streams: [{ name: 'main', pushes: server.pushes }] }));
}

function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'mc-live-'));
  const { deps, events, gateway, clock } = makeDeps(dir);
  const timers = new FakeTimers(clock);
  const server = { pushes: [] as Push[] };
  activeWith(gateway, server);
  const live = createLiveFeature(deps, timers);
  // One window, visible: main polls for it (a view hidden or gone is tested below).
  void live.handlers.view({ viewId: 'w1', state: 'visible' });
  return { live, events, gateway, clock, timers, server };
}

const notices = (events: McEvent[]) => events.filter((e) => e.type === 'notice');

describe('session polling and state machine', () => {
  it('polls the chosen target now and again every interval, never overlapping', async () => {
    const { live, gateway, timers } = setup();
    const snap = await live.handlers.watch({ target: { app: 'demo-origin', inst: 'live' }, intervalMs: 2000 });
    expect(snap.ok && snap.value.fetchedAt).toBeTruthy();
    expect(gateway.count('stream.active')).toBe(1);
    expect(gateway.calls[0]?.cacheKey).toBe('live:active:demo-origin/live');
    expect(timers.nextDelay()).toBe(2000);
    await timers.advance(2000);
    expect(gateway.count('stream.active')).toBe(2);
    // An overlap offered: the next read hangs past several intervals. No second read starts
    // while it is out; the cycle resumes an interval after it answers.
    let answer: (() => void) | undefined;
    const slow = new Promise<void>((resolve) => { answer = resolve; });
    gateway.answer('stream.active', async () => {
      await slow;
      return success('stream.active', { streams: [{ name: 'main', pushes: [] }] });
    });
    await timers.advance(2000);
    expect(gateway.count('stream.active')).toBe(3);
    for (let i = 0; i < 5; i += 1) await timers.advance(2000);
    expect(gateway.count('stream.active')).toBe(3);
    answer?.();
    await timers.advance(0);
    expect(timers.nextDelay()).toBe(2000);
    await timers.advance(2000);
    expect(gateway.count('stream.active')).toBe(4);
    live.dispose();
  });

  it('idles while its only view is hidden and nothing is on air, and reads at once when a view shows again', async () => {
    const { live, gateway, timers } = setup();
    await live.handlers.watch({ target: { app: 'demo-origin', inst: 'live' } });
    await live.handlers.view({ viewId: 'w1', state: 'hidden' });
    await timers.advance(60_000);
    expect(gateway.count('stream.active')).toBe(1);
    const idle = await live.handlers.checkStatus({});
    expect(idle.ok && idle.value.idle).toBe(false);
    await timers.advance(60_000);
    expect(gateway.count('stream.active')).toBe(2);
    await live.handlers.view({ viewId: 'w2', state: 'visible' });
    expect(timers.nextDelay()).toBe(0);
    await timers.advance(0);
    expect(gateway.count('stream.active')).toBe(3);
    live.dispose();
  });

  it('keeps polling with every view hidden or gone while a push is on air: a drop raises its notice on time', async () => {
    const { live, gateway, timers, server, events } = setup();
    server.pushes = [{ entry_name: 'yt', status: 'connected' }];
    await live.handlers.watch({ target: { app: 'demo-origin', inst: 'live' } });
    await live.handlers.view({ viewId: 'w1', state: 'hidden' });
    await timers.advance(5000);
    expect(gateway.count('stream.active')).toBe(2);
    await live.handlers.view({ viewId: 'w1', state: 'gone' });
    server.pushes = [{ entry_name: 'yt', status: 'error', message: 'Destination dropped the stream' }];
    await timers.advance(5000);
    expect(gateway.count('stream.active')).toBe(3);
    expect(notices(events).map((e) => e.type === 'notice' && e.title)).toEqual(['Push failed: yt']);
    // Nothing on air any more and nobody looking: the cycle idles.
    await timers.advance(60_000);
    expect(gateway.count('stream.active')).toBe(3);
    live.dispose();
  });

  it('one view hiding or leaving never pauses another that is visible', async () => {
    const { live, gateway, timers } = setup();
    await live.handlers.view({ viewId: 'w2', state: 'visible' });
    await live.handlers.watch({ target: { app: 'demo-origin', inst: 'live' }, intervalMs: 2000 });
    await live.handlers.view({ viewId: 'w2', state: 'hidden' });
    await live.handlers.view({ viewId: 'w2', state: 'gone' });
    await timers.advance(2000);
    await timers.advance(2000);
    expect(gateway.count('stream.active')).toBe(3);
    live.dispose();
  });

  it('keeps the watch with the account and resumes it at start: the next console reads at once, with no view', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mc-live-'));
    const first = makeDeps(dir);
    first.gateway.answer('stream.active', () => success('stream.active', { streams: [] }));
    const before = createLiveFeature(first.deps, new FakeTimers(first.clock));
    await before.handlers.watch({ target: { app: 'demo-origin', inst: 'live' }, intervalMs: 2000 });
    before.dispose();
    const saved = new WatchStore(dir);
    while ((await saved.all()).size === 0) await new Promise((r) => setImmediate(r));
    const next = makeDeps(dir);
    next.gateway.answer('stream.active', () => success('stream.active', { streams: [] }));
    const after = createLiveFeature(next.deps, new FakeTimers(next.clock));
    while (next.gateway.count('stream.active') === 0) await new Promise((r) => setImmediate(r));
    const snap = await after.handlers.select({ ids: [] });
    expect(snap.ok && [snap.value.target, snap.value.intervalMs]).toEqual([{ app: 'demo-origin', inst: 'live' }, 2000]);
    after.dispose();
  });

  it('forgets the watch of an account that is deleted (or a rehearsal mirror that ended)', async () => {
    const store = new WatchStore(mkdtempSync(join(tmpdir(), 'mc-live-')));
    await store.save('keep', { target: { app: 'a', inst: 'live' }, intervalMs: 5000 });
    await store.save('gone', { target: { app: 'b', inst: 'live' }, intervalMs: 5000 });
    await store.clearProfiles((id) => id === 'gone');
    expect([...(await store.all()).keys()]).toEqual(['keep']);
  });

  it("reads the account switched to at once, with that account's own watch, whatever view is open", async () => {
    const { live, gateway } = setup();
    await live.handlers.watch({ target: { app: 'demo-origin', inst: 'live' } });
    gateway.profile = { ...gateway.profile, id: 'p2' };
    await live.handlers.watch({ target: { app: 'channel-origin', inst: 'live' } });
    gateway.profile = { ...gateway.profile, id: 'p1' };
    const before = gateway.count('stream.active');
    live.accountSwitched();
    while (gateway.count('stream.active') === before) await new Promise((r) => setImmediate(r));
    expect(gateway.calls.at(-1)?.params).toMatchObject({ app: 'demo-origin', inst: 'live' });
    live.dispose();
  });

  it('polls every 5 s when no interval was chosen', async () => {
    const { live, gateway, timers } = setup();
    const snap = await live.handlers.watch({ target: { app: 'demo-origin', inst: 'live' } });
    expect(snap.ok && snap.value.intervalMs).toBe(5000);
    expect(timers.nextDelay()).toBe(5000);
    await timers.advance(4999);
    expect(gateway.count('stream.active')).toBe(1);
    await timers.advance(1);
    expect(gateway.count('stream.active')).toBe(2);
    live.dispose();
  });

  it('shows a direct connect as connecting, then live once the server lists it', async () => {
    const { live, gateway, timers, server } = setup();
    await live.handlers.watch({ target: { app: 'demo-origin', inst: 'live' } });
    gateway.answer('pushpublish.connect', () => success('pushpublish.connect', {}));
    const r = await live.handlers.connect({ connects: [{ app: 'demo-origin', inst: 'live', stream: 'main', service_name: 'videosite', dst_stream: 'k', entry_name: 'yt' }] });
    expect(r.ok && r.value.results[0]).toMatchObject({ outcome: 'accepted', state: 'connecting' });
    const mid = await live.handlers.checkStatus({});
    expect(mid.ok && mid.value.board.map((s) => [s.label, s.state])).toEqual([['yt (videosite)', 'connecting']]);
    server.pushes = [{ entry_name: 'yt', status: 'connected' }];
    await timers.advance(5000);
    const after = await live.handlers.checkStatus({});
    expect(after.ok && after.value.board.map((s) => [s.key, s.state, s.liveSince !== null])).toEqual([['entry:yt', 'live', true]]);
    live.dispose();
  });

  it('raises one notice when a live session fails, with the server reason', async () => {
    const { live, events, server } = setup();
    server.pushes = [{ entry_name: 'fb', status: 'connected' }];
    await live.handlers.watch({ target: { app: 'demo-origin', inst: 'live' } });
    server.pushes = [{ entry_name: 'fb', status: 'error', message: 'Stream key rejected' }];
    await live.handlers.checkStatus({});
    await live.handlers.checkStatus({});
    expect(notices(events)).toEqual([{ type: 'notice', level: 'error', title: 'Push failed: fb', body: 'Stream key rejected', account: { id: 'p1', name: 'p1' }, cause: 'lost p1 entry:fb' }]);
    expect(events.filter((e) => e.type === 'live.session.lost')).toHaveLength(1);
    live.dispose();
  });

  it('raises a notice when a live session disappears, but not after a deliberate disconnect', async () => {
    const { live, events, server, gateway } = setup();
    gateway.answer('pushpublish.disconnect', () => success('pushpublish.disconnect', {}));
    server.pushes = [{ entry_name: 'a', status: 'connected' }, { entry_name: 'b', status: 'connected' }];
    await live.handlers.watch({ target: { app: 'demo-origin', inst: 'live' } });
    await live.handlers.disconnect({ app: 'demo-origin', inst: 'live', entry_name: 'a' });
    server.pushes = [];
    const snap = await live.handlers.checkStatus({});
    expect(notices(events).map((e) => e.type === 'notice' && e.title)).toEqual(['Push disappeared: b']);
    expect(snap.ok && snap.value.board.map((s) => [s.key, s.state, s.reason])).toEqual([
      ['entry:a', 'stopped', 'Disconnected'],
      ['entry:b', 'stopped', 'Disappeared from the server while live (not disconnected from this console)'],
    ]);
    live.dispose();
  });

  it('keeps an outcome-unknown connect as UNKNOWN until a status check resolves it', async () => {
    const { live, gateway } = setup();
    gateway.answer('stream.active', () => success('stream.active', { streams: [] }));
    await live.handlers.watch({ target: { app: 'demo-origin', inst: 'live' } });
    gateway.answer('pushpublish.connect', () => ({ ok: false, error: { kind: 'outcome_unknown', cause: 'connection_reset', message: 'reset after send' } }));
    const r = await live.handlers.connect({ connects: [{ push_service_id: 7, inst: 'live' }] });
    expect(r.ok && r.value.results[0]).toMatchObject({ outcome: 'unknown', message: expect.stringMatching(/check status before sending again/) });
    expect(gateway.count('pushpublish.connect')).toBe(1);
    const checked = await live.handlers.checkStatus({});
    expect(checked.ok && checked.value.board[0]).toMatchObject({ key: 'svc:7', state: 'off', reason: expect.stringMatching(/safe to connect again/) });
    live.dispose();
  });

  it('fans out Go live in parallel with one result per destination', async () => {
    const { live, gateway } = setup();
    let open = 0;
    let maxOpen = 0;
    gateway.answer('pushpublish.connect', async (p) => {
      maxOpen = Math.max(maxOpen, ++open);
      await new Promise((res) => setTimeout(res, 5));
      open--;
      return p.push_service_id === 2
        ? { ok: false, error: { kind: 'api_failure', code: null, message: 'failure', serverMessage: 'Destination refused' } }
        : success('pushpublish.connect', {});
    });
    const r = await live.handlers.connect({ connects: [1, 2, 3].map((id) => ({ push_service_id: id, inst: 'live' })) });
    expect(maxOpen).toBe(3);
    expect(r.ok && r.value.results.map((x) => [x.index, x.outcome, x.message])).toEqual([
      [0, 'accepted', 'Accepted by the server — connecting'],
      [1, 'failed', 'Rejected by the server: Destination refused'],
      [2, 'accepted', 'Accepted by the server — connecting'],
    ]);
    live.dispose();
  });
});

describe('go live on the board', () => {
  it('shows each destination\'s answer on its row the moment it is known, while a slow one is still CONNECTING', async () => {
    const { live, gateway, events } = setup();
    let release: () => void = () => undefined;
    const slow = new Promise<void>((res) => (release = res));
    gateway.answer('pushpublish.connect', async (p) => {
      if (p.push_service_id === 2) await slow;
      return p.push_service_id === 3 ? { ok: false, error: { kind: 'api_failure', code: null, message: 'failure', serverMessage: 'Bad key' } } : success('pushpublish.connect', {});
    });
    const pending = live.handlers.connect({ connects: [1, 2, 3].map((id) => ({ push_service_id: id, inst: 'live' })) });
    await new Promise((res) => setTimeout(res, 0));
    const last = events.filter((e) => e.type === 'live.sessions').at(-1);
    expect(last?.type === 'live.sessions' && last.snapshot.board.map((r) => [r.key, r.state, r.reason])).toEqual([
      ['svc:1', 'connecting', 'Accepted — waiting for the server to report it live'],
      ['svc:2', 'connecting', 'Sending…'],
      ['svc:3', 'failed', 'Rejected by the server: Bad key'],
    ]);
    release();
    await pending;
    live.dispose();
  });

  it('refuses, in words and without sending, a destination already LIVE or CONNECTING', async () => {
    const { live, gateway, server } = setup();
    server.pushes = [{ push_service_id: 5, status: 'connected' }];
    await live.handlers.watch({ target: { app: 'demo-origin', inst: 'live' } });
    gateway.answer('pushpublish.connect', () => success('pushpublish.connect', {}));
    const r = await live.handlers.connect({ connects: [{ push_service_id: 5, inst: 'live' }] });
    expect(r.ok && r.value.results[0]).toMatchObject({ outcome: 'not_sent', state: 'live', message: expect.stringMatching(/already LIVE/) });
    expect(gateway.count('pushpublish.connect')).toBe(0);
    // Held back, but recorded: Activity lists it NOT SENT with the same words.
    expect(gateway.held).toEqual([{ command: 'pushpublish.connect', reason: expect.stringMatching(/already LIVE/) }]);
    live.dispose();
  });
});

describe('account switch', () => {
  it('starts from nothing on another account: no false "disappeared" notice', async () => {
    const { live, events, server, gateway } = setup();
    server.pushes = [{ entry_name: 'yt', status: 'connected' }];
    await live.handlers.watch({ target: { app: 'demo-origin', inst: 'live' } });
    gateway.profile = { ...gateway.profile, id: 'p2', name: 'Other account' };
    server.pushes = [];
    const snap = await live.handlers.checkStatus({});
    expect(snap.ok && snap.value.board).toEqual([]);
    expect(notices(events)).toEqual([]);
    live.dispose();
  });
});
