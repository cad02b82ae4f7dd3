/** The remaining order as a grid; repeated (already-played) items are marked ↻ in words too. */
import type { ColDef } from 'ag-grid-community';
import type { PlaylistRow } from '../../../../shared/domain/live/playlist';
import { formatDuration } from '../../../../shared/domain/live/playlist';
import { DeferredGrid } from '../../components/DeferredGrid';
import { KEY_COLUMN } from '../../components/grid-key';

// State first (docs/operator-principles.md): whether an item is still to play comes right after its position, so
// a narrow Channel area never pushes it off the grid's edge (the rest scrolls sideways).
const ITEM_STYLE = { wordBreak: 'break-all', lineHeight: '1.35' } as const;
const columns: ColDef<PlaylistRow>[] = [
  { headerName: '#', field: 'position', width: 60, headerClass: KEY_COLUMN },
  // A text value, not the boolean: AG Grid would draw a bare checkbox (colour-free, word-free).
  { headerName: 'Repeat', colId: 'repeat', valueGetter: (p) => (p.data?.repeat ? '↻ repeat (already played)' : 'to play'), headerClass: KEY_COLUMN,
    // Its words wrap between words, leaving the Item the room.
    flex: 1, minWidth: 100, suppressAutoSize: true, wrapText: true, autoHeight: true },
  // The item takes the width left (never past the grid's edge) and wraps a long path inside it: whole, never cut.
  { headerName: 'Item', field: 'video', headerClass: KEY_COLUMN, flex: 2, minWidth: 160, suppressAutoSize: true, wrapText: true, autoHeight: true, cellStyle: ITEM_STYLE },
  { headerName: 'Kind', field: 'kind', valueFormatter: (p) => (p.value === 'vod' ? 'VOD file' : 'live stream') },
  { headerName: 'Start', field: 'start', valueFormatter: (p) => formatDuration(Number(p.value ?? 0)) },
  { headerName: 'Length', field: 'lengthText' },
];

export function PlaylistGrid({ rows }: { rows: PlaylistRow[] }) {
  return <DeferredGrid label="Remaining playlist" rows={rows} columns={columns} getRowId={(r) => String(r.position)} emptyText="Nothing left to play on this channel." />;
}
