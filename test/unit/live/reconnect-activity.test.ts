/**
 * Automatic reconnect as Activity tells it, over main's runner with a controlled clock and
 * timers: every try's calls are marked as that try of its episode ("try 2 of 10"), and
 * each episode's end is heard once, in the words of reconnect-words.ts: reconnected after
 * N tries with the time off air, gave up after 10 tries, key refused, stopped by the operator.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { currentCue, runInCue } from '../../../electron/core/audit/cue-scope';
import { currentSource } from '../../../electron/core/audit/source-scope';
import { createLiveFeature } from '../../../electron/core/live/feature';
import { episodeLine } from '../../../shared/domain/live/reconnect-words';
import type { AuditSource } from '../../../shared/domain/audit';
import { FakeTimers, makeDeps, success } from './fake-gateway';

type Answer = 'take' | 'refuse' | 'key';
const KEY = 'entry:yt';
const REFUSED = 'Destination refused the connection';

/** A platform behind a fake gateway: each try lands as `answers` say (the last repeats). */
function setup(answers: Answer[]) {
  const { deps, gateway, clock } = makeDeps(mkdtempSync(join(tmpdir(), 'mc-reconnect-activity-')));
  const timers = new FakeTimers(clock);
  const server = new Map<string, { status: string; message: string }>();
  const sources: Array<{ command: string; source: AuditSource | undefined; cue?: string }> = [];
  let tries = 0;
  gateway.answer('stream.active', () => success('stream.active', { streams: [{ name: 'main', pushes: [...server].map(([entry_name, p]) => ({ entry_name, ...p })) }] }));
  gateway.answer('pushpublish.connect', (p) => {
    const source = currentSource();
    sources.push({ command: 'connect', source, cue: currentCue()?.cue.cue });
    const answer = source?.kind === 'reconnect' ? (answers[Math.min(tries++, answers.length - 1)] ?? 'take') : 'take';
    const message = answer === 'key' ? 'Stream key refused: the event has ended' : answer === 'refuse' ? REFUSED : 'ok';
    server.set(String(p.entry_name), { status: answer === 'take' ? 'connected' : 'error', message });
    return success('pushpublish.connect', {});
  });
  gateway.answer('pushpublish.disconnect', (p) => {
    sources.push({ command: 'disconnect', source: currentSource() });
    server.delete(String(p.entry_name));
    return success('pushpublish.disconnect', {});
  });
  const ended: string[] = [];
  const live = createLiveFeature(deps, timers, { episodeEnded: (_account, key, e) => ended.push(`${key}: ${episodeLine(e)}`) });
  return { live, timers, server, sources, ended, clock };
}

/** The platform with `answers` for the tries, #yt on air with reconnect on, then dropped by the platform. */
async function dropped(answers: Answer[]): Promise<ReturnType<typeof setup>> {
  const s = setup(answers);
  await s.live.handlers.view({ viewId: 'a', state: 'visible' });
  await s.live.handlers.watch({ target: { app: 'demo-origin', inst: 'live' }, intervalMs: 2000 });
  await s.live.handlers.reconnect({ key: KEY, enabled: true });
  await s.live.handlers.connect({ connects: [{ app: 'demo-origin', inst: 'live', stream: 'main', service_name: 'videosite', dst_stream: 'k', entry_name: 'yt' }] });
  await s.live.handlers.checkStatus({});
  s.sources.length = 0;
  s.server.set('yt', { status: 'error', message: 'dropped' });
  return s;
}

/** Runs the clock from timer to timer until an episode ends (at most `steps` timers), inside a cue's scope when given. */
async function untilEnded(s: ReturnType<typeof setup>, cue?: string): Promise<void> {
  const run = async () => {
    for (let n = 0; n < 400 && s.ended.length === 0; n += 1) await s.timers.advance(s.timers.nextDelay() ?? 1000);
  };
  await (cue === undefined ? run() : runInCue({ sheetId: 's', sheet: 'Show', cueId: 'c', n: 1, cue }, run));
}

const reconnectTries = (s: ReturnType<typeof setup>) => s.sources.filter((x) => x.command === 'connect').map((x) => x.source);

describe('automatic reconnect in Activity', () => {
  it('marks each try with its number in the episode and ends "reconnected after 3 tries" with the time off air', async () => {
    const s = await dropped(['refuse', 'refuse', 'take']);
    // The timers run while a cue's call is under way: the tries are still automatic reconnect's, not the cue's.
    await untilEnded(s, 'Partners');
    expect(reconnectTries(s)).toEqual([1, 2, 3].map((attempt) => ({ kind: 'reconnect', attempt, of: 10 })));
    expect(s.sources.filter((x) => x.command === 'connect').map((x) => x.cue)).toEqual([undefined, undefined, undefined]);
    // Retry's disconnect of the push the server still held belongs to the same try.
    expect(s.sources.filter((x) => x.command === 'disconnect').every((x) => x.source?.kind === 'reconnect')).toBe(true);
    expect(s.ended).toHaveLength(1);
    expect(s.ended[0]).toMatch(/^entry:yt: reconnected after 3 tries, \d+ s off air$/);
    s.live.dispose();
  });

  it('gives up after 10 tries with the last reason', async () => {
    const s = await dropped(['refuse']);
    await untilEnded(s);
    expect(reconnectTries(s)).toHaveLength(10);
    expect(s.ended).toEqual([`entry:yt: gave up after 10 tries: ${REFUSED}`]);
    // The board row says it too: FAILED, with why the tries stopped before the platform's reason.
    const snap = await s.live.handlers.checkStatus({});
    const row = snap.ok ? snap.value.board.find((r) => r.key === KEY) : undefined;
    expect([row?.state, row?.reason]).toEqual(['failed', `Gave up after 10 tries: ${REFUSED}`]);
    s.live.dispose();
  });

  it('stops the tries of an account that is forgotten (deleted, or a mirror that ended): no try fires for it', async () => {
    const s = await dropped(['refuse']);
    while (reconnectTries(s).length < 1) await s.timers.advance(s.timers.nextDelay() ?? 1000);
    await s.live.handlers.checkStatus({});
    await s.live.memory.clearProfiles(() => true);
    for (let n = 0; n < 50; n += 1) await s.timers.advance(s.timers.nextDelay() ?? 1000);
    expect(reconnectTries(s)).toHaveLength(1);
    s.live.dispose();
  });

  it('says "key refused" with the reason when the platform refuses the key', async () => {
    const s = await dropped(['key']);
    await untilEnded(s);
    expect(s.ended).toEqual(['entry:yt: key refused: Stream key refused: the event has ended']);
    expect(reconnectTries(s)).toHaveLength(1);
    s.live.dispose();
  });

  it("says the operator stopped it, after how many tries, on the operator's Disconnect", async () => {
    const s = await dropped(['refuse']);
    while (reconnectTries(s).length < 2) await s.timers.advance(s.timers.nextDelay() ?? 1000);
    await s.live.handlers.checkStatus({});
    await s.live.handlers.disconnect({ app: 'demo-origin', inst: 'live', entry_name: 'yt' });
    expect(s.ended).toEqual(['entry:yt: stopped by the operator after 2 tries']);
    s.live.dispose();
  });
});
