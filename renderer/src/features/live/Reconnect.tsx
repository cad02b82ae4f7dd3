/** A board row's automatic reconnect: its countdown beside RECONNECTING, and its switch in the row's details. */
import type { Destination } from '../../../../shared/domain/live/board';
import { useNow } from '../../components/use-now';
import { useMc } from '../../stores/store';
import { reconnectWords } from './board-view';

/** The reason line of a RECONNECTING row; it ticks each second only while shown, so the rest of the board stays still. */
export function ReconnectCountdown({ row }: { row: Destination }) {
  const words = reconnectWords(row.reconnect, useNow());
  return <>{row.reason ? `${words} · ${row.reason}` : words}</>;
}

export function ReconnectToggle({ row }: { row: Destination }) {
  const set = useMc((s) => s.liveSetReconnect);
  return (
    <label className="lv-reconnect">
      <input type="checkbox" checked={row.reconnect.enabled} onChange={(e) => void set(row.key, e.currentTarget.checked)} />
      Reconnect automatically when it drops (up to {row.reconnect.of} tries)
    </label>
  );
}
