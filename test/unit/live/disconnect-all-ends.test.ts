/**
 * Disconnect all ends every try of its account, by its own send: while its answer is on
 * its way no try goes out, and after it none comes. (One rule: go-live.ts hands the board
 * one stop for every destination, key null, as a row's disconnect hands it its own; the
 * operator's stop with nothing to send is the other, for one row only.)
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLiveFeature } from '../../../electron/core/live/feature';
import type { McEvent } from '../../../shared/ipc/events';
import { FakeTimers, makeDeps, success } from './fake-gateway';

const KEY = 'entry:yt';
const YT = { app: 'demo-origin', inst: 'live', stream: 'main', service_name: 'videosite', dst_stream: 'k', entry_name: 'yt' };

function setup() {
  const { deps, gateway, clock, events } = makeDeps(mkdtempSync(join(tmpdir(), 'mc-disconnect-all-')));
  const timers = new FakeTimers(clock);
  const server = new Map<string, { status: string; message: string }>();
  const held: Array<() => void> = [];
  let hold = false;
  gateway.answer('stream.active', () => success('stream.active', { streams: [{ name: 'main', pushes: [...server].map(([entry_name, p]) => ({ entry_name, ...p })) }] }));
  gateway.answer('pushpublish.connect', (p) => {
    server.set(String(p.entry_name), { status: 'connected', message: 'ok' });
    return success('pushpublish.connect', {});
  });
  gateway.answer('pushpublish.disconnect', () => {
    const answer = () => {
      server.clear();
      return success('pushpublish.disconnect', {});
    };
    return hold ? new Promise((resolve) => held.push(() => resolve(answer()))) : answer();
  });
  const ended: string[] = [];
  const live = createLiveFeature(deps, timers, { episodeEnded: (_a, key, e) => ended.push(`${key} ${e.kind}`) });
  const rows = () => events.filter((e): e is Extract<McEvent, { type: 'live.sessions' }> => e.type === 'live.sessions').at(-1)?.snapshot.board ?? [];
  /** #yt LIVE from this console with reconnect on, then dropped: its first try waits on a timer. */
  const waitingTry = async () => {
    await live.handlers.watch({ target: { app: 'demo-origin', inst: 'live' }, intervalMs: 2000 });
    await live.handlers.reconnect({ key: KEY, enabled: true });
    await live.handlers.connect({ connects: [YT] });
    await live.handlers.checkStatus({});
    server.set('yt', { status: 'error', message: 'Destination dropped the stream' });
    await live.handlers.checkStatus({});
    const row = rows().find((r) => r.key === KEY);
    expect(row?.state).toBe('reconnecting');
    expect(row?.reconnect.nextTryAt).not.toBeNull();
  };
  /** Runs every timer for `ms` of the console's clock, a second at a time (polls, tries). */
  const runFor = async (ms: number) => {
    for (let t = 0; t < ms; t += 1000) await timers.advance(1000);
  };
  return { live, gateway, held, ended, rows, waitingTry, runFor, holdAnswers: () => (hold = true) };
}

describe('Disconnect all ends the tries', () => {
  it('no try goes while its answer is on its way, nor after it', async () => {
    const s = setup();
    await s.waitingTry();
    const connects = s.gateway.count('pushpublish.connect');
    s.holdAnswers();
    const all = s.live.handlers.disconnect({ app: 'demo-origin', inst: 'live', entry_name: '*' });
    while (s.held.length === 0) await new Promise((r) => setTimeout(r, 0));
    // Well past the first try's wait (2 s ±20%) and the next ones, the answer still out.
    await s.runFor(30_000);
    expect(s.gateway.count('pushpublish.connect')).toBe(connects);
    expect(s.ended).toEqual([`${KEY} stopped`]);
    for (const release of s.held.splice(0)) release();
    expect((await all).ok).toBe(true);
    await s.runFor(60_000);
    expect(s.gateway.count('pushpublish.connect')).toBe(connects);
    expect(s.rows().find((r) => r.key === KEY)?.state).not.toBe('reconnecting');
  });

  it('answered at once: the episode ends stopped, and nothing connects in the next minute', async () => {
    const s = setup();
    await s.waitingTry();
    const connects = s.gateway.count('pushpublish.connect');
    expect((await s.live.handlers.disconnect({ app: 'demo-origin', inst: 'live', entry_name: '*' })).ok).toBe(true);
    await s.runFor(60_000);
    expect(s.gateway.count('pushpublish.connect')).toBe(connects);
    expect(s.ended).toEqual([`${KEY} stopped`]);
  });
});
