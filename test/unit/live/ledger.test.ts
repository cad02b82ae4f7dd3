import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rowFromSplitFailure, rowsFromSplitResponse, type SplitRequestInfo } from '../../../shared/domain/live/ledger';
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
