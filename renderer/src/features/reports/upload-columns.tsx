/** Columns of the Uploads grid; the status is a coloured tag with its word (never colour alone). */
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { Upload } from '../../../../shared/api/records';
import { type StatusTone, uploadStatusTone, uploadStatusWord } from '../../../../shared/domain/reports/uploads';
import { StateTag, type TagState } from '../../components/StateTag';
import { KEY_COLUMN } from '../../components/grid-key';
import { NoValue } from '../../components/NoValue';
import { Time } from '../../components/Time';

const TAG_OF: Record<StatusTone, TagState> = { done: 'done', failed: 'failed', pending: 'connecting', unknown: 'unknown' };

function StatusCell({ value }: ICellRendererParams<Upload, number | null>) {
  const status = value ?? null;
  return <StateTag state={TAG_OF[uploadStatusTone(status)]} word={uploadStatusWord(status)} />;
}

/** A path reads left to right inside a right-to-left cell, so a cut takes its start (shared prefix) and keeps the file name. */
function PathCell({ value }: ICellRendererParams<Upload, string | null>) {
  return value ? <bdi dir="ltr">{value}</bdi> : <NoValue raw={value} />;
}

function TimeCell({ value }: ICellRendererParams<Upload, string | null>) {
  return <Time value={value} never="—" />;
}

export const UPLOAD_COLUMNS: ColDef<Upload>[] = [
  // ag-right-aligned-cell again: a cellClass of its own replaces the one type 'rightAligned' gives.
  { field: 'id', headerName: 'Id', type: 'rightAligned', cellClass: ['num', 'ag-right-aligned-cell'], headerClass: [KEY_COLUMN, 'ag-right-aligned-header'] },
  // State first (docs/operator-principles.md); then the paths, capped and cut at the start where they differ (full text on hover and in the detail).
  { field: 'status', headerName: 'Status', cellRenderer: StatusCell, minWidth: 160, headerClass: KEY_COLUMN },
  { field: 'path', headerName: 'Path', maxWidth: 240, cellClass: 'mc-cut-start', cellRenderer: PathCell, headerClass: KEY_COLUMN },
  { field: 'destination_path', headerName: 'Destination', maxWidth: 240, cellClass: 'mc-cut-start', cellRenderer: PathCell },
  { field: 'acl', headerName: 'ACL' },
  { field: 'message', headerName: 'Message' },
  // Local time on screen, the API's UTC on hover; CSV keeps the API's UTC text.
  { field: 'created', headerName: 'Created', cellRenderer: TimeCell },
  { field: 'last_updated', headerName: 'Last updated', cellRenderer: TimeCell },
];
