/**
 * The origin a go live used is kept with the account on disk: after a restart (a new
 * sessions service over the same data folder) its disconnect and a disconnect all reach
 * that origin; a go live through the default origin keeps none.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { disconnect, goLive } from '../../../electron/core/live/go-live';
import { ORIGIN_FILE, OriginStore } from '../../../electron/core/live/origin-store';
import { SessionsService } from '../../../electron/core/live/sessions-service';
import { FakeGateway, FakeTimers, makeDeps, success } from './fake-gateway';

const ORIGIN = 'rtmp://origin-2.example.net/live';

function process(dataDir: string, gateway = new FakeGateway()) {
  gateway.answer('pushpublish.connect', () => success('pushpublish.connect', {}));
  gateway.answer('pushpublish.disconnect', () => success('pushpublish.disconnect', {}));
  const { deps, clock } = makeDeps(dataDir, gateway);
  return { deps, gateway, sessions: new SessionsService(deps, new FakeTimers(clock)) };
}

const disconnects = (gateway: FakeGateway) => gateway.calls.filter((c) => c.command === 'pushpublish.disconnect').map((c) => c.params.origin_url);

describe('the origin of a go live, across a restart', () => {
  it('a disconnect after a restart goes to the origin the go live used, and forgets it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mc-origin-'));
    const first = process(dir);
    await goLive(first.deps, first.sessions, [{ push_service_id: 503, inst: 'live', origin_url: ORIGIN }]);
    first.sessions.dispose();
    expect(JSON.parse(readFileSync(join(dir, ORIGIN_FILE), 'utf8')).entries).toEqual({ 'p1|svc:503': ORIGIN });

    const again = process(dir);
    await disconnect(again.deps, again.sessions, { app: 'demo-origin', push_service_id: 503, inst: 'live' });
    await disconnect(again.deps, again.sessions, { app: 'demo-origin', push_service_id: 503, inst: 'live' });
    expect(disconnects(again.gateway)).toEqual([ORIGIN, undefined]);
    again.sessions.dispose();
  });

  it('a disconnect all after a restart reaches the default origin and every origin kept for the account', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mc-origin-'));
    const first = process(dir);
    await goLive(first.deps, first.sessions, [
      { push_service_id: 503, inst: 'live', origin_url: ORIGIN },
      { push_service_id: 504, inst: 'live' },
    ]);
    first.sessions.dispose();

    const again = process(dir);
    await disconnect(again.deps, again.sessions, { app: 'demo-origin', inst: 'live', entry_name: '*' });
    expect(disconnects(again.gateway)).toEqual([undefined, ORIGIN]);
    expect(JSON.parse(readFileSync(join(dir, ORIGIN_FILE), 'utf8')).entries).toEqual({});
    again.sessions.dispose();
  });

  it('forgets the origins of an account that is deleted (or a rehearsal mirror that ended), and only those', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mc-origin-'));
    const store = OriginStore.of(dir);
    await store.set('keep', 'svc:503', ORIGIN);
    await store.set('gone', 'svc:503', ORIGIN);
    await store.clearProfiles((id) => id === 'gone');
    expect(JSON.parse(readFileSync(join(dir, ORIGIN_FILE), 'utf8')).entries).toEqual({ 'keep|svc:503': ORIGIN });
  });
});
