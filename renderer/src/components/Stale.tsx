/**
 * The STALE marker for cached data (UX.md): shown when a screen displays its last
 * successful read because a fresh one failed or the console is offline. `children` are
 * dimmed so nobody acts on old numbers by mistake.
 */
import type { ReactNode } from 'react';
import { StateTag } from './StateTag';
import { Time } from './Time';

export interface StaleProps {
  /** When the shown data was fetched (ISO). */
  fetchedAt: string;
  /** Why fresh data is missing, in words ("offline", "the server did not answer"). */
  reason?: string;
  children?: ReactNode;
}

export function StaleMark({ fetchedAt, reason }: Omit<StaleProps, 'children'>) {
  return (
    <span className="mc-stale">
      <StateTag state="stale" extra={<Time value={fetchedAt} />} />
      {reason ? <span className="mc-result__text"> {reason}</span> : null}
    </span>
  );
}

/** Wraps stale content: marker on top, content dimmed. */
export function Stale({ fetchedAt, reason, children }: StaleProps) {
  return (
    <div className="mc-stale-block">
      <StaleMark fetchedAt={fetchedAt} reason={reason} />
      <div className="mc-stale-data">{children}</div>
    </div>
  );
}
