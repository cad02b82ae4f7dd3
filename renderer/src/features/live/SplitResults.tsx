/** The last split's outcome per stream: closed file and duration, or the stream's error. */
import { formatDuration } from '../../../../shared/domain/live/playlist';
import { StateTag } from '../../components/StateTag';
import { useMc } from '../../stores/store';

const TAG = { ok: 'done', failed: 'failed', unknown: 'unknown', not_sent: 'off' } as const;

export function SplitResults() {
  const rows = useMc((s) => s.live.lastSplit);
  if (!rows || rows.length === 0) return null;
  return (
    <ul className="mc-stack" aria-label="Last split results">
      {rows.map((r) => (
        <li key={r.id} className="lv-result">
          <span className="lv-mono">{r.stream}</span>
          <StateTag state={TAG[r.outcome]} word={r.outcome === 'not_sent' ? 'NOT SENT' : undefined} />
          {r.outcome === 'ok' ? (
            <span>
              <span className="lv-mono">{r.file ?? 'file not named'}</span> · {r.duration === null ? 'duration not given' : formatDuration(r.duration)}
            </span>
          ) : (
            <span className="lv-result__msg">{r.message}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
