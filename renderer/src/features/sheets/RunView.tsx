/**
 * Running a sheet: the standby cue large, with what it will do in words; GO fires it (a
 * destructive cue arms first, with its consequence and a countdown); every cue's
 * outcome in the board's states, the time it fired, its lateness against plan, and a
 * link to its Activity entry.
 */
import { useRef } from 'react';
import { describeAction } from '../../../../shared/domain/sheets/describe';
import { planWords } from '../../../../shared/domain/sheets/plan';
import { useMc } from '../../stores/store';
import { useBoardAnnouncer } from '../../stores/use-board-announcer';
import { serviceNames } from './cue-words';
import { cueBlock } from './guard-words';
import { ClockStrip } from '../clock/ClockStrip';
import { RehearsalPanel } from './RehearsalPanel';
import { useRehearsing } from './rehearsal-look';
import { RunControls } from './RunControls';
import { RunCueTable } from './RunCueTable';
import { useGoKey, useRunKeys } from './use-run-keys';

export function RunView() {
  const run = useMc((s) => s.sheets.run)!;
  const services = useMc((s) => s.sheets.services);
  const names = serviceNames(services);
  const rehearsing = useRehearsing();
  const [goKey, setGoKey] = useGoKey();
  const jumpField = useRef<HTMLInputElement>(null);
  const { sheet, state } = run;
  const i = state.standby;
  const cue = i === null ? null : sheet.cues[i]!;
  const words = cue === null ? '' : describeAction(cue.action, { n: i! + 1, label: cue.label }, names);
  const armed = state.armed !== null && state.armed.index === i;
  const consequence = armed ? `Press GO again: ${words}` : null;
  useRunKeys(goKey, consequence, jumpField);
  // Cue outcomes follow the board: its changes are told to screen readers while a sheet runs.
  useBoardAnnouncer();
  const fired = i !== null && (state.cues[i]!.phase === 'firing' || state.cues[i]!.phase === 'done');
  const check = useMc((s) => s.sheets.check);
  const blocked = cue === null ? null : cueBlock(check, cue.id);
  const left = armed ? Math.max(0, Math.ceil((state.armed!.until - Date.now()) / 1000)) : 0;
  return (
    <div className="sh-run">
      {rehearsing ? <RehearsalPanel on={rehearsing} /> : null}
      <ClockStrip />
      {run.armError ? <p className="mc-banner mc-banner--warning" role="status">Timed cues not armed, nothing fires by itself: {run.armError}</p> : null}
      <section className={`sh-standby${armed ? ' sh-standby--armed' : ''}`} aria-label="Standby">
        {/* Every line is always there and one line high (the whole text on hover), so GO stays put from cue to cue. */}
        <StandbyLine className="sh-standby__tag" text={cue === null ? '' : `STANDBY · cue ${i! + 1} of ${sheet.cues.length}${cue.plan ? ` · ${planWords(cue.plan)}` : ''}`} />
        <StandbyLine className="sh-standby__label" text={cue === null ? 'End of the sheet: every cue has had its turn.' : cue.label || '(no label)'} />
        <StandbyLine className="sh-standby__what" text={words} />
        <StandbyLine className="mc-hint" text={cue?.notes ?? ''} />
        {/* A status throughout, so what comes into it is announced. */}
        <StandbyLine className="sh-problem" role="status" text={blocked ? `⚠ ${blocked}` : fired ? 'This cue was already fired in this run; it is never sent twice. Skip or jump to go on.' : ''} />
        <RunControls go={{ goKey, consequence, left, disabled: cue === null || fired || blocked !== null }} setGoKey={setGoKey} jumpField={jumpField} />
      </section>
      <RunCueTable run={run} names={names} check={check} />
    </div>
  );
}

/** One line of the standby cue: cut with … when long (whole in its title), kept one line high when empty. */
function StandbyLine({ className, text, role }: { className: string; text: string; role?: 'status' }) {
  return <div className={`${className} sh-standby__line`} title={text || undefined} role={role}>{text || '\u00a0'}</div>;
}
