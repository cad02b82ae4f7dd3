/**
 * The board's header row: its filter (`/` focuses it, ↓ goes to the rows), the place kept
 * for a board-wide answer (Disconnect all's, gone once no longer true) or a STALE list,
 * Check status and Disconnect all. Nothing that appears here pushes the board down.
 */
import type { RefObject } from 'react';
import { ArmButton } from '../../components/ArmButton';
import { useHeldWhy } from '../session/use-role';
import { DOING } from '../../../../shared/domain/share/role-words';
import { outcomeOf } from '../../components/action-outcome';
import { describeError } from '../../components/error-words';
import { ResultLine } from '../../components/ResultLine';
import { StaleMark } from '../../components/Stale';
import { SHORTCUTS, useShortcut } from '../../components/shortcut';
import { useMc } from '../../stores/store';
import { usePaletteAction } from '../../app/palette/use-palette';
import { filterKeyDown } from './board-keys';
import { type BoardNote, disconnectAllNote } from './board-notes';
import { runningPushCount } from './live-state';

const RUNNING = new Set(['live', 'connecting', 'failed', 'unknown']);

/** The board-wide answer in full, for the hover of its line (it ends in … where space runs out). */
function saidText(note: BoardNote | undefined): string | undefined {
  const o = note?.outcome;
  if (!o) return undefined;
  return o.status === 'done' ? (o.text ?? undefined) : o.status === 'failed' || o.status === 'unknown' ? describeError(o.error) : undefined;
}

interface Props {
  filter: string;
  onFilter: (text: string) => void;
  table: RefObject<HTMLTableElement | null>;
  /** The board-wide note still true now, if any. */
  board: BoardNote | undefined;
}

export function BoardHead({ filter, onFilter, table, board }: Props) {
  const snapshot = useMc((s) => s.live.snapshot);
  const services = useMc((s) => s.live.services);
  const checkStatus = useMc((s) => s.liveCheckStatus);
  const disconnect = useMc((s) => s.liveDisconnect);
  const note = useMc((s) => s.liveNote);
  const held = useHeldWhy('destructive', DOING.disconnectAll);
  const target = snapshot?.target;
  useShortcut(SHORTCUTS.checkStatus.keys, () => void checkStatus(), Boolean(target));
  usePaletteAction({ label: 'Check status', shortcut: SHORTCUTS.checkStatus.keys, unavailable: target ? null : 'Watch an application first', run: () => void checkStatus() });
  const disconnectAll = async () => {
    const running = (useMc.getState().live.snapshot?.board ?? []).filter((r) => RUNNING.has(r.state)).map((r) => r.key);
    const r = await disconnect({ app: target?.app ?? '', inst: target?.inst ?? '', entry_name: '*' });
    note(disconnectAllNote(outcomeOf(r, (v) => v.message), running, useMc.getState().live.snapshot?.board ?? [], Date.now()));
    return r;
  };
  return (
    <div className="lv-row lv-board__head">
      <h2 id="lv-dest" className="lv-h2">Destinations</h2>
      <input className="mc-input lv-board__filter" type="search" aria-label="Filter destinations" placeholder="Filter  ( / )" value={filter}
        onChange={(e) => onFilter(e.target.value)} onKeyDown={(e) => filterKeyDown(e, table.current)} data-grid-filter="" disabled={!target} />
      <span className="lv-board__said" title={saidText(board)}>
        {board ? (
          <ResultLine outcome={board.outcome} onCheckStatus={() => void checkStatus()} />
        ) : services.stale && services.fetchedAt ? (
          <StaleMark fetchedAt={services.fetchedAt} reason="stored services: the fresh read failed — details are the last list" />
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
        inactive={target ? held : null}
        hideResult
        palette
      />
    </div>
  );
}
