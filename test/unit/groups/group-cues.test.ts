/**
 * A run sheet's go-live or disconnect cue may name a destination group: the schema takes a
 * group in place of destinations, the check flags a group the account lacks, the words
 * say the group, and firing the cue presses the group once through main's go-live path.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLiveFeature } from '../../../electron/core/live/feature';
import { fireCue } from '../../../electron/core/sheets/fire';
import { checkSheet } from '../../../shared/domain/sheets/check';
import { describeAction } from '../../../shared/domain/sheets/describe';
import { type Sheet, sheetSchema } from '../../../shared/domain/sheets/schema';
import { FakeTimers, makeDeps, success } from '../live/fake-gateway';
import { sixCueSheet } from '../sheets/fixtures';

function withGroupCues(): Sheet {
  const s = sixCueSheet();
  s.cues[0]!.action = { kind: 'goLive', group: 'Main platforms', connects: [] };
  s.cues[4]!.action = { kind: 'disconnect', group: 'Main platforms', sessions: [] };
  return s;
}

describe('group cues', () => {
  it('are a go live or disconnect that names a group instead of destinations; a bad name is refused in words', () => {
    expect(sheetSchema.safeParse(withGroupCues()).success).toBe(true);
    const bad = withGroupCues();
    bad.cues[0]!.action = { kind: 'goLive', group: 'a/b', connects: [] };
    expect(sheetSchema.safeParse(bad).error?.issues.map((i) => i.message)).toEqual(['A group name may hold letters, digits, spaces and - _ . only.']);
    const none = withGroupCues();
    none.cues[4]!.action = { kind: 'disconnect', sessions: [] };
    expect(sheetSchema.safeParse(none).error?.issues.map((i) => i.message)).toEqual(['pick at least one destination, or a group']);
  });

  it('are flagged when the account lacks the group (any case matches), and not checked when groups were not read', () => {
    const picture = { serviceIds: new Set([501, 502, 503]), apps: null };
    expect(checkSheet(withGroupCues(), { ...picture, groups: ['Backups'] })[0]).toEqual(['This account has no group "Main platforms".']);
    expect(checkSheet(withGroupCues(), { ...picture, groups: ['main PLATFORMS'] })[0]).toEqual([]);
    expect(checkSheet(withGroupCues(), { ...picture, groups: null })[4]).toEqual([]);
  });

  it('say the group in the cue line', () => {
    const s = withGroupCues();
    expect(describeAction(s.cues[0]!.action, { n: 1, label: '' })).toBe('Go live group “Main platforms”');
    expect(describeAction(s.cues[4]!.action, { n: 5, label: '' })).toBe('Disconnect group “Main platforms”');
  });

  it('fire the group once: one connect per member', async () => {
    const { deps, gateway, clock } = makeDeps(mkdtempSync(join(tmpdir(), 'mc-group-cue-')));
    gateway.answer('stream.active', () => success('stream.active', { streams: [] }));
    gateway.answer('pushpublish.connect', () => success('pushpublish.connect', {}));
    gateway.answer('pushpublish.services', () => success('pushpublish.services', { services: [501, 503].map((id) => ({ push_service_id: String(id), service_name: 'rtmp', dst_host: `h${id}.example` })) }));
    const live = createLiveFeature(deps, new FakeTimers(clock));
    await live.handlers.watch({ target: { app: 'demo-origin', inst: 'live' } });
    await live.groups.save({ name: 'Main platforms', destinations: [501, 503] });
    const outcome = await fireCue({ live: live.handlers, groups: live.groups }, withGroupCues(), 0, '2026-01-01T00:00:00Z');
    expect(outcome.parts).toEqual([{ label: 'group Main platforms', state: 'connecting', message: 'Sent to 2 of 2' }]);
    expect(gateway.calls.filter((c) => c.command === 'pushpublish.connect').map((c) => c.params.push_service_id)).toEqual([501, 503]);
    live.dispose();
  });
});
