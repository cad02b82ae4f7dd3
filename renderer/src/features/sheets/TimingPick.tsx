/**
 * The timing part of the add-a-cue form: when the cue is planned, what happens at that time (hard,
 * soft, nothing), what a missed time does, and a repeat. Clock times are echoed in local time and
 * UTC. A destructive cue is not offered "fire late" and the form says why. Rules: timing-form.ts.
 */
import { Field } from '../../components/Field';
import { localZone } from '../../../../shared/domain/sheets/zone';
import { NEVER_LATE_HINT, type TimingErrors, type TimingFields, isClockTime } from './timing-form';
import { nextClockWords } from './timing-words';

type Set = <K extends keyof TimingFields>(k: K, v: TimingFields[K]) => void;

/** "next: 19:00:00 (18:00:00 UTC)" under a clock field once what is typed is a time; the hint otherwise. */
function clockHint(text: string, otherwise?: string): string | undefined {
  return isClockTime(text) ? `next: ${nextClockWords(text.trim(), Date.now(), localZone())} · local time (${localZone()})` : otherwise;
}

function Select<V extends string>({ label, value, options, onChange, error }: { label: string; value: V; options: Array<[V, string]>; onChange: (v: V) => void; error?: string }) {
  return (
    <div className="mc-field">
      <label className="mc-inline">
        {label}
        <select className="mc-select" value={value} aria-invalid={Boolean(error)} onChange={(e) => onChange(e.target.value as V)}>
          {options.map(([v, words]) => <option key={v} value={v}>{words}</option>)}
        </select>
      </label>
      {error ? <span className="mc-field__error">{error}</span> : null}
    </div>
  );
}

function Missed({ f, set, errors, destructive }: { f: TimingFields; set: Set; errors: TimingErrors; destructive: boolean }) {
  const options: Array<[TimingFields['missed'], string]> = [['ask', 'standby and ask'], ['skip', 'skip it'], ...(destructive ? [] : [['late', 'fire late, up to'] as [TimingFields['missed'], string]])];
  return (
    <>
      <Select label="If its time is missed" value={f.missed} options={options} error={errors.missed} onChange={(v) => set('missed', v)} />
      {destructive ? <span className="mc-hint">{NEVER_LATE_HINT}</span> : null}
      {f.missed === 'late' && !destructive ? <Field label="Seconds late at most" inputMode="numeric" value={f.lateSeconds} error={errors.lateSeconds} onChange={(e) => set('lateSeconds', e.target.value)} /> : null}
    </>
  );
}

function Repeat({ f, set, errors }: { f: TimingFields; set: Set; errors: TimingErrors }) {
  return (
    <>
      <label className="mc-inline">
        <input type="checkbox" checked={f.repeat} onChange={(e) => set('repeat', e.target.checked)} /> Repeat (e.g. split every 30 minutes until 23:00)
      </label>
      {f.repeat ? (
        <>
          <Field label="Every (minutes)" inputMode="numeric" value={f.repeatEvery} error={errors.repeatEvery} onChange={(e) => set('repeatEvery', e.target.value)} />
          <Field label="Until" placeholder="e.g. 23:00" value={f.repeatUntil} error={errors.repeatUntil} hint={clockHint(f.repeatUntil, 'the last repeat is before it')} onChange={(e) => set('repeatUntil', e.target.value)} />
        </>
      ) : null}
    </>
  );
}

export function TimingPick({ f, set, errors, destructive }: { f: TimingFields; set: Set; errors: TimingErrors; destructive: boolean }) {
  return (
    <fieldset className="sh-timing" aria-label="Timing">
      <legend>When</legend>
      <Select
        label="Planned"
        value={f.planKind}
        onChange={(v) => set('planKind', v)}
        options={[['none', 'no time'], ['clock', 'at a clock time'], ['offset', 'after the first GO'], ['after', 'after the previous cue']]}
      />
      {f.planKind === 'clock' ? <Field label="Clock time" value={f.planAt} error={errors.planAt} placeholder="e.g. 20:00" hint={clockHint(f.planAt, 'local time, HH:MM or HH:MM:SS')} onChange={(e) => set('planAt', e.target.value)} /> : null}
      {f.planKind === 'offset' ? <Field label="Minutes after the first GO" value={f.planOffset} error={errors.planOffset} placeholder="e.g. 4:30" onChange={(e) => set('planOffset', e.target.value)} /> : null}
      {f.planKind === 'after' ? <Field label="Minutes after the previous cue" value={f.planAfter} error={errors.planAfter} placeholder="e.g. 2:00" hint="after the previous cue fires (its plan until then)" onChange={(e) => set('planAfter', e.target.value)} /> : null}
      <Select
        label="At its time"
        value={f.timing}
        error={errors.timing}
        onChange={(v) => set('timing', v)}
        options={[['none', 'nothing (only a plan)'], ['hard', 'fire by itself (hard)'], ['soft', 'standby, wait for GO (soft)']]}
      />
      {f.timing === 'hard' && destructive ? <span className="mc-hint">Arms first: it fires by itself only if authorised when the run is armed; otherwise at its time it goes to standby and asks.</span> : null}
      {f.timing !== 'none' ? <Missed f={f} set={set} errors={errors} destructive={destructive} /> : null}
      {f.timing !== 'none' ? <Repeat f={f} set={set} errors={errors} /> : null}
    </fieldset>
  );
}
