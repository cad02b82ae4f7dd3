/**
 * What a report is showing right now, in words: loading, the time of the data, or STALE
 * with its time and why the live read failed, or FAILED with the reason.
 */
import { describeError } from '../../components/error-words';
import { StaleMark } from '../../components/Stale';
import { StateTag } from '../../components/StateTag';
import { Time } from '../../components/Time';
import type { ReportView } from './view-state';

export function ReportStatus<T>({ view, what }: { view: ReportView<T>; what: string }) {
  return (
    <div className="rp-status" role="status" aria-label={`${what} status`}>
      {view.status === 'loading' ? <StateTag state="connecting" word="LOADING" /> : null}
      {view.status === 'ready' && !view.stale && view.fetchedAt ? (
        <span className="rp-status__time">
          Data from <Time value={view.fetchedAt} />
        </span>
      ) : null}
      {view.stale && view.fetchedAt ? (
        <StaleMark fetchedAt={view.fetchedAt} reason={`Showing the last report received. Live read failed: ${view.error ? describeError(view.error) : 'unknown reason'}`} />
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
