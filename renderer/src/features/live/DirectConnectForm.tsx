/**
 * Direct mode: a push without a stored service. The kind is free text with suggestions
 * (the spec's names and the kinds the stored services show); for a known kind the form
 * asks exactly its members (shared/domain/push-kinds.ts). origin_url, adaptive_group and
 * event_name sit in an Advanced part. The whole request is checked with the catalog's own
 * schema before anything is sent, each message on its field.
 */
import { type FormEvent, useMemo, useState } from 'react';
import {
  ADVANCED_MEMBERS, type AdvancedMember, type DirectFormValues, type FieldErrors, connectFieldErrors, defaultPlaylistOptions, directParams,
  membersForKind, serviceKindSuggestions,
} from '../../../../shared/domain/live/connect-form';
import { PUSH_MEMBER_LABELS, type PushMember, pushKindOf } from '../../../../shared/domain/push-kinds';
import { Field } from '../../components/Field';
import { useMc } from '../../stores/store';
import { directLabel } from './labels';
import { PlaylistOptions } from './PlaylistOptions';
import { LIVE_APPS } from './TargetBar';

const NUMERIC: PushMember[] = ['stream_id', 'dst_port'];
const ADVANCED_LABELS: Record<AdvancedMember, { label: string; hint: string }> = {
  origin_url: { label: 'Origin URL (optional)', hint: 'the origin server holding the source, when not the default' },
  adaptive_group: { label: 'Adaptive group (optional)', hint: 'push every rendition of this group together' },
  event_name: { label: 'Event name (optional)', hint: 'the event at the destination, for kinds that have one' },
};

function initial(app: string, inst: string): DirectFormValues {
  return { service_name: 'rtmp', entry_name: '', app, inst, stream: '', dst_stream: '', members: {}, playlist: defaultPlaylistOptions() };
}

export function DirectConnectForm() {
  const target = useMc((s) => s.live.snapshot?.target ?? null);
  const goLive = useMc((s) => s.liveGoLive);
  const [v, setV] = useState<DirectFormValues>(() => initial(target?.app ?? '', target?.inst ?? ''));
  const [errors, setErrors] = useState<FieldErrors>({});
  const storedRows = useMc((s) => s.live.services.rows);
  const suggestions = useMemo(() => serviceKindSuggestions((storedRows ?? []).map((r) => r.service_name)), [storedRows]);
  const kind = pushKindOf(v.service_name.trim());
  const { required, optional } = membersForKind(v.service_name);
  const set = (patch: Partial<DirectFormValues>): void => setV((old) => ({ ...old, ...patch }));
  const setMember = (m: PushMember, value: string): void => setV((old) => ({ ...old, members: { ...old.members, [m]: value } }));
  const setAdvanced = (m: AdvancedMember, value: string): void => setV((old) => ({ ...old, advanced: { ...old.advanced, [m]: value } }));
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    const params = directParams({ ...v, app: v.app || target?.app || '', inst: v.inst || target?.inst || '' });
    const found = connectFieldErrors(params);
    setErrors(found);
    if (Object.keys(found).length === 0) void goLive([params], [directLabel(params)]);
  };
  const text = (label: string, key: 'entry_name' | 'app' | 'inst' | 'stream' | 'dst_stream', placeholder?: string, list?: string) => (
    <Field label={label} value={v[key]} onChange={(e) => set({ [key]: e.target.value })} error={errors[key]} placeholder={placeholder} list={list} autoComplete={list ? 'off' : undefined} />
  );
  // Empty source fields fall back to the watched target: the placeholder says so in words, never as a value.
  const watched = (what: string | undefined) => (what ? `empty: watched ${what}` : undefined);
  return (
    <form className="lv-form" onSubmit={submit} aria-label="Connect directly" noValidate>
      <div className="lv-grid-form">
        <Field
          label="Destination kind"
          list="lv-kind-suggestions"
          autoComplete="off"
          spellCheck={false}
          value={v.service_name}
          onChange={(e) => set({ service_name: e.target.value })}
          error={errors.service_name}
          hint={kind ? `${kind.label} (service_name)` : v.service_name.trim() === '' ? 'service_name: pick a suggestion or type the kind' : 'a kind this console has no form for: sent as typed, every destination member offered'}
        />
        <datalist id="lv-kind-suggestions">
          {suggestions.map((k) => <option key={k} value={k}>{pushKindOf(k)?.label ?? 'seen on a stored service'}</option>)}
        </datalist>
        {text('Entry name (unique session key)', 'entry_name', 'e.g. yt-main')}
        {text('Source application', 'app', watched(target?.app), LIVE_APPS)}
        {text('Source instance', 'inst', watched(target?.inst))}
        {text('Source stream', 'stream', 'main')}
        {text('Destination stream or key', 'dst_stream')}
        {[...required, ...optional].map((m) => (
          <Field
            key={m}
            label={`${cap(PUSH_MEMBER_LABELS[m])}${required.includes(m) ? '' : ' (optional)'}`}
            type={m === 'dst_pass' ? 'password' : 'text'}
            inputMode={NUMERIC.includes(m) ? 'numeric' : undefined}
            autoComplete="off"
            value={v.members[m] ?? ''}
            onChange={(e) => setMember(m, e.target.value)}
            error={errors[m]}
            hint={m === 'dst_host' && optional.includes(m) ? 'leave empty for the default host' : undefined}
          />
        ))}
      </div>
      <details className="lv-advanced">
        <summary>Advanced</summary>
        <div className="lv-grid-form">
          {ADVANCED_MEMBERS.map((m) => (
            <Field key={m} label={ADVANCED_LABELS[m].label} hint={ADVANCED_LABELS[m].hint} autoComplete="off" value={v.advanced?.[m] ?? ''} onChange={(e) => setAdvanced(m, e.target.value)} error={errors[m]} />
          ))}
        </div>
      </details>
      <PlaylistOptions values={v.playlist} onChange={(playlist) => set({ playlist })} errors={errors} />
      {errors.form ? <span className="mc-field__error">{errors.form}</span> : null}
      <button type="submit" className="mc-btn mc-btn--primary">Connect directly</button>
    </form>
  );
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
