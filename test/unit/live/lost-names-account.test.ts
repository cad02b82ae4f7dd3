/**
 * A lost push's notice (main's desktop notification too) and its event name the account
 * it belongs to: main watches every account's show, so "Push failed: #501" alone could
 * be any account's #501.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { createLiveFeature } from '../../../electron/core/live/feature';
import { FakeTimers, makeDeps, success } from './fake-gateway';

it('the notice and the lost event name the account the dropped push belongs to', async () => {
  const { deps, events, gateway, clock } = makeDeps(mkdtempSync(join(tmpdir(), 'mc-live-named-')));
  let pushes = [{ entry_name: 'fb', status: 'connected' }];
  gateway.answer('stream.active', () => success('stream.active', { streams: [{ name: 'main', pushes }] }));
  const live = createLiveFeature(deps, new FakeTimers(clock), { accountName: (id) => (id === deps.gateway.activeProfile().id ? 'Client B' : undefined) });
  await live.handlers.watch({ target: { app: 'demo-origin', inst: 'live' } });
  await live.handlers.checkStatus({});
  pushes = [{ entry_name: 'fb', status: 'error', message: 'Key revoked' } as never];
  await live.handlers.checkStatus({});
  expect(events.flatMap((e) => (e.type === 'notice' ? [e.title] : []))).toEqual(['Push failed on Client B: fb']);
  expect(events.flatMap((e) => (e.type === 'live.session.lost' ? [e.lost.account] : []))).toEqual([{ id: deps.gateway.activeProfile().id, name: 'Client B' }]);
  live.dispose();
});
