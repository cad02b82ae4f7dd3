/** Columns of the archive grid (a module constant: AG Grid keeps column state). */
import type { ColDef } from 'ag-grid-community';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { NO_TIME, type ArchiveRow } from '../../../../shared/domain/archive/grid';
import { KEY as key } from '../../components/grid-key';
import { Time } from '../../components/Time';
import { ReasonCell } from './cells';

/** An attempt the service sent with no readable time: "no time", its own text on hover. */
function ArchiveTimeCell(p: CustomCellRendererProps<ArchiveRow, string | null>) {
  if (p.value !== null && p.value !== undefined) return <Time value={p.value} />;
  const text = p.data?.timeText;
  return (
    <span className="mc-time--never" title={`The service sent: ${text === null || text === undefined ? '(nothing)' : JSON.stringify(text)}`}>
      {NO_TIME}
    </span>
  );
}

const mono = { cellClass: 'mv-mono' };

export const archiveGridColumns: ColDef<ArchiveRow>[] = [
  { field: 'time', headerName: 'Time', cellRenderer: ArchiveTimeCell, ...key },
  { field: 'key', headerName: 'Key', ...mono, ...key, maxWidth: 170 },
  { field: 'ip', headerName: 'Address', ...key },
  { field: 'country', headerName: 'Country', ...key },
  { field: 'asn', headerName: 'Network', valueFormatter: (p) => (p.value === null || p.value === undefined ? '' : `AS${p.value}`) },
  { field: 'app', headerName: 'App' },
  { field: 'video', headerName: 'Video', maxWidth: 160 },
  { field: 'success', headerName: 'Result', cellDataType: false, valueFormatter: (p) => (p.value === null || p.value === undefined ? '' : p.value ? 'accepted' : 'rejected') },
  { field: 'reason', headerName: 'Reason', cellRenderer: ReasonCell, width: 240, minWidth: 200, suppressAutoSize: true },
  { field: 'server', headerName: 'Server' },
];
