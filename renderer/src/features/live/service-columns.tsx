/** Columns of the stored push services grid. Passwords never arrive; stream keys are shown masked. */
import type { ColDef } from 'ag-grid-community';
import type { PushServiceView } from '../../../../shared/ipc/live';
import { KEY_COLUMN } from '../../components/grid-key';
import { StateTag } from '../../components/StateTag';
import { useMc } from '../../stores/store';
import { DEST_TAG } from './state-tag';

/** A stream key identifies a channel on the destination: show only its tail. */
export function maskKey(key: string | null): string {
  if (!key) return '—';
  return key.length <= 4 ? '••••' : `••••${key.slice(-4)}`;
}

function SelectCell({ data }: { data?: PushServiceView }) {
  const id = data?.push_service_id;
  const selected = useMc((s) => (id === undefined ? false : s.live.selected.includes(id)));
  const toggle = useMc((s) => s.liveToggleService);
  if (id === undefined) return null;
  // tabIndex -1: the grid is one Tab stop; Space on the row's cell toggles it (ServicesArea).
  return <input type="checkbox" tabIndex={-1} checked={selected} onChange={() => toggle(id)} aria-label={`Select service #${id} for Go live`} />;
}

/** The destination's one state, from the board: the grid and the board never disagree. */
function StateCell({ data }: { data?: PushServiceView }) {
  const key = `svc:${data?.push_service_id ?? ''}`;
  const row = useMc((s) => s.live.snapshot?.board.find((d) => d.key === key));
  const tag = DEST_TAG[row?.state ?? 'off'];
  return <StateTag state={tag.state} word={tag.word} />;
}

export const serviceColumns: ColDef<PushServiceView>[] = [
  { headerName: '', colId: 'select', cellRenderer: SelectCell, valueGetter: (p) => `#${p.data?.push_service_id ?? ''}`, width: 44, sortable: false, filter: false, headerClass: KEY_COLUMN },
  { headerName: 'ID', field: 'push_service_id', width: 70, headerClass: KEY_COLUMN },
  { headerName: 'State', colId: 'state', cellRenderer: StateCell, valueGetter: (p) => `svc:${p.data?.push_service_id ?? ''}`, sortable: false, filter: false, headerClass: KEY_COLUMN },
  { headerName: 'Kind', field: 'service_name', headerClass: KEY_COLUMN },
  { headerName: 'Destination host', field: 'dst_host', headerClass: KEY_COLUMN },
  { headerName: 'Dest. app', field: 'dst_app' },
  { headerName: 'Stream key', colId: 'dst_stream', valueGetter: (p) => maskKey(p.data?.dst_stream ?? null) },
  { headerName: 'Source', colId: 'source', valueGetter: (p) => [p.data?.app, p.data?.stream].filter(Boolean).join(' / ') || '—' },
  { headerName: 'Locked servers', colId: 'lock', valueGetter: (p) => (p.data?.lock_servers ? [p.data.primary_server, p.data.backup_server].filter(Boolean).join(', ') || 'yes' : 'no') },
  { headerName: 'Autopush', colId: 'autopush', valueGetter: (p) => (p.data?.autopush ? 'yes' : 'no') },
  { headerName: 'User', field: 'username' },
  { headerName: 'Password', colId: 'password', valueGetter: (p) => (p.data?.password_set ? '•••••• (set)' : '—') },
];

/** Fields the server-side filter offers (spec: a record matches when the field equals or contains the value). */
export const FILTER_FIELDS = ['service_name', 'dst_host', 'dst_app', 'dst_stream', 'app', 'stream', 'type', 'event_name', 'username'] as const;
