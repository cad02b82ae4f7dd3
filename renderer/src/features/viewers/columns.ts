/** Column definitions of the Viewers grids (module constants: AG Grid keeps column state). */
import type { ColDef } from 'ag-grid-community';
import type { Attempt, StreamUser, Ticket } from '../../../../shared/api/records';
import { KEY as key, KEY_RIGHT as keyRight } from '../../components/grid-key';
import { ActiveCell, ReasonCell, TimeCell } from './cells';
import { usesWords } from './ticket-words';

const mono = { cellClass: 'mv-mono' };
const USES_TIP = 'Uses left; 0 means unlimited (the service sends 0 for a ticket created without a limit)';
/** Keys are long: capped on a narrow window (full key on hover and in the detail panel). */
const keyWidth = { maxWidth: 180 };
/**
 * Attempts hold five key columns beside a 300 px detail panel at 1280 px, one of them the
 * wrapping reason (a fixed 170 px): its key gets less room so the IP after it stays in view.
 */
const attemptKeyWidth = { maxWidth: 150 };
/** Long free text (URLs) is capped; the full text is on hover and in the detail panel. */
const long = { maxWidth: 260 };

/** State first (docs/operator-principles.md): the key, then whether it still opens the stream and how many uses are left. */
export const ticketGridColumns: ColDef<Ticket>[] = [
  { field: 'key', headerName: 'Key', ...mono, ...key, ...keyWidth },
  { field: 'active', headerName: 'Active', cellRenderer: ActiveCell, ...key },
  { field: 'uses', headerName: 'Uses left', ...keyRight, valueFormatter: (p) => usesWords(p.value ?? null), headerTooltip: USES_TIP },
  { field: 'app', headerName: 'App', ...key },
  { field: 'video', headerName: 'Video', ...key },
  { field: 'ip', headerName: 'IP' },
  { field: 'created_date', headerName: 'Created', cellRenderer: TimeCell },
  { field: 'used_date', headerName: 'First used', cellRenderer: TimeCell },
];

export const attemptGridColumns: ColDef<Attempt>[] = [
  { field: 'datetime', headerName: 'Time', cellRenderer: TimeCell, ...key },
  // Whole words: a long reason wraps onto a second line in a taller row, never "Invalid Auth To…".
  { field: 'reason', headerName: 'Reason', cellRenderer: ReasonCell, ...key, width: 170, minWidth: 130, suppressAutoSize: true, wrapText: true, autoHeight: true },
  // cellDataType false: AG Grid would draw a boolean as a checkbox; the word is the state.
  { field: 'success', headerName: 'Result', cellDataType: false, valueFormatter: (p) => (p.value === null || p.value === undefined ? '' : p.value ? 'accepted' : 'rejected'), ...key },
  { field: 'key', headerName: 'Key', ...mono, ...key, ...attemptKeyWidth },
  { field: 'ip', headerName: 'IP', ...key },
  { field: 'app', headerName: 'App' },
  { field: 'appinst', headerName: 'Instance' },
  { field: 'video', headerName: 'Video' },
  { field: 'pageurl', headerName: 'Page URL', ...long },
  { field: 'refurl', headerName: 'Referrer', ...long },
  { field: 'server_ip', headerName: 'Server' },
];

export const streamUserGridColumns: ColDef<StreamUser>[] = [
  { field: 'streamuser_id', headerName: 'Id', type: 'rightAligned' },
  { field: 'app', headerName: 'App' },
  { field: 'stream', headerName: 'Stream' },
  { field: 'user', headerName: 'User' },
];
