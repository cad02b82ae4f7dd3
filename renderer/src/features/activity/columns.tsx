/** Columns of the Activity grid. CSV gets ISO times and the words shown; latency is whole ms, as shown. */
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { KEY_COLUMN } from '../../components/grid-key';
import type { AuditEntry } from '../../../../shared/domain/audit';
import { formatCount } from '../../../../shared/domain/format';
import { StateTag } from '../../components/StateTag';
import { askedLine, sourceWords } from './asked-words';
import { OUTCOME_TAG, actionTitle, entryTag, resultWords } from './entry-words';
import { destinationShort, destinationWords } from './console-entries';
import { Time } from '../../components/Time';

export const OUTCOME_WORDS = Object.fromEntries(Object.entries(OUTCOME_TAG).map(([k, v]) => [k, v.word])) as Record<AuditEntry['outcome'], string>;

/** The call's outcome, or — once main has followed it — what its destination became (the board's word). */
function OutcomeCell({ data }: ICellRendererParams<AuditEntry>) {
  if (!data) return null;
  const t = entryTag(data);
  return <StateTag state={t.tag} word={t.word} />;
}

/** The action in words; the API command it sent sits in the tooltip (and the detail panel). */
function ActionCell({ data }: ICellRendererParams<AuditEntry>) {
  return data ? <span title={data.command}>{actionTitle(data.command)}</span> : null;
}

function TimeCell({ value }: ICellRendererParams<AuditEntry, string | null>) {
  return <Time value={value ?? null} never="—" />;
}

export const activityColumns: ColDef<AuditEntry>[] = [
  // Key columns stay in view on a narrow window, also beside an open entry; Latency,
  // Parameters and Finished scroll sideways. Source names a run sheet's cue, so no column repeats it.
  { field: 'time', headerName: 'Time', cellRenderer: TimeCell, sort: 'desc', headerClass: KEY_COLUMN },
  {
    field: 'command',
    headerName: 'Action',
    cellRenderer: ActionCell,
    headerClass: KEY_COLUMN,
    valueFormatter: (p) => actionTitle(p.value ?? ''),
    getQuickFilterText: (p) => `${actionTitle(p.value ?? '')} ${p.value ?? ''}`,
  },
  // Which destination the entry is about, name and id, whole (sized to its words) and always in view.
  // Id and name ("#504 rtmp"); the host too on hover, in the CSV and in the detail.
  { colId: 'destination', headerName: 'Destination', valueGetter: (p) => (p.data ? destinationShort(p.data) : ''), tooltipValueGetter: (p) => (p.data ? destinationWords(p.data) : ''),
    getQuickFilterText: (p) => (p.data ? destinationWords(p.data) : ''), minWidth: 120, headerClass: KEY_COLUMN },
  // The value is the tag's word, so the cell redraws when a follow-up changes it (the call's outcome does not).
  { field: 'outcome', headerName: 'Outcome', valueGetter: (p) => (p.data ? entryTag(p.data).word : ''), cellRenderer: OutcomeCell, headerClass: KEY_COLUMN },
  // 100 px keeps Result in view beside an open entry at 1280 (the entry shows it whole). Not sized
  // to its content: "Server accepted — then FAILED: <reason> (time)" would push it past the edge;
  // it takes the room there is, and a cut sentence is whole on hover.
  { field: 'message', headerName: 'Result', valueGetter: (p) => (p.data ? resultWords(p.data) : ''), minWidth: 100, flex: 1, suppressAutoSize: true, headerClass: KEY_COLUMN },
  // Which account: beside an open entry it scrolls sideways (the entry names it, and the
  // account filter above says which are shown), so Destination and Result keep their room at 1280.
  { field: 'profileName', headerName: 'Account' },
  // Who asked; it scrolls sideways beside an open entry, which says it too ("Asked by").
  { colId: 'source', headerName: 'Source', valueGetter: (p) => (p.data ? sourceWords(p.data) : '') },
  // minWidth: an empty log has no cells to size from, and the grid's narrow start (110 px) cut
  // this header to "Latency (…", losing the unit.
  // Whole milliseconds (the measurement carries float noise such as 2.0969640000002983); the
  // CSV gets the same figure the screen shows.
  { field: 'latencyMs', headerName: 'Latency (ms)', minWidth: 130, type: 'numericColumn', valueFormatter: (p) => (p.value == null ? '—' : formatCount(p.value)) },
  // In words, as the detail lists them; the raw JSON is behind the detail's Show raw.
  { colId: 'params', headerName: 'Parameters', valueGetter: (p) => (p.data ? askedLine(p.data) : ''), flex: 1, minWidth: 200 },
  { field: 'finishedAt', headerName: 'Finished', cellRenderer: TimeCell },
];

export const activityRowId = (e: AuditEntry): string => e.id;
