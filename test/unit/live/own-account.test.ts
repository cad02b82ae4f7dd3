/**
 * Every account's show runs in main at once, and what main does by itself goes to its own
 * account: two accounts whose destinations share a name (#yt) behind one fake gateway that
 * answers each account from its own server. A drop on the account NOT on screen is read
 * by that account's own polls, tried on that account's client (0 calls at the other), and
 * its notice names it. Also: a RECONNECTING row keeps its account's polls with no view
 * visible, and Retry connects only after the held push's disconnect succeeded.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { currentSource } from '../../../electron/core/audit/source-scope';
import { actingFor } from '../../../electron/core/gateway/acting-for';
import { createLiveFeature } from '../../../electron/core/live/feature';
import type { McEvent } from '../../../shared/ipc/events';
import { FakeTimers, makeDeps, success } from './fake-gateway';

const KEY = 'entry:yt';
const YT = { app: 'demo-origin', inst: 'live', stream: 'main', service_name: 'videosite', dst_stream: 'k', entry_name: 'yt' };

function setup(opts: { disconnectFails?: boolean; dropTries?: boolean } = {}) {
  const { deps, gateway, clock, events } = makeDeps(mkdtempSync(join(tmpdir(), 'mc-own-account-')));
  const timers = new FakeTimers(clock);
  const servers: Record<string, Map<string, { status: string; message: string }>> = { p1: new Map(), p2: new Map() };
  const sent: Array<{ command: string; to: string }> = [];
  const p1 = gateway.profile;
  const p2 = { ...p1, id: 'p2', name: 'Client B' };
  // The account a call goes to: main's own act's, else the active one (as the gateway does).
  const to = () => actingFor() ?? gateway.profile.id;
  gateway.answer('stream.active', () => {
    sent.push({ command: 'stream.active', to: to() });
    return success('stream.active', { streams: [{ name: 'main', pushes: [...servers[to()]!].map(([entry_name, p]) => ({ entry_name, ...p })) }] });
  });
  gateway.answer('pushpublish.connect', (p) => {
    sent.push({ command: 'connect', to: to() });
    servers[to()]!.set(String(p.entry_name), opts.dropTries && currentSource()?.kind === 'reconnect' ? { status: 'error', message: 'Destination refused the connection' } : { status: 'connected', message: 'ok' });
    return success('pushpublish.connect', {});
  });
  gateway.answer('pushpublish.disconnect', (p) => {
    sent.push({ command: 'disconnect', to: to() });
    if (opts.disconnectFails) return { ok: false, error: { kind: 'network', cause: 'refused', message: 'could not connect' } } as never;
    servers[to()]!.delete(String(p.entry_name));
    return success('pushpublish.disconnect', {});
  });
  const ended: string[] = [];
  const live = createLiveFeature(deps, timers, { episodeEnded: (account, key, e) => ended.push(`${account} ${key} ${e.kind}`), accountName: (id) => (id === 'p2' ? 'Client B' : 'Main account') });
  const use = async (p: typeof p1) => {
    gateway.profile = p;
    live.accountSwitched();
    await timers.advance(0);
  };
  /** The account on screen's show: watched, #yt LIVE from this console, reconnect on. */
  const onAir = async () => {
    await live.handlers.watch({ target: { app: 'demo-origin', inst: 'live' }, intervalMs: 2000 });
    await live.handlers.reconnect({ key: KEY, enabled: true });
    await live.handlers.connect({ connects: [YT] });
    await live.handlers.checkStatus({});
  };
  const snapshots = () => events.filter((e): e is Extract<McEvent, { type: 'live.sessions' }> => e.type === 'live.sessions').map((e) => e.snapshot);
  return { live, timers, servers, sent, ended, events, p1, p2, use, onAir, snapshots };
}

describe("each account's show, off screen too", () => {
  it('a drop on the account not on screen is tried on its own client: 1 connect there, 0 at the other; its notice names it', async () => {
    const s = setup();
    await s.onAir();
    await s.use(s.p2);
    await s.onAir();
    s.sent.length = 0;
    s.servers.p1!.set('yt', { status: 'error', message: 'dropped' });
    for (let n = 0; n < 40 && !s.ended.includes(`p1 ${KEY} reconnected`); n += 1) await s.timers.advance(s.timers.nextDelay() ?? 1000);
    expect(s.ended).toEqual([`p1 ${KEY} reconnected`]);
    expect(s.sent.filter((c) => c.command === 'connect')).toEqual([{ command: 'connect', to: 'p1' }]);
    expect(s.sent.filter((c) => c.command !== 'stream.active' && c.to === 'p2')).toEqual([]);
    // p1's own polls read the drop and the try's outcome while p2 was on screen.
    expect(s.sent.filter((c) => c.command === 'stream.active' && c.to === 'p1').length).toBeGreaterThan(1);
    const notice = s.events.find((e): e is Extract<McEvent, { type: 'notice' }> => e.type === 'notice' && e.level === 'error');
    expect(notice?.account).toEqual({ id: 'p1', name: 'Main account' });
    // The screen shows p2, and names p1's show running elsewhere.
    expect(s.snapshots().at(-1)).toMatchObject({ profileId: 'p2', onAirElsewhere: [{ profileId: 'p1', count: 1 }] });
    s.live.dispose();
  });

  it('a RECONNECTING row keeps polls with no view visible', async () => {
    const s = setup({ dropTries: true });
    await s.onAir();
    // Every try is taken and at once dropped again, so the row stays RECONNECTING.
    s.servers.p1!.set('yt', { status: 'error', message: 'dropped' });
    await s.timers.advance(2000);
    expect(s.snapshots().at(-1)!.board.find((r) => r.key === KEY)?.state).toBe('reconnecting');
    s.sent.length = 0;
    for (let n = 0; n < 4; n += 1) await s.timers.advance(2000);
    expect(s.snapshots().at(-1)!.idle).toBe(false);
    expect(s.sent.filter((c) => c.command === 'stream.active').length).toBeGreaterThanOrEqual(3);
    s.live.dispose();
  });

  it('Retry connects only after the held push’s disconnect succeeded', async () => {
    const s = setup({ disconnectFails: true });
    await s.onAir();
    await s.live.handlers.reconnect({ key: KEY, enabled: false });
    s.servers.p1!.set('yt', { status: 'error', message: 'dropped' });
    await s.live.handlers.checkStatus({});
    s.sent.length = 0;
    const r = await s.live.handlers.retry({ key: KEY });
    expect(r.ok).toBe(false);
    expect(s.sent.filter((c) => c.command !== 'stream.active').map((c) => c.command)).toEqual(['disconnect']);
    s.live.dispose();
  });
});
