/**
 * One truth across screens: after a connect or disconnect, what its destination became on
 * the board is appended to the audit log as follow-ups of that entry (append-only), with
 * how the board learnt it (a routine read, or Check status), until the destination settles.
 */
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DestinationFollower } from '../../../electron/core/audit/follow-up';
import { AuditLog } from '../../../electron/core/audit/log';
import { KnownSecrets } from '../../../electron/core/events/known-secrets';
import { createLiveFeature } from '../../../electron/core/live/feature';
import { FakeTimers, makeDeps, success } from '../live/fake-gateway';
import { AuditingGateway, type Push } from './auditing-gateway';

function setup(reconnect = false) {
  const dir = mkdtempSync(join(tmpdir(), 'mc-follow-'));
  const server = { pushes: [] as Push[] };
  const made = makeDeps(dir);
  const audit = new AuditLog(dir, new KnownSecrets(), null, made.clock, 'ana, from web mode');
  const gateway = new AuditingGateway(audit);
  const { deps, clock } = makeDeps(dir, gateway, made.clock);
  gateway.answer('stream.active', () => success('stream.active', { streams: [{ name: 'main', pushes: server.pushes }] }));
  gateway.answer('pushpublish.services', () => success('pushpublish.services', { services: [{ push_service_id: '504', service_name: 'rtmp', dst_host: 'ingest.example' }] }));
  const errors: unknown[] = [];
  const follower = new DestinationFollower(audit, clock.now, (e) => errors.push(e));
  audit.onFinished((e) => follower.entryFinished(e));
  const timers = new FakeTimers(clock);
  const live = createLiveFeature(deps, timers, { onRead: (...a) => follower.boardRead(...a), reconnectDefault: () => reconnect });
  return { live, audit, gateway, server, timers, errors };
}

async function watched(s: ReturnType<typeof setup>): Promise<void> {
  await s.live.handlers.services({});
  await s.live.handlers.watch({ target: { app: 'demo-origin', inst: 'live' }, intervalMs: 1000 });
}

const entryOf = async (audit: AuditLog, command: string) => (await audit.list({ command, limit: 10 })).entries[0]!;

describe('audit follow-ups: what the destination became after the call', () => {
  it('an accepted connect the destination refused reads "then FAILED" with the reason, from the read that saw it', async () => {
    const s = setup();
    await watched(s);
    s.gateway.answer('pushpublish.connect', () => success('pushpublish.connect', {}));
    await s.live.handlers.connect({ connects: [{ push_service_id: 504 }] });
    s.server.pushes = [{ push_service_id: 504, status: 'connecting' }];
    await s.timers.advance(1000);
    s.server.pushes = [{ push_service_id: 504, status: 'error', message: 'Destination refused the connection' }];
    await s.timers.advance(1000);
    // Settled: later reads add nothing to this entry.
    s.server.pushes = [];
    await s.timers.advance(1000);
    const e = await entryOf(s.audit, 'pushpublish.connect');
    expect(e).toMatchObject({ outcome: 'ok', by: 'ana, from web mode' });
    expect(e.followUps).toEqual([{ time: expect.any(String), destination: '#504 rtmp → ingest.example', state: 'failed', reason: 'Destination refused the connection', cause: 'read' }]);
    // Append-only: the intent and outcome lines are as written; the follow-up is a line of its own.
    const phases = (await readFile(s.audit.path, 'utf8')).split('\n').filter((l) => l !== '').map((l) => JSON.parse(l).phase);
    expect(phases).toEqual(['intent', 'outcome', 'followup']);
    expect(s.errors).toEqual([]);
    s.live.dispose();
  });

  it('an UNKNOWN connect resolved by Check status reads "→ LIVE by Check status"', async () => {
    const s = setup();
    await watched(s);
    s.gateway.answer('pushpublish.connect', () => ({ ok: false, error: { kind: 'outcome_unknown', message: 'the answer was lost' } }) as never);
    await s.live.handlers.connect({ connects: [{ push_service_id: 504 }] });
    s.server.pushes = [{ push_service_id: 504, status: 'connected' }];
    await s.live.handlers.checkStatus({});
    const e = await entryOf(s.audit, 'pushpublish.connect');
    expect(e.outcome).toBe('unknown');
    expect(e.followUps?.map((f) => [f.state, f.cause])).toEqual([['live', 'check']]);
    s.live.dispose();
  });

  it('a reconnect try found LIVE by the read the policy asks for reads "a status read found it", not Check status', async () => {
    const s = setup(true);
    await watched(s);
    s.gateway.answer('pushpublish.connect', () => success('pushpublish.connect', {}));
    await s.live.handlers.connect({ connects: [{ push_service_id: 504 }] });
    s.server.pushes = [{ push_service_id: 504, status: 'connected' }];
    await s.timers.advance(1000);
    s.server.pushes = [{ push_service_id: 504, status: 'error', message: 'Destination dropped the stream' }];
    await s.timers.advance(1000);
    // The try is accepted and on air at once: the policy's own read, straight after the answer, finds it.
    s.gateway.answer('pushpublish.connect', () => ((s.server.pushes = [{ push_service_id: 504, status: 'connected' }]), success('pushpublish.connect', {})));
    s.server.pushes = [];
    const tries = async () => (await s.audit.list({ command: 'pushpublish.connect', limit: 10 })).entries.filter((e) => e.source?.kind === 'reconnect');
    for (let i = 0; i < 120 && (await tries()).every((e) => e.followUps === undefined); i++) await s.timers.advance(250);
    const [tried] = await tries();
    expect(tried!.followUps?.map((f) => [f.state, f.cause])).toEqual([['live', 'read']]);
    s.live.dispose();
  });

  it('a disconnect the server accepted is settled by its own answer: the destination started again later (from elsewhere) is not its follow-up', async () => {
    const s = setup();
    s.server.pushes = [{ push_service_id: 504, status: 'connected' }];
    await watched(s);
    s.gateway.answer('pushpublish.disconnect', () => success('pushpublish.disconnect', {}));
    await s.live.handlers.disconnect({ app: 'demo-origin', inst: 'live', push_service_id: 504 });
    s.server.pushes = [];
    await s.timers.advance(1000);
    await s.timers.advance(10_000);
    s.server.pushes = [{ push_service_id: 504, status: 'connected' }];
    await s.timers.advance(1000);
    expect((await entryOf(s.audit, 'pushpublish.disconnect')).followUps).toBeUndefined();
    s.live.dispose();
  });
});
