import { describe, expect, it } from 'vitest';
import { filterInput, matchesFilter, tornLinesText, withAuditEntry } from '../../../renderer/src/features/activity/activity-state';
import { activityDetail } from '../../../renderer/src/features/activity/activity-detail';
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
    expect(detail.fields).toContainEqual({ label: 'Asked by', value: "This console's screens or command line" });
    expect(JSON.parse(detail.outcome!)).toMatchObject({ latencyMs: 63 });
    expect(detail.outcome).not.toContain('63.19');
  });

  it('names the control surface an action came from, in words and in the raw intent', () => {
    const detail = activityDetail(auditEntry({ id: 'd', source: { kind: 'control', client: 'Companion (studio desk)' } }));
    expect(detail.fields).toContainEqual({ label: 'Asked by', value: 'The control surface "Companion (studio desk)", through the control API' });
    expect(JSON.parse(detail.intent)).toMatchObject({ source: { kind: 'control', client: 'Companion (studio desk)' } });
  });
});
