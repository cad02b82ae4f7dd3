/**
 * A live stream's last split from this console, on its own row: SENDING, then DONE with
 * the closed file and duration, or FAILED / UNKNOWN / NOT SENT with the words. The line
 * is under the button in every row, empty until a split, and never wraps (the full text on
 * hover): an answer neither grows its row nor moves another stream's button.
 */
import { formatDuration } from '../../../../shared/domain/live/playlist';
import { describeError } from '../../components/error-words';
import { StateTag } from '../../components/StateTag';
import { useMc } from '../../stores/store';
import { type StreamSplit, streamSplitKey } from './split-shown';

const TAG = { ok: 'done', failed: 'failed', unknown: 'unknown', not_sent: 'off' } as const;

function words(shown: StreamSplit): string {
  if (shown.kind === 'sending') return '';
  if (shown.kind === 'failed') return describeError(shown.error);
  const r = shown.row;
  if (r.outcome !== 'ok') return r.message ?? '';
  return `${r.duration === null ? 'duration not given' : formatDuration(r.duration)} · ${r.file ?? 'file not named'}`;
}

/** On the line: the duration first and the file without its folder, so the part that differs stays in view (all of it on hover). */
function shortWords(shown: StreamSplit): string {
  const full = words(shown);
  return shown.kind === 'answer' && shown.row.outcome === 'ok' && shown.row.file ? full.replace(shown.row.file, shown.row.file.replace(/^.*\//, '')) : full;
}

export function StreamSplitLine({ app, stream, otherwise }: { app: string; stream: string; otherwise: string | null }) {
  const shown = useMc((s) => s.live.splitShown[streamSplitKey(app, stream)]);
  if (!shown) {
    return (
      <span className="lv-split-line lv-dim" title={otherwise ?? undefined}>
        {otherwise}
      </span>
    );
  }
  const text = words(shown);
  const short = shortWords(shown);
  return (
    <span className="lv-split-line" role="status" aria-label={`Last split of ${stream}`} title={text || undefined}>
      {shown.kind === 'sending' ? (
        <StateTag state="connecting" word="SENDING" />
      ) : shown.kind === 'failed' ? (
        <StateTag state="failed" />
      ) : (
        <StateTag state={TAG[shown.row.outcome]} word={shown.row.outcome === 'not_sent' ? 'NOT SENT' : undefined} />
      )}
      {short ? <span className={shown.kind === 'answer' && shown.row.outcome === 'ok' ? 'lv-mono' : 'lv-result__msg'}>{short}</span> : null}
    </span>
  );
}
