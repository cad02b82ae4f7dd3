import { describe, expect, it } from 'vitest';
import { checkSheet } from '../../../shared/domain/sheets/check';
import { cueLine, describeAction } from '../../../shared/domain/sheets/describe';
import { latenessWords, plannedAt } from '../../../shared/domain/sheets/plan';
import { sheetProblemWords } from '../../../shared/domain/sheets/problems';
import { isDestructive, sheetSchema } from '../../../shared/domain/sheets/schema';
import { importOf } from '../../../electron/core/sheets/transfer';
import { describeError } from '../../../renderer/src/components/error-words';
import { fillTemplate } from '../../../shared/domain/sheets/template';
import { sixCueSheet } from './fixtures';

describe('sheet schema', () => {
  it('accepts a sheet of every action kind and keeps it as written when parsed again', () => {
    const parsed = sheetSchema.parse(sixCueSheet());
    expect(sheetSchema.parse(JSON.parse(JSON.stringify(parsed)))).toEqual(parsed);
  });

  it("refuses an action's parameters exactly where the catalog does", () => {
    const bad = sixCueSheet();
    (bad.cues[1]!.action as { params: { app: string } }).params.app = 'demo-origin'; // no /instance
    const r = sheetSchema.safeParse(bad);
    expect(r.success).toBe(false);
    expect(sheetProblemWords(r.error!, bad)).toEqual(['Cue 2 "Opening" — app: must be <application>/<instance>, e.g. demo-origin/live']);
  });

  it('names the cue and the field of a bad import once, in words, on the screen as in the message', () => {
    const bad = JSON.parse(JSON.stringify(sixCueSheet()));
    bad.cues[0].action.connects[1] = { entry_name: '', inst: 'live' };
    const r = importOf(JSON.stringify(bad), false, { id: bad.account, name: 'Sandbox' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const shown = describeError(r.error);
    expect(shown).toMatch(/^Not sent: Cue 1 "Partners", destination 2 — entry name: must not be empty; app is required when connecting without a push service id; /);
    expect(shown).not.toMatch(/cues\.|\.action\.|entry_name|push_service_id/);
    expect(shown.match(/Cue 1 "Partners"/g)).toHaveLength(1);
    expect(sheetProblemWords(sheetSchema.safeParse({ version: 1 }).error!, {})[0]).toMatch(/^The sheet — id: /);
  });

  it('refuses a go live with no destination, a bad plan and an unknown action kind', () => {
    const s = sixCueSheet();
    s.cues[0]!.action = { kind: 'goLive', connects: [] };
    expect(sheetSchema.safeParse(s).success).toBe(false);
    const t = sixCueSheet();
    t.cues[0]!.plan = { kind: 'clock', at: '25:00' };
    expect(sheetSchema.safeParse(t).success).toBe(false);
    const u = JSON.parse(JSON.stringify(sixCueSheet()));
    u.cues[0].action = { kind: 'reboot' };
    expect(sheetSchema.safeParse(u).success).toBe(false);
  });

  it('marks disconnect all, split with delete and allow-all geo destructive, nothing else', () => {
    const kinds = sixCueSheet().cues.map((c) => isDestructive(c.action));
    expect(kinds).toEqual([false, false, false, false, true, false]);
    expect(isDestructive({ kind: 'split', params: { app: 'a/b', stream: 's', delete: true } })).toBe(true);
    expect(isDestructive({ kind: 'geo', params: { app: 'a' } })).toBe(true);
  });
});

describe('templating and words', () => {
  it('fills {n} and {label}, leaving other braces alone', () => {
    expect(fillTemplate('Part {n}: {label} {x}', { n: 4, label: 'Panel' })).toBe('Part 4: Panel {x}');
  });

  it('says what each cue will do, titles filled in', () => {
    const s = sixCueSheet();
    const lines = s.cues.map((c, i) => cueLine(c, i + 1, (id) => (id === 501 ? 'YouTube main' : null)));
    expect(lines[0]).toBe('1. Partners — Go live to YouTube main, service #502, service #503');
    expect(lines[3]).toBe('4. Panel — Split the recording of demo-origin/live/cam_*, title “Part 4: Panel”');
    expect(lines[4]).toBe('5. Close — Disconnect every push on this account (arms first)');
    expect(describeAction(null, { n: 3, label: 'x' })).toBe('Note only: nothing is sent');
  });

  it('computes lateness from a clock plan on the firing day and from an offset after the first GO', () => {
    const fired = new Date(2026, 10, 23, 20, 0, 12).getTime();
    expect(latenessWords(fired - plannedAt({ kind: 'clock', at: '20:00' }, null, fired)!)).toBe('0:12 late');
    expect(latenessWords(fired - plannedAt({ kind: 'offset', seconds: 3600 }, fired - 3600_000 + 5000, fired)!)).toBe('0:05 early');
    expect(plannedAt({ kind: 'offset', seconds: 5 }, null, fired)).toBeNull();
    expect(latenessWords(400)).toBe('on time');
  });
});

describe('check against the account', () => {
  it('flags a destination or application that no longer exists on its cue', () => {
    const problems = checkSheet(sixCueSheet(), { serviceIds: new Set([501, 503]), apps: new Set(['demo-origin']) });
    expect(problems[0]).toEqual(['Destination service #502 no longer exists on this account']);
    expect(problems.slice(1).every((p) => p.length === 0)).toBe(true);
    const noApp = checkSheet(sixCueSheet(), { serviceIds: new Set([501, 502, 503]), apps: new Set(['other']) });
    expect(noApp[1]).toEqual(['Application demo-origin does not exist on this account']);
  });

  it('flags a disconnect that names a session instead of a destination picked from the board (a typed "#502")', () => {
    const s = sixCueSheet();
    s.cues[4]!.action = { kind: 'disconnect', sessions: [{ app: 'demo-origin', inst: 'live', entry_name: '#502' }, { app: 'demo-origin', inst: 'live', push_service_id: 502 }] };
    expect(checkSheet(s, { serviceIds: new Set([501, 502, 503]), apps: null })[4]).toEqual(['Disconnect names “#502”, which is not a destination this account has: pick the destination from the board']);
    s.cues[4]!.action = { kind: 'disconnect', sessions: [{ app: 'demo-origin', inst: 'live', push_service_id: 509 }] };
    expect(checkSheet(s, { serviceIds: new Set([501, 502, 503]), apps: null })[4]).toEqual(['Destination service #509 no longer exists on this account']);
  });
});
