import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rowFromSplitFailure, rowsFromSplitFailure, rowsFromSplitResponse, type SplitRequestInfo } from '../../../shared/domain/live/ledger';
import { decodeBody } from '../../../electron/core/client/decode';
import { withSplitRows, withSplitSending, withSplitSettled } from '../../../renderer/src/features/live/split-shown';
import { LEDGER_FILE, LedgerStore } from '../../../electron/core/live/ledger-store';
import { GeoStore } from '../../../electron/core/live/geo-store';
import { success } from './fake-gateway';

const info: SplitRequestInfo = { idBase: 'id', time: '2026-11-22T10:00:00.000Z', account: 'Main', profileId: 'p1', app: 'demo-origin/live', stream: 'cam_*', title: 'Act 1', deleted: false };

describe('split ledger rows', () => {
  it('makes one row per stream, failed where the stream has an error', () => {
    const res = success('recording.split', {
      streams: [
        { name: 'cam_1', message: 'ok', file: 'recordings/cam_1-2026-11-22_10-00-00.mp4', duration: '61.5' },
        { name: 'cam_2', error: 'split already in progress' },
      ],
    });
    if (!res.ok) throw new Error('fixture');
    const rows = rowsFromSplitResponse(info, res.value);
    expect(rows.map((r) => [r.stream, r.outcome, r.duration, r.message])).toEqual([
      ['cam_1', 'ok', 61.5, 'ok'],
      ['cam_2', 'failed', null, 'split already in progress'],
    ]);
  });

  it('a partial split answered as failure: the stream that split is done with its file, only the stream with an error failed', () => {
    const body = {
      status: 'failure', code: '0005', message: 'Some streams could not be split',
      streams: [
        { name: 'cam_1', message: 'split', file: 'recordings/cam_1-2026-11-22_10-00-00.mp4', duration: '61.5' },
        { name: 'cam_2', error: 'split already in progress' },
      ],
    };
    const r = decodeBody('recording.split', 200, JSON.stringify(body));
    if (r.ok) throw new Error('expected the failure envelope');
    expect(r.error.message).toContain('cam_1: split (recordings/cam_1-2026-11-22_10-00-00.mp4); cam_2: split already in progress');
    const rows = rowsFromSplitFailure(info, r.error);
    expect(rows.map((x) => [x.stream, x.outcome, x.file, x.duration, x.message])).toEqual([
      ['cam_1', 'ok', 'recordings/cam_1-2026-11-22_10-00-00.mp4', 61.5, 'split'],
      ['cam_2', 'failed', null, null, 'split already in progress'],
    ]);
    // Shown per stream: the one that split shows its answer (DONE), never a failure inviting a second split.
    const shown = withSplitSettled(withSplitRows(withSplitSending({}, info.app, ['cam_1', 'cam_2']), rows), info.app, ['cam_1', 'cam_2'], rows);
    expect(Object.values(shown).map((v) => (v.kind === 'answer' ? `${v.row.stream}:${v.row.outcome}` : v.kind))).toEqual(['cam_1:ok', 'cam_2:failed']);
  });

  it('a partial split answered with code 0004 keeps the file of each stream that split; one named without file or error is UNKNOWN', () => {
    const body = {
      status: 'failure', code: '0004', message: 'API encountered an unexpected error',
      streams: [
        { name: 'cam_1', message: 'split', file: 'recordings/cam_1-2026-11-22_10-00-00.mp4', duration: '61.5' },
        { name: 'cam_2', error: 'split already in progress' },
        { name: 'cam_3' },
      ],
    };
    const r = decodeBody('recording.split', 200, JSON.stringify(body));
    if (r.ok) throw new Error('expected the failure envelope');
    expect(r.error.kind).toBe('outcome_unknown');
    const rows = rowsFromSplitFailure(info, r.error);
    expect(rows.map((x) => [x.stream, x.outcome, x.file])).toEqual([
      ['cam_1', 'ok', 'recordings/cam_1-2026-11-22_10-00-00.mp4'],
      ['cam_2', 'failed', null],
      ['cam_3', 'unknown', null],
    ]);
  });

  it.each([
    ['under a name no service uses', { rows: [{ name: 'cam_1', file: 'f.mp4' }] }],
    ['as null', { streams: null }],
    ['as false', { streams: false }],
  ])('a split answer with its list %s is UNKNOWN, never FAILED', (_how, members) => {
    const r = decodeBody('recording.split', 200, JSON.stringify({ status: 'success', message: 'Split', ...members }));
    const rows = r.ok ? rowsFromSplitResponse(info, r.value) : rowsFromSplitFailure(info, r.error);
    expect(rows.map((x) => [x.stream, x.outcome])).toEqual([['cam_*', 'unknown']]);
    expect(rows[0]?.message).toMatch(/no readable list of split results/);
  });

  it('a failure that lists no stream is one failed row for what was asked', () => {
    const rows = rowsFromSplitFailure(info, { kind: 'api_failure', code: '0005', serverMessage: 'no', message: 'recording.split failed (code 0005): no' });
    expect(rows).toMatchObject([{ stream: 'cam_*', outcome: 'failed', file: null }]);
  });

  it('records an unknown outcome for a request that may have been applied', () => {
    const row = rowFromSplitFailure(info, { kind: 'outcome_unknown', cause: 'connection_reset', message: 'Sent, but no answer' });
    expect(row).toMatchObject({ outcome: 'unknown', stream: 'cam_*', file: null });
  });
});

describe('ledger and geo files', () => {
  it('appends in order, lists newest first, survives a new store on the same folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mc-ledger-'));
    const store = new LedgerStore(dir);
    const row = rowFromSplitFailure(info, { kind: 'network_not_sent', cause: 'refused', message: 'not sent' });
    await Promise.all([store.append([{ ...row, id: 'a' }]), store.append([{ ...row, id: 'b' }])]);
    expect((await new LedgerStore(dir).list()).map((r) => r.id)).toEqual(['b', 'a']);
    expect(JSON.parse(readFileSync(join(dir, LEDGER_FILE), 'utf8')).rows).toHaveLength(2);
  });

  it('keeps the last applied geo set per account and target', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mc-geo-'));
    const geo = new GeoStore(dir);
    await geo.set('p1', { app: 'demo-origin' }, { codes: ['DE'], at: 't', invalidCodes: [] });
    expect(await geo.get('p1', { app: 'demo-origin' })).toMatchObject({ codes: ['DE'] });
    expect(await geo.get('p2', { app: 'demo-origin' })).toBeNull();
    expect(await geo.get('p1', { app: 'demo-origin', stream: 'main' })).toBeNull();
  });
});
