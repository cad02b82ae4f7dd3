/** Every split made from this console on the active account, newest first, with CSV export (the grid's own). */
import type { ColDef } from 'ag-grid-community';
import type { LedgerRow } from '../../../../shared/domain/live/ledger';
import { formatDuration } from '../../../../shared/domain/live/playlist';
import { DeferredGrid } from '../../components/DeferredGrid';
import { KEY_COLUMN } from '../../components/grid-key';
import { useMc } from '../../stores/store';

const columns: ColDef<LedgerRow>[] = [
  { headerName: 'Time (UTC)', field: 'time', valueFormatter: (p) => String(p.value ?? '').replace('T', ' ').slice(0, 19), sort: 'desc', headerClass: KEY_COLUMN, width: 160 },
  { headerName: 'Account', field: 'account', width: 110 },
  { headerName: 'App', field: 'app', headerClass: KEY_COLUMN, width: 110 },
  { headerName: 'Stream', field: 'stream', headerClass: KEY_COLUMN, width: 100 },
  { headerName: 'Title', field: 'title' },
  { headerName: 'File', field: 'file' },
  { headerName: 'Duration', field: 'duration', valueFormatter: (p) => (typeof p.value === 'number' ? formatDuration(p.value) : '—') },
  { headerName: 'Outcome', field: 'outcome' },
  { headerName: 'Message', field: 'message' },
  { headerName: 'Segment deleted', colId: 'deleted', valueGetter: (p) => (p.data?.deleted ? 'yes' : 'no') },
];

export function LedgerGrid() {
  const rows = useMc((s) => s.live.ledger);
  return <DeferredGrid label="Split ledger" rows={rows} columns={columns} getRowId={(r) => r.id} emptyText="No splits from this console yet. Press Split recording (F9) on a live stream." />;
}
