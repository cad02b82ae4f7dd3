/**
 * What a report is showing right now, in words: loading, the time of the data, or STALE
 * with its time and why the live read failed, or FAILED with the reason.
 */
import { formatLocal, formatUtcLabel, parseUtc } from '../../../../shared/domain/format';
import { describeError } from '../../components/error-words';
import { StateTag } from '../../components/StateTag';
import type { ReportView } from './view-state';

export function ReportStatus<T>({ view, what }: { view: ReportView<T>; what: string }) {
  const at = parseUtc(view.fetchedAt);
  const time = at ? <time dateTime={at.toISOString()} title={formatUtcLabel(at)}>{formatLocal(at)}</time> : null;
  return (
    <div className="rp-status" role="status" aria-label={`${what} status`}>
      {view.status === 'loading' ? <StateTag state="connecting" word="LOADING" /> : null}
      {view.status === 'ready' && !view.stale && time ? <span className="rp-status__time">Data from {time}</span> : null}
      {view.stale ? (
        <>
          <StateTag state="stale" extra={time} />
          <span className="rp-status__why">
            Showing the last report received. Live read failed: {view.error ? describeError(view.error) : 'unknown reason'}
          </span>
        </>
      ) : null}
      {view.status === 'failed' && view.error ? (
        <>
          <StateTag state="failed" />
          <span className="rp-status__why">{describeError(view.error)}</span>
        </>
      ) : null}
    </div>
  );
}

/** An empty period said plainly, instead of an empty chart. */
export function EmptyReport({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="mc-empty" role="note">
      <div className="mc-empty__title">{title}</div>
      <div>{hint}</div>
    </div>
  );
}
