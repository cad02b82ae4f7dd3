/**
 * The Activity detail: one entry in words — who sent it, on which account (by name),
 * what was asked, what came back, what the destination then became, how long, which
 * sheet and cue. The whole (redacted) intent and outcome as JSON sit behind "Show raw";
 * the API command name only there and in the title's tooltip.
 */
import { useState } from 'react';
import type { AuditEntry } from '../../../../shared/domain/audit';
import { StateTag } from '../../components/StateTag';
import { Time } from '../../components/Time';
import { type DetailField, activityDetail } from './activity-detail';
import { entryTag } from './entry-words';

function Fields({ label, fields }: { label: string; fields: DetailField[] }) {
  return (
    <dl className="ac-fields" aria-label={label}>
      {fields.map((f) => (
        <div key={f.label}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ActivityDetailPanel({ entry, onClose }: { entry: AuditEntry | null; onClose(): void }) {
  const [raw, setRaw] = useState(false);
  if (entry === null) {
    return (
      <section className="ac-detail ac-detail--empty" aria-label="Activity detail">
        <h2>Detail</h2>
        <p className="mc-hint">Pick a row (click, or Enter on it) to see everything that was asked and what came back.</p>
      </section>
    );
  }
  const d = activityDetail(entry);
  const tag = entryTag(entry);
  return (
    <section className="ac-detail" aria-label="Activity detail">
      <div className="ac-detail__head">
        <h2 title={d.command}>{d.title}</h2>
        <button type="button" className="mc-btn" onClick={onClose}>Close</button>
      </div>
      <p>
        <StateTag state={tag.tag} word={tag.word} /> <Time value={entry.time} />
      </p>
      <Fields label="Entry" fields={d.fields} />
      <h3>What was asked</h3>
      {d.asked.length > 0 ? <Fields label="What was asked" fields={d.asked} /> : <p>Nothing beyond the action itself.</p>}
      <h3>What came back</h3>
      <p>{d.answer}</p>
      {d.then.length > 0 ? (
        <>
          <h3>Then</h3>
          <ul className="ac-then" aria-label="What the destination then became">
            {d.then.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </>
      ) : null}
      <button type="button" className="mc-btn ac-raw-toggle" aria-expanded={raw} onClick={() => setRaw(!raw)}>
        {raw ? 'Hide raw' : 'Show raw'}
      </button>
      {raw ? (
        <div className="ac-raw" role="group" aria-label="Raw entry">
          <h3>Intent</h3>
          <pre className="ac-json" aria-label="Intent">{d.intent}</pre>
          <h3>Outcome</h3>
          {d.outcome === null ? <p className="mc-hint">No outcome yet.</p> : <pre className="ac-json" aria-label="Outcome">{d.outcome}</pre>}
        </div>
      ) : null}
    </section>
  );
}
