/**
 * One destination on the board: select box (for Go live), state, name and destination
 * (wrapped, never cut) with its reason or note line, source, live since, its actions,
 * and — opened from the row — the stored service's details. Its controls stay in place
 * whatever the state; one that cannot be used now is inactive and no Tab stop.
 */
import type { Destination } from '../../../../shared/domain/live/board';
import type { PushServiceView } from '../../../../shared/ipc/live';
import { ArmButton } from '../../components/ArmButton';
import { useHeldWhy } from '../session/use-role';
import { DOING } from '../../../../shared/domain/share/role-words';
import { NoValue } from '../../components/NoValue';
import { StateTag } from '../../components/StateTag';
import { Time } from '../../components/Time';
import { useMc } from '../../stores/store';
import { ReconnectCountdown, ReconnectMark } from './Reconnect';
import { ServiceDetail } from './ServiceDetail';
import { offersRetry } from './board-view';
import { DEST_TAG } from './state-tag';

export function disconnectParams(row: Destination, app: string, inst: string) {
  const where = { app: row.app ?? app, inst: row.inst ?? inst };
  if (row.pushServiceId !== null) return { ...where, push_service_id: row.pushServiceId, ...(row.stream ? { stream: row.stream } : {}) };
  return { ...where, entry_name: row.entryName ?? '' };
}

const RUNNING = new Set(['live', 'connecting', 'failed', 'unknown', 'reconnecting']);
/** Columns of a board row (the detail row spans them). */
export const BOARD_COLUMNS = 6;

interface Props {
  row: Destination;
  app: string;
  inst: string;
  service: PushServiceView | undefined;
  note: string | null;
  current: boolean;
  open: boolean;
  onOpen: () => void;
}

export function BoardRow({ row, app, inst, service, note, current, open, onOpen }: Props) {
  const disconnect = useMc((s) => s.liveDisconnect);
  const retry = useMc((s) => s.liveRetry);
  // Main keeps what was sent to every destination (from any view), and a stored one that failed can be sent again.
  const sentHere = useMc((s) => s.live.retryable[row.key] !== undefined) || (row.stored && row.state === 'failed');
  const selected = useMc((s) => row.pushServiceId !== null && s.live.selected.includes(row.pushServiceId));
  const toggle = useMc((s) => s.liveToggleService);
  const checkStatus = useMc((s) => s.liveCheckStatus);
  const held = useHeldWhy('destructive', DOING.disconnect);
  const tag = DEST_TAG[row.state];
  const id = row.stored ? row.pushServiceId : null;
  // No application: the server gave none (or none readable) for this destination.
  const source = row.app ? `${row.app}${row.inst ? `/${row.inst}` : ''}${row.stream ? ` · ${row.stream}` : ''}` : <NoValue raw={row.app} />;
  const line = note ?? row.reason;
  const detailId = `lv-detail-${row.key}`;
  return (
    <>
      <tr data-key={row.key} data-state={row.state} aria-label={row.label} tabIndex={current ? 0 : -1} className={selected ? 'lv-selected' : undefined}>
        <td>{id !== null ? <input type="checkbox" checked={selected} onChange={() => toggle(id)} aria-label={`Select service #${id} for Go live`} /> : null}</td>
        <td><StateTag state={tag.state} word={tag.word} /></td>
        <td>
          <div className="lv-board__name">
            <button type="button" className="lv-disclose" aria-expanded={open} aria-controls={open ? detailId : undefined} onClick={onOpen} aria-label={`Details of ${row.label}`}>{open ? '▾' : '▸'}</button>
            <ReconnectMark row={row} />
            <span>{row.label}</span>
          </div>
          {/* Always one line, also when empty: a reason coming or going never changes the row's height. */}
          <div className={row.state === 'failed' || note ? 'lv-reason lv-reason--failed' : 'lv-reason'}>{row.state === 'reconnecting' ? <ReconnectCountdown row={row} /> : (line ?? '\u00a0')}</div>
        </td>
        <td className="lv-mono lv-wrap">{source}</td>
        {/* Empty while not live: "since" is when the destination went live, nothing else. */}
        <td>{row.liveSince ? <Time value={row.liveSince} timeOnly /> : null}</td>
        <td>
          <div className="lv-actions">
            <ArmButton
              label="Disconnect"
              name={`Disconnect ${row.label}`}
              consequence="Press again to disconnect"
              fire={() => disconnect(disconnectParams(row, app, inst))}
              hideResult
              inactive={held ?? (RUNNING.has(row.state) ? null : 'Nothing is running to this destination')}
            />
            {row.state === 'unknown' ? (
              <button type="button" className="mc-btn mc-btn--small" onClick={() => void checkStatus()} aria-label={`Check status of ${row.label}`}>Check</button>
            ) : offersRetry(row, sentHere) ? (
              <button type="button" className="mc-btn mc-btn--small" onClick={() => void retry(row.key)} aria-label={`Retry ${row.label}`}>Retry</button>
            ) : null}
          </div>
        </td>
      </tr>
      {open ? (
        <tr className="lv-board__detail" id={detailId}>
          <td colSpan={BOARD_COLUMNS}><ServiceDetail row={row} service={service} /></td>
        </tr>
      ) : null}
    </>
  );
}
