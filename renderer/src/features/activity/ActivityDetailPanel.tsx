/**
 * The Activity detail: one entry's action in words, its API command, and the whole
 * (redacted) intent and outcome as JSON — the grid's Parameters cell is cut to its width,
 * this is not.
 */
import type { AuditEntry } from '../../../../shared/domain/audit';
import { Time } from '../../components/Time';
import { activityDetail } from './activity-detail';

export function ActivityDetailPanel({ entry, onClose }: { entry: AuditEntry | null; onClose(): void }) {
  if (entry === null) {
    return (
      <section className="ac-detail ac-detail--empty" aria-label="Activity detail">
        <h2>Detail</h2>
        <p className="mc-hint">Pick a row (click, or Enter on it) to see everything that was asked and what came back.</p>
      </section>
    );
  }
  const d = activityDetail(entry);
  return (
    <section className="ac-detail" aria-label="Activity detail">
      <div className="ac-detail__head">
        <h2>{d.title}</h2>
        <button type="button" className="mc-btn" onClick={onClose}>Close</button>
      </div>
      <p className="mc-hint">
        {entry.profileName} · <Time value={entry.time} /> · API command <code>{d.command}</code>
      </p>
      <h3>Intent</h3>
      <pre className="ac-json" aria-label="Intent">{d.intent}</pre>
      <h3>Outcome</h3>
      {d.outcome === null ? <p className="mc-hint">No outcome yet: still in flight, or the console stopped before the answer came.</p> : <pre className="ac-json" aria-label="Outcome">{d.outcome}</pre>}
    </section>
  );
}
