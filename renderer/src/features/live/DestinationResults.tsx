/** One line per destination of the last Go live / connect: its own state and words, Retry when it failed. */
import type { DestinationResult } from '../../../../shared/ipc/live';
import { StateTag } from '../../components/StateTag';
import { useMc } from '../../stores/store';
import type { DestinationRow } from './live-state';
import { SESSION_TAG } from './state-tag';

export function DestinationResults() {
  const rows = useMc((s) => s.live.destinations);
  const totalMs = useMc((s) => s.live.goLiveMs);
  if (rows.length === 0) return null;
  return (
    <div className="lv-results">
      <ul className="lv-list" aria-label="Go live results">
        {rows.map((row) => <DestinationLine key={row.index} row={row} />)}
      </ul>
      {totalMs !== null ? <span className="lv-dim">All answers in {totalMs} ms</span> : null}
    </div>
  );
}

function DestinationLine({ row }: { row: DestinationRow }) {
  const retry = useMc((s) => s.liveRetry);
  const checkStatus = useMc((s) => s.liveCheckStatus);
  const r = row.result;
  return (
    <li className="lv-result" aria-label={`Result for ${row.label}`}>
      <span className="lv-result__label">{row.label}</span>
      {row.sending || r === null ? <StateTag state="connecting" word="SENDING" /> : <ResultTag r={r} />}
      {r && r.outcome !== 'accepted' ? <span className="lv-result__msg">{r.message}</span> : null}
      {r && (r.outcome === 'failed' || r.outcome === 'not_sent') ? (
        <button type="button" className="mc-btn mc-btn--small" onClick={() => void retry(row.index)} aria-label={`Retry ${row.label}`}>
          Retry
        </button>
      ) : null}
      {r && r.outcome === 'unknown' ? (
        <button type="button" className="mc-btn mc-btn--small" onClick={() => void checkStatus()} aria-label={`Check status of ${row.label}`}>
          Check status
        </button>
      ) : null}
    </li>
  );
}

function ResultTag({ r }: { r: DestinationResult }) {
  if (r.outcome === 'accepted') return <StateTag state="done" word="SENT" extra={r.message} />;
  if (r.outcome === 'not_sent') return <StateTag state="off" word="NOT SENT" />;
  if (r.outcome === 'unknown') return <StateTag state="unknown" extra="outcome unknown" />;
  return <StateTag state={SESSION_TAG[r.state]} />;
}
