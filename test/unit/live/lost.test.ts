/**
 * The "was live" alarm: a session that has been live raises one notice when it later
 * fails or disappears, whatever states it passed through on the way.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLiveFeature } from '../../../electron/core/live/feature';
import type { McEvent } from '../../../shared/ipc/events';
import { FakeTimers, makeDeps, success } from './fake-gateway';

type Push = { entry_name?: string; push_service_id?: number; status: string; message?: string };

function setup() {
  const { deps, events, gateway, clock } = makeDeps(mkdtempSync(join(tmpdir(), 'mc-live-lost-')));
  const server = { pushes: [] as Push[] };
  gateway.answer('stream.active', () => success('stream.active', { streams: [{ name: 'main', pushes: server.pushes }] }));
  gateway.answer('pushpublish.connect', () => success('pushpublish.connect', {}));
  gateway.answer('pushpublish.disconnect', () => success('pushpublish.disconnect', {}));
  const live = createLiveFeature(deps, new FakeTimers(clock));
  /** One poll per server state, in order. */
  const walk = async (...states: Push[][]): Promise<void> => {
    for (const pushes of states) {
      server.pushes = pushes;
      await live.handlers.checkStatus({});
    }
  };
  return { live, events, walk };
}

const titles = (events: McEvent[]) => events.flatMap((e) => (e.type === 'notice' ? [e.title] : []));
const fb = (status: string, message?: string): Push[] => [{ entry_name: 'fb', status, ...(message ? { message } : {}) }];

describe('alarm for a session that has been live', () => {
  it('live → reconnecting → failed raises one "failed" notice with the reason', async () => {
    const { live, events, walk } = setup();
    await live.handlers.watch({ target: { app: 'demo-origin', inst: 'live' } });
    await walk(fb('connected'), fb('reconnecting'), fb('error', 'Key revoked'), fb('error', 'Key revoked'));
    expect(titles(events)).toEqual(['Push failed: fb']);
    expect(events.filter((e) => e.type === 'notice').map((e) => e.type === 'notice' && e.body)).toEqual(['Key revoked']);
    live.dispose();
  });

  it('live → unknown status → gone raises one "disappeared" notice', async () => {
    const { live, events, walk } = setup();
    await live.handlers.watch({ target: { app: 'demo-origin', inst: 'live' } });
    await walk(fb('connected'), fb('zombie'), []);
    expect(titles(events)).toEqual(['Push disappeared: fb']);
    live.dispose();
  });

  it('live → failed → gone reports the loss once, not twice', async () => {
    const { live, events, walk } = setup();
    await live.handlers.watch({ target: { app: 'demo-origin', inst: 'live' } });
    await walk(fb('connected'), fb('error', 'x'), []);
    expect(titles(events)).toEqual(['Push failed: fb']);
    live.dispose();
  });

  it('never live: connecting → failed or gone raises nothing (the connect result says it)', async () => {
    const { live, events, walk } = setup();
    await live.handlers.watch({ target: { app: 'demo-origin', inst: 'live' } });
    await walk(fb('connecting'), fb('error', 'refused'), fb('connecting'), []);
    expect(titles(events)).toEqual([]);
    live.dispose();
  });

  it('a deliberate connect starts afresh: failing again before it is live raises nothing', async () => {
    const { live, events, walk } = setup();
    await live.handlers.watch({ target: { app: 'demo-origin', inst: 'live' } });
    await walk(fb('connected'), fb('error', 'first'));
    await live.handlers.connect({ connects: [{ app: 'demo-origin', inst: 'live', stream: 'main', service_name: 'videosite', dst_stream: 'k', entry_name: 'fb' }] });
    await walk(fb('connecting'), fb('error', 'second'));
    expect(titles(events)).toEqual(['Push failed: fb']);
    live.dispose();
  });

  it('a deliberate disconnect of a reconnecting session raises nothing when it goes', async () => {
    const { live, events, walk } = setup();
    await live.handlers.watch({ target: { app: 'demo-origin', inst: 'live' } });
    await walk(fb('connected'), fb('reconnecting'));
    await live.handlers.disconnect({ app: 'demo-origin', inst: 'live', entry_name: 'fb' });
    await walk([]);
    expect(titles(events)).toEqual([]);
    live.dispose();
  });
});
