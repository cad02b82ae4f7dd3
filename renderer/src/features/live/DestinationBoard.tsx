/**
 * The destination board — the one place Live lists the account's destinations: one row
 * per destination with its one state (the reducer's, shared/domain/live/board.ts), a
 * select box for Go live, its actions and, opened from the row, the stored service's
 * details. It holds still: rows keep their order (by destination), a stopped row stays
 * STOPPED a few seconds, every row keeps its controls in the same places, and the words an
 * action leaves go once they are no longer true (board-notes.ts).
 */
import { useEffect, useRef, useState } from 'react';
import { ArmButton } from '../../components/ArmButton';
import { EmptyState } from '../../components/EmptyState';
import { outcomeOf } from '../../components/action-outcome';
import { ResultLine } from '../../components/ResultLine';
import { StaleMark } from '../../components/Stale';
import { describeError } from '../../components/error-words';
import { SHORTCUTS, useShortcut } from '../../components/shortcut';
import { useMc } from '../../stores/store';
import { usePaletteAction } from '../../app/palette/use-palette';
import { BOARD_COLUMNS, BoardRow } from './BoardRow';
import { boardKeyDown, filterKeyDown } from './board-keys';
import { type LiveNote, disconnectAllNote } from './board-notes';
import { filterBoard } from './board-view';
import { GoLivePanel } from './GoLivePanel';
import { runningPushCount } from './live-state';
import { OutageBanner } from './OutageBanner';
import { boardView } from './read-failure';
import { NotRead, Reading } from './ReadStates';
import { useNotesInForce } from './use-notes';

const RUNNING = new Set(['live', 'connecting', 'failed', 'unknown']);

/** The board-wide answer in full, for the hover of its line (it ends in … where space runs out). */
function saidText(note: LiveNote | undefined): string | undefined {
  if (note?.kind !== 'board') return undefined;
  const o = note.outcome;
  return o.status === 'done' ? (o.text ?? undefined) : o.status === 'failed' || o.status === 'unknown' ? describeError(o.error) : undefined;
}

export function DestinationBoard() {
  const live = useMc((s) => s.live);
  const snapshot = live.snapshot;
  const checkStatus = useMc((s) => s.liveCheckStatus);
  const disconnect = useMc((s) => s.liveDisconnect);
  const note = useMc((s) => s.liveNote);
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
  useShortcut(SHORTCUTS.checkStatus.keys, () => void checkStatus(), Boolean(target));
  usePaletteAction({ label: 'Check status', shortcut: SHORTCUTS.checkStatus.keys, unavailable: target ? null : 'Watch an application first', run: () => void checkStatus() });
  const view = boardView(live);
  const rows = snapshot ? filterBoard(snapshot.board, filter, live.services.rows) : [];
  const flip = (key: string) => setOpen((o) => { const n = new Set(o); if (n.has(key)) n.delete(key); else n.add(key); return n; });
  const said = notes.find((n) => n.kind === 'board');
  const disconnectAll = async () => {
    const board = useMc.getState().live.snapshot?.board ?? [];
    const running = board.filter((r) => RUNNING.has(r.state)).map((r) => r.key);
    const r = await disconnect({ app: target?.app ?? '', inst: target?.inst ?? '', entry_name: '*' });
    note(disconnectAllNote(outcomeOf(r, (v) => v.message), running, useMc.getState().live.snapshot?.board ?? [], Date.now()));
    return r;
  };
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
      <div className="lv-row lv-board__head">
        <h2 id="lv-dest" className="lv-h2">Destinations</h2>
        <input className="mc-input lv-board__filter" type="search" aria-label="Filter destinations" placeholder="Filter  ( / )" value={filter}
          onChange={(e) => setFilter(e.target.value)} onKeyDown={(e) => filterKeyDown(e, table.current)} data-grid-filter="" disabled={!target} />
        {/* The board-wide answer has a place of its own: it never pushes the board down. */}
        <span className="lv-board__said" title={saidText(said)}>
          {said?.kind === 'board' ? (
            <ResultLine outcome={said.outcome} onCheckStatus={() => void checkStatus()} />
          ) : live.services.stale && live.services.fetchedAt ? (
            <StaleMark fetchedAt={live.services.fetchedAt} reason="stored services: the fresh read failed — details are the last list" />
          ) : null}
        </span>
        <button type="button" className="mc-btn mc-btn--small" onClick={() => void checkStatus()} aria-keyshortcuts={SHORTCUTS.checkStatus.keys} disabled={!target}>
          Check status<kbd className="mc-kbd" aria-hidden="true">{SHORTCUTS.checkStatus.keys}</kbd>
        </button>
        <ArmButton
          label="Disconnect all"
          consequence={`Press again to disconnect EVERY push on this account (${runningPushCount(snapshot)} running)`}
          fire={disconnectAll}
          shortcut={SHORTCUTS.disconnectAll.keys}
          disabled={!target}
          hideResult
          palette
        />
      </div>
      {view.kind === 'rows' && view.outage ? <OutageBanner outage={view.outage} /> : null}
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
