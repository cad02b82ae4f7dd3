/**
 * What a read found by itself enters Activity (board-audit.ts): a drop on a destination
 * without reconnect, an episode that starts, a push that went LIVE with nothing sent from
 * here; every entry about a destination names it; a Connect that went LIVE is followed to
 * its drop, so it never reads LIVE after. And a lost push's notice ends when its cause
 * ends (notice-ends.ts): back LIVE, or stopped on purpose.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESTINATION_DROPPED, OUTSIDE_CHANGE, RECONNECT_STARTED } from '../../../shared/domain/audit';
import { lostCause } from '../../../shared/ipc/live';
import { DestinationFollower } from '../../../electron/core/audit/follow-up';
import { BoardAudit, boardName } from '../../../electron/core/audit/board-audit';
import { AuditLog } from '../../../electron/core/audit/log';
import { KnownSecrets } from '../../../electron/core/events/known-secrets';
import { NoticeEnds } from '../../../electron/core/notices/notice-ends';
import { createLiveFeature } from '../../../electron/core/live/feature';
import { FakeTimers, makeDeps, success } from '../live/fake-gateway';
import { AuditingGateway, type Push } from './auditing-gateway';

function setup(reconnect = false) {
  const dir = mkdtempSync(join(tmpdir(), 'mc-board-audit-'));
  const server = { pushes: [] as Push[] };
  const made = makeDeps(dir);
  const audit = new AuditLog(dir, new KnownSecrets(), null, made.clock);
  const gateway = new AuditingGateway(audit);
  const { deps, clock, events } = makeDeps(dir, gateway, made.clock);
  gateway.answer('stream.active', () => success('stream.active', { streams: [{ name: 'main', pushes: server.pushes }] }));
  gateway.answer('pushpublish.services', () => success('pushpublish.services', { services: [{ push_service_id: '504', service_name: 'rtmp', dst_host: 'ingest.example' }] }));
  gateway.answer('pushpublish.connect', () => success('pushpublish.connect', {}));
  gateway.answer('pushpublish.disconnect', () => success('pushpublish.disconnect', {}));
  const errors: unknown[] = [];
  const follower = new DestinationFollower(audit, clock.now, (e) => errors.push(e));
  audit.onFinished((e) => follower.entryFinished(e));
  const board = new BoardAudit(audit, () => 'Sandbox', clock.now, (e) => errors.push(e));
  const notices = new NoticeEnds((e) => events.push(e));
  const emit = deps.events.emit;
  deps.events.emit = (e) => (emit(e), notices.heard(e), board.heard(e));
  const timers = new FakeTimers(clock);
  const live = createLiveFeature(deps, timers, {
    onRead: (...a) => (follower.boardRead(...a), board.boardRead(a[0], a[1], a[2]), notices.boardChanged(a[0], a[2], true)),
    reconnectDefault: () => reconnect,
  });
  audit.nameDestinations((id, params) => boardName(live.boards.board(id), params));
  live.boards.listen((id, prev, next) => (board.boardChanged(id, prev, next), notices.boardChanged(id, next)));
  return { live, audit, server, timers, errors, events, account: gateway.profile.id };
}

type S = ReturnType<typeof setup>;

async function onAir(s: S): Promise<void> {
  await s.live.handlers.services({});
  await s.live.handlers.watch({ target: { app: 'demo-origin', inst: 'live' }, intervalMs: 1000 });
  await s.live.handlers.connect({ connects: [{ push_service_id: 504 }] });
  s.server.pushes = [{ push_service_id: 504, status: 'connected' }];
  await s.timers.advance(1000);
}

const entries = async (s: S, command: string) => (await s.audit.list({ command, limit: 10 })).entries;
const LABEL = '#504 rtmp → ingest.example';

describe('Activity entries from what a read found', () => {
  it('a drop without reconnect is an entry of its own, naming the destination; its Connect reads FAILED after LIVE', async () => {
    const s = setup();
    await onAir(s);
    s.server.pushes = [{ push_service_id: 504, status: 'error', message: 'Destination dropped the stream' }];
    await s.timers.advance(1000);
    const [connect] = await entries(s, 'pushpublish.connect');
    expect(connect!.destination).toBe(LABEL);
    expect(connect!.followUps?.map((f) => f.state)).toEqual(['live', 'failed']);
    const [drop] = await entries(s, DESTINATION_DROPPED);
    expect(drop).toMatchObject({ destination: LABEL, outcome: 'failed', resultKind: 'failed', message: 'Destination dropped the stream', source: { kind: 'read' }, params: { push_service_id: 504 } });
    expect(await entries(s, RECONNECT_STARTED)).toEqual([]);
    expect(s.errors).toEqual([]);
    s.live.dispose();
  });

  it('a drop with reconnect on starts an episode: one "Reconnect started" entry, then the tries', async () => {
    const s = setup(true);
    await onAir(s);
    s.server.pushes = [{ push_service_id: 504, status: 'error', message: 'Destination dropped the stream' }];
    await s.timers.advance(1000);
    const started = await entries(s, RECONNECT_STARTED);
    expect(started).toHaveLength(1);
    expect(started[0]).toMatchObject({ destination: LABEL, source: { kind: 'reconnect' } });
    expect(started[0]!.message).toMatch(/^Found off air: first try in \d+ s$/);
    s.live.dispose();
  });

  it('a push that went LIVE with nothing sent from here is an outside change; the first read of a show is not', async () => {
    const s = setup();
    s.server.pushes = [{ entry_name: 'fb', status: 'connected' }];
    await s.live.handlers.watch({ target: { app: 'demo-origin', inst: 'live' }, intervalMs: 1000 });
    await s.live.handlers.checkStatus({});
    expect(s.live.boards.board(s.account).rows['entry:fb']?.state).toBe('live');
    expect(await entries(s, OUTSIDE_CHANGE)).toEqual([]);
    s.server.pushes = [{ entry_name: 'fb', status: 'connected' }, { entry_name: 'yt', status: 'connected' }];
    await s.live.handlers.checkStatus({});
    await s.live.handlers.checkStatus({});
    const [outside] = await entries(s, OUTSIDE_CHANGE);
    expect(outside).toMatchObject({ destination: s.live.boards.board(s.account).rows['entry:yt']!.label, source: { kind: 'read' }, params: { entry_name: 'yt' } });
    expect(await entries(s, OUTSIDE_CHANGE)).toHaveLength(1);
    s.live.dispose();
  });
});

describe('a lost push notice ends with its cause', () => {
  it('names its cause, and is resolved once a connect makes the row LIVE again (once)', async () => {
    const s = setup();
    await onAir(s);
    s.server.pushes = [{ push_service_id: 504, status: 'error', message: 'Destination dropped the stream' }];
    await s.timers.advance(1000);
    const cause = lostCause(s.account, 'svc:504');
    expect(s.events.filter((e) => e.type === 'notice').map((e) => e.type === 'notice' && e.cause)).toEqual([cause]);
    await s.live.handlers.retry({ key: 'svc:504' });
    s.server.pushes = [{ push_service_id: 504, status: 'connected' }];
    await s.timers.advance(1000);
    await s.timers.advance(1000);
    expect(s.events.filter((e) => e.type === 'notice.resolved')).toEqual([{ type: 'notice.resolved', cause, words: 'Back LIVE' }]);
    s.live.dispose();
  });

  it('stays while the row is FAILED; ends when the operator stops it', async () => {
    const s = setup();
    await onAir(s);
    s.server.pushes = [{ push_service_id: 504, status: 'error', message: 'Destination dropped the stream' }];
    await s.timers.advance(1000);
    await s.timers.advance(1000);
    expect(s.events.some((e) => e.type === 'notice.resolved')).toBe(false);
    await s.live.handlers.disconnect({ app: 'demo-origin', inst: 'live', push_service_id: 504 });
    s.server.pushes = [];
    await s.live.handlers.checkStatus({});
    expect(s.events.filter((e) => e.type === 'notice.resolved').map((e) => e.type === 'notice.resolved' && e.words)).toEqual(['Stopped by the operator']);
    s.live.dispose();
  });
});
