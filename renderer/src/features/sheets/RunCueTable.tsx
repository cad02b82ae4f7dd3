/** The run's list of every cue with its outcome: the standby row marked, a cue that waits for the operator flagged, a geo cue left UNKNOWN checkable. */
import { type ServiceNames, describeAction } from '../../../../shared/domain/sheets/describe';
import type { SheetCheck } from '../../../../shared/ipc/sheets';
import { useMc } from '../../stores/store';
import { cueProblems } from '../clock/clock-state';
import { Outcome } from './CueOutcome';
import { cueBlock } from './guard-words';
import { WILL_ASK, authorisationLine } from './arm-words';
import type { SheetRun } from './run-state';

export function RunCueTable({ run, names, check }: { run: SheetRun; names: ServiceNames; check: SheetCheck | null }) {
  const { sheet, state } = run;
  const i = state.standby;
  const clock = useMc((s) => s.clock.now);
  return (
    <table className="sh-table" aria-label="Cues and outcomes">
      <colgroup>
        <col className="sh-c-n" />
        <col className="sh-c-cue" />
        <col className="sh-c-what" />
        <col className="sh-c-fired" />
        <col className="sh-c-plan" />
        <col />
      </colgroup>
      <thead>
        <tr><th>#</th><th>Cue</th><th>What</th><th>Fired</th><th>Against plan</th><th>Outcome</th></tr>
      </thead>
      <tbody>
        {sheet.cues.map((c, n) => (
          <tr key={c.id} aria-current={n === i ? 'step' : undefined} className={n === i ? 'sh-now' : undefined}>
            <td>{n + 1}</td>
            <td>{c.label}</td>
            <td>
              {describeAction(c.action, { n: n + 1, label: c.label }, names)}
              {cueBlock(check, c.id) !== null ? <div className="sh-problem">⚠ waits for you: not accepted or a secret not entered on this machine</div> : null}
              <Authorisation line={authorisationLine(run, c)} />
              {cueProblems(clock, run.runId, c.id).map((p) => <div key={p.words} className="sh-problem sc-cue-problem" data-testid="preflight-mark">⚠ Preflight: {p.words}</div>)}
            </td>
            <Outcome
              run={state.cues[n]!}
              startedAt={state.startedAt}
              plan={c.plan}
              check={c.action?.kind === 'geo' ? { name: `Check cue ${n + 1}: set the same countries again and read the answer`, run: () => void useMc.getState().checkGeoCue(n) } : undefined}
            />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** "authorised by ana at 18:40" for a destructive hard cue, or that it will ask. */
function Authorisation({ line }: { line: string | null }) {
  if (line === null) return null;
  return <div className={line === WILL_ASK ? 'sh-problem' : 'sh-authorised'} data-testid="cue-authorisation">{line === WILL_ASK ? `⚠ ${line}` : `✓ ${line}`}</div>;
}
