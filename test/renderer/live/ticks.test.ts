/**
 * Ticking destinations for Go live while main polls: a snapshot read before main had a
 * tick does not untick it on screen, and the next tick counts from the ticks sent, not
 * from that snapshot — so ticking several rows quickly on a busy machine loses none.
 */
import { describe, expect, it } from 'vitest';
import type { IpcResult } from '../../../shared/ipc/define';
import type { SessionsSnapshot } from '../../../shared/domain/live/sessions';
import { useMc } from '../../../renderer/src/stores/store';
import { installFake } from '../fake-bridge';
import { snapshot } from './fixtures';

describe('Go live ticks', () => {
  it('survive a snapshot read before main had them, and the last answer is main’s selection', async () => {
    const answers: Array<(r: IpcResult<SessionsSnapshot>) => void> = [];
    const fake = installFake().on('live.select', () => new Promise<IpcResult<SessionsSnapshot>>((resolve) => answers.push(resolve)));
    useMc.setState((s) => ({ live: { ...s.live, snapshot: snapshot(), selected: [] } }));
    const first = useMc.getState().liveToggleService(501);
    await expect.poll(() => answers.length).toBe(1);
    // A poll that main answered before it had the tick.
    useMc.getState().liveSnapshot(snapshot({ selected: [] }));
    expect(useMc.getState().live.selected).toEqual([501]);
    expect(useMc.getState().live.snapshot?.selected).toEqual([501]);
    const second = useMc.getState().liveToggleService(502);
    await expect.poll(() => answers.length).toBe(2);
    expect(fake.callsTo('live.select')).toEqual([{ ids: [501] }, { ids: [501, 502] }]);
    answers[0]!({ ok: true, value: snapshot({ selected: [501] }) });
    await first;
    // One tick still unanswered: the answer to the first does not take the second away.
    expect(useMc.getState().live.selected).toEqual([501, 502]);
    answers[1]!({ ok: true, value: snapshot({ selected: [501, 502] }) });
    await second;
    expect(useMc.getState().live.selected).toEqual([501, 502]);
    // With nothing in flight, main's snapshots are the selection again (another view's ticks show here).
    useMc.getState().liveSnapshot(snapshot({ selected: [503] }));
    expect(useMc.getState().live.selected).toEqual([503]);
  });
});
