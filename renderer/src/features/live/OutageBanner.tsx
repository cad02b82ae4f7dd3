/**
 * While reads fail, a banner across the board: since when, and that every state shown is
 * as of the last good read — never an empty board that looks like "nothing running".
 */
import type { SessionsSnapshot } from '../../../../shared/domain/live/sessions';
import { Time } from '../../components/Time';

export function OutageBanner({ snapshot }: { snapshot: SessionsSnapshot }) {
  if (snapshot.failingSince === null) return null;
  return (
    <div className="lv-outage" role="alert">
      <strong>Reads are failing since <Time value={snapshot.failingSince} timeOnly />.</strong>{' '}
      {snapshot.fetchedAt ? (
        <>The states below are as of the last good read, <Time value={snapshot.fetchedAt} timeOnly />, and may be out of date.</>
      ) : (
        <>Nothing has been read yet: the states below are only what this console sent.</>
      )}{' '}
      <span className="lv-dim">({snapshot.pollError})</span>
    </div>
  );
}
