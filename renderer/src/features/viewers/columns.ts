/** Column definitions of the Viewers grids (module constants: AG Grid keeps column state). */
import type { ColDef } from 'ag-grid-community';
import type { Attempt, StreamUser, Ticket } from '../../../../shared/api/records';
import { ActiveCell, ReasonCell, TimeCell } from './cells';
import { usesWords } from './ticket-words';

const mono = { cellClass: 'mv-mono' };
const USES_TIP = 'Uses left; 0 means unlimited (the service sends 0 for a ticket created without a limit)';

/** State first (UX.md): the key, then whether it still opens the stream and how many uses are left. */
export const ticketGridColumns: ColDef<Ticket>[] = [
  { field: 'key', headerName: 'Key', ...mono },
  { field: 'active', headerName: 'Active', cellRenderer: ActiveCell },
  { field: 'uses', headerName: 'Uses left', type: 'rightAligned', valueFormatter: (p) => usesWords(p.value ?? null), headerTooltip: USES_TIP },
  { field: 'app', headerName: 'App' },
  { field: 'video', headerName: 'Video' },
  { field: 'ip', headerName: 'IP' },
  { field: 'created_date', headerName: 'Created', cellRenderer: TimeCell },
  { field: 'used_date', headerName: 'First used', cellRenderer: TimeCell },
];

export const attemptGridColumns: ColDef<Attempt>[] = [
  { field: 'datetime', headerName: 'Time', cellRenderer: TimeCell },
  { field: 'reason', headerName: 'Reason', cellRenderer: ReasonCell },
  // cellDataType false: AG Grid would draw a boolean as a checkbox; the word is the state.
  { field: 'success', headerName: 'Result', cellDataType: false, valueFormatter: (p) => (p.value === null || p.value === undefined ? '' : p.value ? 'accepted' : 'rejected') },
  { field: 'key', headerName: 'Key', ...mono },
  { field: 'ip', headerName: 'IP' },
  { field: 'app', headerName: 'App' },
  { field: 'appinst', headerName: 'Instance' },
  { field: 'video', headerName: 'Video' },
  { field: 'pageurl', headerName: 'Page URL' },
  { field: 'refurl', headerName: 'Referrer' },
  { field: 'server_ip', headerName: 'Server' },
];

export const streamUserGridColumns: ColDef<StreamUser>[] = [
  { field: 'streamuser_id', headerName: 'Id', type: 'rightAligned' },
  { field: 'app', headerName: 'App' },
  { field: 'stream', headerName: 'Stream' },
  { field: 'user', headerName: 'User' },
];
