/** Columns of the Uploads grid; the status is a coloured tag with its word (never colour alone). */
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { Upload } from '../../../../shared/api/records';
import { type StatusTone, uploadStatusTone, uploadStatusWord } from '../../../../shared/domain/reports/uploads';
import { StateTag, type TagState } from '../../components/StateTag';
import { Time } from '../../components/Time';

const TAG_OF: Record<StatusTone, TagState> = { done: 'done', failed: 'failed', pending: 'connecting', unknown: 'unknown' };

function StatusCell({ value }: ICellRendererParams<Upload, number | null>) {
  const status = value ?? null;
  return <StateTag state={TAG_OF[uploadStatusTone(status)]} word={uploadStatusWord(status)} />;
}

function TimeCell({ value }: ICellRendererParams<Upload, string | null>) {
  return <Time value={value} never="—" />;
}

export const UPLOAD_COLUMNS: ColDef<Upload>[] = [
  { field: 'id', headerName: 'Id', type: 'rightAligned', cellClass: 'num' },
  // Long paths are capped (full text on hover and in the detail) so the status stays in view.
  { field: 'path', headerName: 'Path', maxWidth: 240, tooltipField: 'path' },
  { field: 'destination_path', headerName: 'Destination', maxWidth: 240, tooltipField: 'destination_path' },
  { field: 'acl', headerName: 'ACL' },
  { field: 'status', headerName: 'Status', cellRenderer: StatusCell, minWidth: 200 },
  { field: 'message', headerName: 'Message' },
  // Local time on screen, the API's UTC on hover; CSV keeps the API's UTC text.
  { field: 'created', headerName: 'Created', cellRenderer: TimeCell },
  { field: 'last_updated', headerName: 'Last updated', cellRenderer: TimeCell },
];
