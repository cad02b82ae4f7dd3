/**
 * The STALE marker for cached data (operator principles, States): shown when a screen
 * displays its last successful read because a fresh one failed or the console is offline,
 * so nobody acts on old numbers by mistake. The data itself is quieted with `mc-stale-data`.
 */
import { StateTag } from './StateTag';
import { Time } from './Time';

interface StaleMarkProps {
  /** When the shown data was fetched (ISO). */
  fetchedAt: string;
  /** Why fresh data is missing, in words ("offline", "the server did not answer"). */
  reason?: string;
}

export function StaleMark({ fetchedAt, reason }: StaleMarkProps) {
  return (
    <span className="mc-stale">
      <StateTag state="stale" extra={<Time value={fetchedAt} />} />
      {reason ? <span className="mc-result__text"> {reason}</span> : null}
    </span>
  );
}
