import { describe, expect, it } from 'vitest';
import { filterInput, matchesFilter, tornLinesText, withAuditEntry } from '../../../renderer/src/features/activity/activity-state';
import { activityDetail } from '../../../renderer/src/features/activity/activity-detail';
import { askedLine, sourceWords } from '../../../renderer/src/features/activity/asked-words';
import { resultWords } from '../../../renderer/src/features/activity/entry-words';
import { ACTIVITY_LIST_LIMIT } from '../../../shared/ipc/activity';
import { auditEntry } from '../fixtures';

const a = auditEntry({ id: 'a', outcome: 'pending', resultKind: null, finishedAt: null });
const b = auditEntry({ id: 'b', command: 'recording.split' });

describe('activity state', () => {
  it('matches each filter member', () => {
    expect(matchesFilter(b, {})).toBe(true);
    expect(matchesFilter(b, { command: 'recording.split', outcome: 'ok', profileId: 'sandbox' })).toBe(true);
    expect(matchesFilter(b, { command: 'geoblock.update' })).toBe(false);
    expect(matchesFilter(b, { profileId: 'p1' })).toBe(false);
  });

  it('puts a new entry on top and updates a pending one in place when its outcome arrives', () => {
    const list = { entries: [b], tornLines: 0, orphanedLines: 0, total: 1 };
    const added = withAuditEntry(list, a, {})!;
    expect(added.entries.map((e) => e.id)).toEqual(['a', 'b']);
    const done = withAuditEntry(added, { ...a, outcome: 'ok', resultKind: 'ok' }, {})!;
    expect(done.entries.map((e) => [e.id, e.outcome])).toEqual([['a', 'ok'], ['b', 'ok']]);
    expect(done.total).toBe(2);
  });

  it('leaves out entries the filter does not keep, and drops one that stops matching', () => {
    const list = { entries: [a], tornLines: 0, orphanedLines: 0, total: 1 };
    expect(withAuditEntry(list, b, { command: 'geoblock.update' })).toBe(list);
    expect(withAuditEntry(list, { ...a, outcome: 'failed' }, { outcome: 'pending' })?.entries).toEqual([]);
    expect(withAuditEntry(null, a, {})).toBeNull();
  });

  it('keeps at most the list limit of entries as appends arrive, the oldest falling off, and still counts them all', () => {
    const limit = ACTIVITY_LIST_LIMIT;
    let list = withAuditEntry({ entries: [], tornLines: 0, orphanedLines: 0, total: 0 }, auditEntry({ id: 'e0' }), {})!;
    for (let i = 1; i < limit + 3; i++) list = withAuditEntry(list, auditEntry({ id: `e${i}` }), {})!;
    expect(list.entries).toHaveLength(limit);
    expect(list.entries[0]?.id).toBe(`e${limit + 2}`);
    expect(list.entries.at(-1)?.id).toBe('e3');
    expect(list.total).toBe(limit + 3);
  });

  it('sends only the filter members that are set', () => {
    expect(filterInput({ command: 'geoblock.update', outcome: undefined })).toEqual({ command: 'geoblock.update' });
  });

  it('words torn lines, or says nothing', () => {
    expect(tornLinesText(0)).toBeNull();
    expect(tornLinesText(1)).toMatch(/^1 incomplete line in the audit log could not be read and was skipped/);
    expect(tornLinesText(3)).toMatch(/^3 incomplete lines .* were skipped/);
  });
});

describe('the detail panel', () => {
  it('shows the latency in whole ms, the figure the log column shows', () => {
    const detail = activityDetail(auditEntry({ id: 'c', latencyMs: 63.195692000000236 }));
    expect(detail.fields).toContainEqual({ label: 'Asked by', value: 'Not recorded (an older entry)' });
    expect(JSON.parse(detail.outcome!)).toMatchObject({ latencyMs: 63 });
    expect(detail.outcome).not.toContain('63.19');
  });

  it('names the control surface an action came from, in words and in the raw intent', () => {
    const detail = activityDetail(auditEntry({ id: 'd', source: { kind: 'control', client: 'Companion (studio desk)' } }));
    expect(detail.fields).toContainEqual({ label: 'Asked by', value: 'Control surface "Companion (studio desk)"' });
    expect(JSON.parse(detail.intent)).toMatchObject({ source: { kind: 'control', client: 'Companion (studio desk)' } });
  });

  it('reads a screen action and a command-line call apart, and names the cue of a run sheet, rehearsed or not', () => {
    const cue = { sheetId: 's', sheet: 'Gala', cueId: 'c', n: 2, cue: 'Opening' };
    const by = (e: Partial<Parameters<typeof auditEntry>[0]>) => sourceWords(auditEntry({ id: 'e', ...e }));
    expect(by({ source: { kind: 'screen' } })).toBe('Screen');
    expect(by({ source: { kind: 'cli' } })).toBe('Command line');
    expect(by({ source: { kind: 'rehearsal' } })).toBe('Rehearsal');
    expect(by({ source: { kind: 'screen' }, cue })).toBe('Run sheet "Gala" cue 2 Opening');
    expect(by({ source: { kind: 'rehearsal' }, cue })).toBe('Run sheet "Gala" cue 2 Opening · Rehearsal');
    expect(by({ source: { kind: 'control', client: 'Desk' }, cue: { ...cue, cue: '' } })).toBe('Run sheet "Gala" cue 2 · Control surface "Desk"');
  });

  it('marks an automatic reconnect try with its number, and says how the episode ended without claiming the server answered', () => {
    const tryEntry = activityDetail(auditEntry({ id: 'r', command: 'pushpublish.connect', source: { kind: 'reconnect', attempt: 2, of: 10 } }));
    expect(tryEntry.fields).toContainEqual({ label: 'Asked by', value: 'Automatic reconnect, try 2 of 10' });
    const end = auditEntry({ id: 's', command: 'reconnect.episode', source: { kind: 'reconnect' }, outcome: 'ok', message: 'reconnected after 3 tries, 14 s off air' });
    const detail = activityDetail(end);
    expect(detail.title).toBe('Automatic reconnect');
    expect(detail.answer).toBe('The episode ended: reconnected after 3 tries, 14 s off air. Each try has its own entry.');
    expect(resultWords(end)).toBe('Reconnected after 3 tries, 14 s off air');
    expect(sourceWords(end)).toBe('Automatic reconnect');
  });

  it('gives the parameters in words on one line, never as JSON', () => {
    const e = auditEntry({ id: 'f', params: { push_service_id: 502, app: 'demo-origin', delete: true, geo_codes: [] } });
    expect(askedLine(e)).toBe('Destination: #502 · Application: demo-origin · Delete the segment: yes · Countries: none');
    expect(askedLine(auditEntry({ id: 'g', params: {} }))).toBe('—');
  });
});
