/** A fired cue's row cells: when it fired, its lateness against plan, and its outcome in the board's states with its Activity links. */
import { latenessWords, plannedAt } from '../../../../shared/domain/sheets/plan';
import type { CueRun } from '../../../../shared/domain/sheets/runner';
import { StateTag } from '../../components/StateTag';
import { Time } from '../../components/Time';
import { CUE_TAG } from './cue-words';

/** `check`: offered on an UNKNOWN outcome that can be checked (a geo cue: the same set again, which changes nothing). */
export function Outcome({ run, startedAt, plan, check }: { run: CueRun; startedAt: number | null; plan: Parameters<typeof plannedAt>[0]; check?: { name: string; run: () => void } }) {
  if (run.phase === 'waiting') return <td colSpan={3} />;
  if (run.phase === 'skipped') return <td colSpan={3}><StateTag state="off" word="SKIPPED" /></td>;
  const planned = plannedAt(plan, startedAt, run.firedAt);
  const o = run.phase === 'done' ? run.outcome : null;
  return (
    <>
      <td><Time value={new Date(run.firedAt)} timeOnly /></td>
      <td>{planned === null ? '—' : latenessWords(run.firedAt - planned)}</td>
      <td>
        {run.phase === 'firing' ? <StateTag state="connecting" word="SENDING" /> : o === null ? <StateTag state="done" word="NOTE" /> : (
          <>
            <div className="sh-out"><StateTag {...CUE_TAG[o.state]} /> <span>{o.message}</span></div>
            {o.parts.length > 1 ? (
              <ul className="sh-parts">{o.parts.map((p, i) => <li key={i} className="sh-out"><StateTag {...CUE_TAG[p.state]} /> <span>{p.label}{p.message ? ` — ${p.message}` : ''}</span></li>)}</ul>
            ) : null}
            {o.state === 'unknown' && check ? (
              <button type="button" className="mc-btn mc-btn--small sh-check" aria-label={check.name} title="The server cannot read allowed countries back; setting the same ones again changes nothing and gives a clear answer" onClick={check.run}>Check</button>
            ) : null}
            {o.auditIds.map((id, i) => <a key={id} className="sh-activity" href={`#/activity?entry=${id}`}>Activity{o.auditIds.length > 1 ? ` ${i + 1}` : ''}</a>)}
          </>
        )}
      </td>
    </>
  );
}
