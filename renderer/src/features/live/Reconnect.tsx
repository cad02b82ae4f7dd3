/**
 * A board row's automatic reconnect: its mark beside the name (↻ while on, with where it was
 * turned on on hover), its countdown beside RECONNECTING, and its switch in the row's details.
 */
import type { Destination } from '../../../../shared/domain/live/board';
import { reconnectByWords } from '../../../../shared/domain/live/reconnect-by';
import { useNow } from '../../components/use-now';
import { useMc } from '../../stores/store';
import { reconnectWords } from './board-view';
import './reconnect-mark.css';

/** The reason line of a RECONNECTING row; it ticks each second only while shown, so the rest of the board stays still. */
export function ReconnectCountdown({ row }: { row: Destination }) {
  const words = reconnectWords(row.reconnect, useNow());
  return <>{row.reason ? `${words} · ${row.reason}` : words}</>;
}

/** Always the same box, empty while reconnect is off: the mark coming or going moves nothing. */
export function ReconnectMark({ row }: { row: Destination }) {
  if (!row.reconnect.enabled) return <span className="lv-rc-mark" aria-hidden="true" />;
  const words = reconnectByWords(row.reconnect.by);
  return <span className="lv-rc-mark lv-rc-mark--on" role="img" aria-label={words} title={words} data-testid="reconnect-mark">↻</span>;
}

export function ReconnectToggle({ row }: { row: Destination }) {
  const set = useMc((s) => s.liveSetReconnect);
  return (
    <>
      <label className="lv-reconnect">
        <input type="checkbox" checked={row.reconnect.enabled} onChange={(e) => void set(row.key, e.currentTarget.checked)} />
        Reconnect automatically when it drops (up to {row.reconnect.of} tries)
      </label>
      <p className="lv-dim lv-rc-by" data-testid="reconnect-by">{row.reconnect.by || row.reconnect.enabled ? reconnectByWords(row.reconnect.by, row.reconnect.enabled) : 'Off (never turned on here)'}</p>
    </>
  );
}
