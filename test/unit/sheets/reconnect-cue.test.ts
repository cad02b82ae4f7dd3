/**
 * A go-live cue may say "reconnect automatically": the sheet schema takes it (a yes/no,
 * nothing else), the cue's words and the CLI's line say it, and firing the cue turns each
 * of its destinations' reconnect on — a group's members too — before anything connects.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLiveFeature } from '../../../electron/core/live/feature';
import { fireCue } from '../../../electron/core/sheets/fire';
import { cueLine, describeAction } from '../../../shared/domain/sheets/describe';
import { type Sheet, sheetSchema } from '../../../shared/domain/sheets/schema';
import { FakeTimers, makeDeps, success } from '../live/fake-gateway';
import { sixCueSheet } from './fixtures';

function reconnectingCue(group?: string): Sheet {
  const s = sixCueSheet();
  s.cues[0]!.action = { kind: 'goLive', ...(group ? { group } : {}), connects: [{ push_service_id: 501, inst: 'live' }], reconnect: true };
  return s;
}

describe('a go-live cue that reconnects automatically', () => {
  it('is taken by the sheet schema as a yes or no, and only on a go live', () => {
    expect(sheetSchema.parse(reconnectingCue()).cues[0]!.action).toMatchObject({ kind: 'goLive', reconnect: true });
    const wrong = reconnectingCue() as unknown as { cues: Array<{ action: Record<string, unknown> }> };
    wrong.cues[0]!.action.reconnect = 'yes';
    expect(sheetSchema.safeParse(wrong).success).toBe(false);
    const split = sixCueSheet() as unknown as { cues: Array<{ action: Record<string, unknown> }> };
    split.cues[1]!.action.reconnect = true;
    expect(sheetSchema.safeParse(split).success).toBe(false);
  });

  it('says so in its words and in the command line listing', () => {
    const s = reconnectingCue('Main platforms');
    expect(describeAction(s.cues[0]!.action, { n: 1, label: '' }, (id) => (id === 501 ? '#501 YouTube' : null))).toBe('Go live group “Main platforms”; Go live to #501 YouTube; reconnect automatically');
    expect(cueLine(s.cues[0]!, 1)).toBe('1. Partners — Go live group “Main platforms”; Go live to service #501; reconnect automatically');
    expect(describeAction(sixCueSheet().cues[0]!.action, { n: 1, label: '' })).not.toContain('reconnect');
  });

  it("turns each destination's reconnect on, the group's members too, before anything connects", async () => {
    const { deps, gateway, clock } = makeDeps(mkdtempSync(join(tmpdir(), 'mc-reconnect-cue-')));
    const savedOn = (): string[] => {
      try {
        return (JSON.parse(readFileSync(join(deps.dataDir, 'live-reconnect.json'), 'utf8')) as { on: Record<string, string[]> }).on[gateway.profile.id] ?? [];
      } catch {
        return [];
      }
    };
    const onAtConnect: string[][] = [];
    gateway.answer('stream.active', () => success('stream.active', { streams: [] }));
    // A group names stored destinations only: the account stores the three the cue names.
    gateway.answer('pushpublish.services', () => success('pushpublish.services', { services: [501, 503, 507].map((id) => ({ push_service_id: String(id), service_name: 'rtmp', dst_host: `h${id}.example` })) }));
    gateway.answer('pushpublish.connect', () => (onAtConnect.push(savedOn()), success('pushpublish.connect', {})));
    const live = createLiveFeature(deps, new FakeTimers(clock));
    await live.handlers.watch({ target: { app: 'demo-origin', inst: 'live' } });
    await live.groups.save({ name: 'Main platforms', destinations: [503, 507] });
    await fireCue({ live: live.handlers, groups: live.groups }, reconnectingCue('main PLATFORMS'), 0, '2026-01-01T00:00:00Z');
    expect(gateway.count('pushpublish.connect')).toBe(3);
    for (const on of onAtConnect) expect(on).toEqual(['svc:501', 'svc:503', 'svc:507']);
    const snap = await live.handlers.select({ ids: [] });
    const enabled = snap.ok ? Object.fromEntries(snap.value.board.map((r) => [r.key, r.reconnect.enabled])) : {};
    expect(enabled).toMatchObject({ 'svc:501': true, 'svc:503': true, 'svc:507': true });
    live.dispose();
  });
});
