/**
 * While reads fail, a banner across the board: since when, and that every state shown is
 * as of the last good read — never an empty board that looks like "nothing running". The
 * reason itself is the Live bar's (read-failure.ts): written once, pointed to here.
 * Its place is kept while reads work (.lv-outage-slot, DestinationBoard), one line high: the board never moves when
 * reads start or stop failing; a line too long for the window ends in …, whole on hover.
 */
import { formatLocal, parseUtc } from '../../../../shared/domain/format';
import { Time } from '../../components/Time';
import type { Outage } from './read-failure';
import './hold-still.css';

const clock = (v: string | null | undefined): string => {
  const d = parseUtc(v);
  return d ? formatLocal(d).slice(11) : '';
};

/** The banner's whole words, for its title. */
export function outageWords(outage: Outage): string {
  const rest = outage.asOf
    ? `The states below are as of the last good read, ${clock(outage.asOf)}, and may be out of date.`
    : 'Nothing has been read yet: the states below are only what this console sent.';
  return `Reads are failing since ${clock(outage.since)} (the reason is above). ${rest}`;
}

export function OutageBanner({ outage }: { outage: Outage }) {
  return (
    <div className="lv-outage" role="alert" title={outageWords(outage)}>
      <strong>Reads are failing since <Time value={outage.since} timeOnly /></strong> (the reason is above).{' '}
      {outage.asOf ? (
        <>The states below are as of the last good read, <Time value={outage.asOf} timeOnly />, and may be out of date.</>
      ) : (
        <>Nothing has been read yet: the states below are only what this console sent.</>
      )}
    </div>
  );
}
