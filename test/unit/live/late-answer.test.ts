/**
 * A late answer belongs to the account its call was bound to: the
 * transport holds each answer until the test lets it go, the active account changes to B
 * meanwhile, and the answer must land on A's board — never on B's.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CallResult } from '../../../shared/api/failures';
import type { SessionsSnapshot } from '../../../shared/domain/live/sessions';
import { createLiveFeature } from '../../../electron/core/live/feature';
import { runBoundTo } from '../../../electron/core/ipc/bound-account';
import { FakeTimers, makeDeps, success } from './fake-gateway';

const A = { id: 'acct-a', name: 'Studio A' };
const B = { id: 'acct-b', name: 'Studio B' };

/** Answers wait here until released: a transport with as much latency as the test wants. */
function delayed() {
  const held: Array<() => void> = [];
  return {
    held,
    answer<T>(value: CallResult<T>) {
      return () => new Promise<CallResult<T>>((resolve) => held.push(() => resolve(value)));
    },
    releaseAll() {
      for (const r of held.splice(0)) r();
    },
  };
}

function setup() {
  const made = makeDeps(mkdtempSync(join(tmpdir(), 'mc-late-')));
  made.gateway.profile = { ...made.gateway.profile, ...A };
  const live = createLiveFeature(made.deps, new FakeTimers(made.clock));
  made.gateway.answer('pushpublish.services', () => success('pushpublish.services', { services: [{ push_service_id: '501', service_name: 'youtube', dst_host: 'a.example' }] }));
  made.gateway.answer('stream.active', () => success('stream.active', { streams: [] }));
  const switchTo = (p: { id: string; name: string }) => {
    made.gateway.profile = { ...made.gateway.profile, ...p };
  };
  const lastBoard = (): SessionsSnapshot['board'] => {
    const snaps = made.events.flatMap((e) => (e.type === 'live.sessions' ? [e.snapshot] : []));
    return snaps.at(-1)?.board ?? [];
  };
  return { ...made, live, switchTo, lastBoard };
}

const until = async (cond: () => boolean): Promise<void> => {
  while (!cond()) await new Promise((r) => setTimeout(r, 0));
};

describe('a late answer lands on the account its call was bound to', () => {
  it('go live on A, switch to B before the answer: B’s board unchanged, A’s row shows the outcome', async () => {
    const t = setup();
    const wire = delayed();
    t.gateway.answer('pushpublish.connect', wire.answer({ ok: false, error: { kind: 'api_failure', code: 409, serverMessage: 'Destination refused the connection', message: 'refused' } } as never));
    await runBoundTo(A.id, () => t.live.handlers.services({}));
    t.switchTo(B);
    await runBoundTo(B.id, () => t.live.handlers.services({}));
    const bBefore = JSON.stringify(t.lastBoard());
    t.switchTo(A);
    const call = runBoundTo(A.id, () => t.live.handlers.connect({ connects: [{ push_service_id: 501, inst: 'live' }] }));
    await until(() => wire.held.length === 1);
    t.switchTo(B);
    wire.releaseAll();
    const r = await call;
    expect(r.ok && r.value.results[0]).toMatchObject({ state: 'failed', message: 'Rejected by the server: Destination refused the connection' });
    // B is active: the snapshot after the answer is B's board, as it was.
    expect(JSON.stringify(t.lastBoard())).toBe(bBefore);
    expect(t.lastBoard().find((d) => d.key === 'svc:501')?.state).toBe('off');
    // Back on A, the row shows the outcome.
    t.switchTo(A);
    const snap = await runBoundTo(A.id, () => t.live.handlers.watch({ target: null }));
    expect(snap.ok && snap.value.board.find((d) => d.key === 'svc:501')).toMatchObject({ state: 'failed' });
  });

  it('disconnect and disconnect all answered late change only the account they were sent on', async () => {
    const t = setup();
    const wire = delayed();
    t.gateway.answer('pushpublish.disconnect', wire.answer(success('pushpublish.disconnect', {})));
    t.gateway.answer('pushpublish.connect', () => success('pushpublish.connect', {}));
    await runBoundTo(A.id, () => t.live.handlers.services({}));
    await runBoundTo(A.id, () => t.live.handlers.connect({ connects: [{ push_service_id: 501, inst: 'live' }] }));
    t.switchTo(B);
    await runBoundTo(B.id, () => t.live.handlers.services({}));
    await runBoundTo(B.id, () => t.live.handlers.connect({ connects: [{ push_service_id: 501, inst: 'live' }] }));
    t.switchTo(A);
    const one = runBoundTo(A.id, () => t.live.handlers.disconnect({ app: 'demo-origin', inst: 'live', push_service_id: 501 }));
    const all = runBoundTo(A.id, () => t.live.handlers.disconnect({ app: 'demo-origin', inst: 'live', entry_name: '*' }));
    await until(() => wire.held.length === 2);
    t.switchTo(B);
    wire.releaseAll();
    await Promise.all([one, all]);
    // B's #501 is still CONNECTING from its own go live: neither answer touched it.
    expect(t.lastBoard().find((d) => d.key === 'svc:501')?.state).toBe('connecting');
    t.switchTo(A);
    const snap = await runBoundTo(A.id, () => t.live.handlers.watch({ target: null }));
    expect(snap.ok && snap.value.board.find((d) => d.key === 'svc:501')?.state).toBe('stopped');
  });
});
