/**
 * While reads fail, a banner across the board: since when, and that every state shown is
 * as of the last good read — never an empty board that looks like "nothing running". The
 * reason itself is the Live bar's (read-failure.ts): written once, pointed to here.
 */
import { Time } from '../../components/Time';
import type { Outage } from './read-failure';

export function OutageBanner({ outage }: { outage: Outage }) {
  return (
    <div className="lv-outage" role="alert">
      <strong>Reads are failing since <Time value={outage.since} timeOnly /></strong> (the reason is above).{' '}
      {outage.asOf ? (
        <>The states below are as of the last good read, <Time value={outage.asOf} timeOnly />, and may be out of date.</>
      ) : (
        <>Nothing has been read yet: the states below are only what this console sent.</>
      )}
    </div>
  );
}
