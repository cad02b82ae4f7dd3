/**
 * The destination board — the one place Live lists the account's destinations: one row
 * per destination with its one state (the reducer's, shared/domain/live/board.ts), a
 * select box for Go live, its actions and, opened from the row, the stored service's
 * details. It holds still: rows keep their order (by destination), a stopped row stays
 * STOPPED a few seconds, every row keeps its controls in the same places, and the words an
 * action leaves go once they are no longer true (board-notes.ts).
 */
import { useEffect, useRef, useState } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { useMc } from '../../stores/store';
import { BoardHead } from './BoardHead';
import { BOARD_COLUMNS, BoardRow } from './BoardRow';
import { boardKeyDown } from './board-keys';
import { filterBoard } from './board-view';
import { GoLivePanel } from './GoLivePanel';
import { GroupLines } from '../groups/GroupLines';
import { OutageBanner } from './OutageBanner';
import { boardView } from './read-failure';
import { NotRead, Reading } from './ReadStates';
import { useNotesInForce } from './use-notes';

export function DestinationBoard() {
  const live = useMc((s) => s.live);
  const snapshot = live.snapshot;
  const toggle = useMc((s) => s.liveToggleService);
  const loadServices = useMc((s) => s.liveLoadServices);
  // The account's stored services: they seed the board's rows (main) and hold each row's details.
  useEffect(() => void loadServices(), [loadServices]);
  const notes = useNotesInForce();
  const [filter, setFilter] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [current, setCurrent] = useState<string | null>(null);
  const table = useRef<HTMLTableElement>(null);
  const target = snapshot?.target;
  const view = boardView(live);
  const rows = snapshot ? filterBoard(snapshot.board, filter, live.services.rows) : [];
  const flip = (key: string) => setOpen((o) => { const n = new Set(o); if (n.has(key)) n.delete(key); else n.add(key); return n; });
  const rowNote = (key: string): string | null => {
    const n = notes.find((x) => x.kind === 'row' && x.key === key);
    return n?.kind === 'row' ? n.text : null;
  };
  const selectRow = (key: string): void => {
    const id = rows.find((r) => r.key === key && r.stored)?.pushServiceId;
    if (id !== null && id !== undefined) toggle(id);
  };
  const currentKey = rows.some((r) => r.key === current) ? current : (rows[0]?.key ?? null);
  return (
    <div className={live.sessionsStale ? 'lv-sessions mc-stale-data' : 'lv-sessions'}>
      <BoardHead filter={filter} onFilter={setFilter} table={table} board={notes.find((n) => n.kind === 'board')} />
      {target ? <GroupLines /> : null}
      {view.kind === 'rows' ? <div className="lv-outage-slot">{view.outage ? <OutageBanner outage={view.outage} /> : null}</div> : null}
      {view.kind === 'unwatched' || !snapshot || !target ? (
        <EmptyState title="No application watched." action="Enter an application and instance above and press Watch." />
      ) : view.kind === 'not-read' ? (
        <NotRead since={view.failingSince} />
      ) : view.kind === 'reading' ? (
        <Reading target={view.target} />
      ) : view.empty ? (
        <EmptyState title="No destinations on this account yet." action="Add a stored push service, or connect one directly below." />
      ) : (
        <table ref={table} className="lv-table lv-board" aria-label="Destinations">
          <colgroup>
            <col className="lv-board__select" /><col className="lv-board__state" /><col /><col className="lv-board__source" /><col className="lv-board__since" /><col className="lv-board__actions" />
          </colgroup>
          <thead>
            <tr><th><span className="visually-hidden">Go live</span></th><th>State</th><th>Destination</th><th>Source</th><th>Live since</th><th>Actions</th></tr>
          </thead>
          <tbody onKeyDown={(e) => boardKeyDown(e, { toggle: selectRow, open: flip })}
            onFocus={(e) => { const k = (e.target as HTMLElement).closest<HTMLElement>('tr[data-key]')?.dataset.key; if (k) setCurrent(k); }}>
            {rows.map((row) => (
              <BoardRow key={row.key} row={row} app={target.app} inst={target.inst} current={row.key === currentKey} open={open.has(row.key)} onOpen={() => flip(row.key)}
                service={live.services.rows?.find((s) => `svc:${s.push_service_id}` === row.key)}
                note={rowNote(row.key)} />
            ))}
            {rows.length === 0 ? <tr><td colSpan={BOARD_COLUMNS} className="lv-dim">No destination matches “{filter}”.</td></tr> : null}
          </tbody>
        </table>
      )}
      <GoLivePanel />
    </div>
  );
}
