/**
 * Add a cue: one form per action kind, validated by the sheet schema (the catalog's
 * request schemas) with each problem under its field. Destinations are picked from the
 * account's stored services, applications suggested from the account.
 */
import { type FormEvent, useState } from 'react';
import { Field } from '../../components/Field';
import { useMc } from '../../stores/store';
import { useAppNames } from '../live/use-app-names';
import { serviceLabel } from '../live/labels';
import { BLANK_FIELDS, type CueFields, type FieldErrors, type FormKind, KIND_WORDS, cueFromFields, fieldsDestructive, fieldsForKind } from './cue-form';
import { TimingPick } from './TimingPick';
import type { TimingFields } from './timing-form';
import { addCue } from './sheet-edit';
import { GroupPick } from './GroupPick';

type Set = <K extends keyof CueFields>(k: K, v: CueFields[K]) => void;

/** The account's destinations as the board names them ("#502 YouTube main"): a cue picks from these, never types a name. */
function DestinationPick({ f, set, errors }: { f: CueFields; set: Set; errors: FieldErrors }) {
  const services = useMc((s) => s.sheets.services);
  return (
    <fieldset className="sh-pick" aria-describedby={errors.services ? 'sh-services-error' : undefined}>
      <legend>Destinations</legend>
      {services.length === 0 ? <span className="mc-hint">No stored services on this account.</span> : null}
      {services.map((s) => (
        <label key={s.push_service_id} className="mc-inline">
          <input type="checkbox" checked={f.services.includes(s.push_service_id)} onChange={(e) => set('services', e.target.checked ? [...f.services, s.push_service_id] : f.services.filter((x) => x !== s.push_service_id))} />
          {serviceLabel(s)}
        </label>
      ))}
      {errors.services ? <span id="sh-services-error" className="mc-field__error">{errors.services}</span> : null}
    </fieldset>
  );
}

function KindFields({ f, set, errors }: { f: CueFields; set: Set; errors: FieldErrors }) {
  const text = (k: 'app' | 'inst' | 'stream' | 'title' | 'description' | 'codes', label: string, extra: { placeholder?: string; list?: string; hint?: string } = {}) => (
    <Field label={label} value={f[k]} error={errors[k]} onChange={(e) => set(k, e.target.value)} placeholder={extra.placeholder} list={extra.list} hint={extra.hint} />
  );
  switch (f.kind) {
    case 'note':
      return null;
    case 'goLive':
      return (
        <>
          <DestinationPick f={f} set={set} errors={errors} />
          <GroupPick f={f} set={set} errors={errors} />
          <label className="mc-inline">
            <input type="checkbox" checked={f.reconnect} onChange={(e) => set('reconnect', e.target.checked)} /> Reconnect automatically (turned on for each destination before it connects)
          </label>
          {text('inst', 'Instance')}
          {text('app', 'Source application (override)', { list: 'sh-apps', hint: 'empty: the service’s own' })}
          {text('stream', 'Source stream (override)', { hint: 'empty: the service’s own' })}
        </>
      );
    case 'disconnect':
      return (
        <>
          <label className="mc-inline">
            <input type="checkbox" checked={f.all} onChange={(e) => set('all', e.target.checked)} /> Disconnect all pushes (arms first)
          </label>
          {f.all ? null : <DestinationPick f={f} set={set} errors={errors} />}
          {f.all ? null : <GroupPick f={f} set={set} errors={errors} />}
          {text('app', 'Application', { list: 'sh-apps', placeholder: 'e.g. demo-origin', hint: f.all ? undefined : 'used for a destination with no source application of its own' })}
          {text('inst', 'Instance')}
        </>
      );
    case 'split':
      return (
        <>
          {text('app', 'Application/instance', { placeholder: 'e.g. demo-origin/live' })}
          {text('stream', 'Stream or pattern', { placeholder: 'e.g. cam_1 or cam_*' })}
          {text('title', 'Title', { hint: '{n} is the cue number, {label} its label' })}
          {text('description', 'Description')}
          <label className="mc-inline">
            <input type="checkbox" checked={f.del} onChange={(e) => set('del', e.target.checked)} /> Delete the closed file (arms first)
          </label>
        </>
      );
    case 'geo':
      return (
        <>
          {text('app', 'Application', { list: 'sh-apps' })}
          {text('stream', 'Stream (optional)')}
          <label className="mc-inline">
            <input type="checkbox" checked={f.allowAll} onChange={(e) => set('allowAll', e.target.checked)} /> Allow every country (arms first)
          </label>
          {f.allowAll ? null : text('codes', 'Allowed countries', { placeholder: 'e.g. GB, IE', hint: 'two-letter codes' })}
        </>
      );
    case 'playlist':
      return text('stream', 'Channel');
  }
}

export function CueForm() {
  const [f, setF] = useState<CueFields>(BLANK_FIELDS);
  const [errors, setErrors] = useState<FieldErrors>({});
  const apps = useAppNames();
  const set: Set = (k, v) => setF((old) => ({ ...old, [k]: v }));
  const setTiming = <K extends keyof TimingFields>(k: K, v: TimingFields[K]): void => setF((old) => ({ ...old, [k]: v }));
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    const services = useMc.getState().sheets.services;
    const r = cueFromFields(f, (id) => services.find((s) => s.push_service_id === id)?.app || null);
    if (!r.ok) return setErrors(r.errors);
    const draft = useMc.getState().sheets.draft!;
    useMc.getState().setDraft(addCue(draft, r.cue), 'add a cue');
    setErrors({});
    setF({ ...BLANK_FIELDS, kind: f.kind, inst: f.inst, app: f.app });
  };
  return (
    <form className="sh-form" aria-label="Add a cue" onSubmit={submit}>
      <h2>Add a cue</h2>
      <label className="mc-inline">
        Action
        <select className="mc-select" value={f.kind} onChange={(e) => { setF(fieldsForKind(f, e.target.value as FormKind)); setErrors({}); }}>
          {(Object.keys(KIND_WORDS) as FormKind[]).map((k) => <option key={k} value={k}>{KIND_WORDS[k]}</option>)}
        </select>
      </label>
      <Field label="Label" value={f.label} onChange={(e) => set('label', e.target.value)} placeholder="e.g. Opening" />
      <TimingPick f={f} set={setTiming} errors={errors} destructive={fieldsDestructive(f)} />
      <KindFields f={f} set={set} errors={errors} />
      <datalist id="sh-apps">{apps.map((a) => <option key={a} value={a} />)}</datalist>
      <Field label="Notes" value={f.notes} onChange={(e) => set('notes', e.target.value)} />
      {errors.kind ? <span className="mc-field__error">{errors.kind}</span> : null}
      <button type="submit" className="mc-btn mc-btn--primary">Add cue</button>
    </form>
  );
}
