/**
 * A group's disconnect ends its members' reconnect tries: a member RECONNECTING when the
 * group is disconnected gets no connect afterwards, past the moment its try was due.
 */
import { describe, expect, it } from 'vitest';
import type { SessionsSnapshot } from '../../../shared/domain/live/sessions';
import { liveSuite } from '../live/board-calls';

const { harness, call, rowUntil } = liveSuite();

describe("a group's disconnect and its members' tries", () => {
  it('ends them: no connect after the fire, past the due try', async () => {
    await call('groups.save', { name: 'Keep', destinations: [505] });
    await call('groups.reconnect', { name: 'Keep', enabled: true });
    await call('live.connect', { connects: [{ push_service_id: 505, inst: 'live' }] });
    await rowUntil('svc:505', (r) => r.state === 'live');
    const entry = (await call<SessionsSnapshot>('live.checkStatus', {})).board.find((r) => r.key === 'svc:505')!.entryName!;
    harness().booted.sandbox.dropPushes({ entry_name: entry, remove: true });
    const waiting = await rowUntil('svc:505', (r) => r.state === 'reconnecting' && r.reconnect.nextTryAt !== null);
    harness().booted.sandbox.resetCounts();

    await call('groups.disconnect', { name: 'Keep', members: [505] });
    await rowUntil('svc:505', (r) => r.state !== 'reconnecting' && r.reconnect.attempt === null);
    const due = Date.parse(waiting.reconnect.nextTryAt!);
    await rowUntil('svc:505', () => Date.now() > due + 1000);
    await call('live.checkStatus', {});
    await call('live.checkStatus', {});
    expect(harness().sent('pushpublish.connect')).toBe(0);
  }, 60_000);
});
