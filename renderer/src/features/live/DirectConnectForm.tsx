/**
 * Direct mode: a push without a stored service. The form asks exactly the members the
 * chosen kind needs (shared/domain/push-kinds.ts) and checks the whole request with the
 * catalog's own schema before anything is sent, showing each message on its field.
 */
import { type FormEvent, useState } from 'react';
import { type DirectFormValues, type FieldErrors, connectFieldErrors, defaultPlaylistOptions, directParams, membersForKind } from '../../../../shared/domain/live/connect-form';
import { PUSH_KINDS, PUSH_MEMBER_LABELS, type PushMember } from '../../../../shared/domain/push-kinds';
import { Field } from '../../components/Field';
import { useMc } from '../../stores/store';
import { directLabel } from './labels';
import { PlaylistOptions } from './PlaylistOptions';

const NUMERIC: PushMember[] = ['stream_id', 'dst_port'];

function initial(app: string, inst: string): DirectFormValues {
  return { service_name: 'rtmp', entry_name: '', app, inst, stream: '', dst_stream: '', members: {}, playlist: defaultPlaylistOptions() };
}

export function DirectConnectForm() {
  const target = useMc((s) => s.live.snapshot?.target ?? null);
  const goLive = useMc((s) => s.liveGoLive);
  const [v, setV] = useState<DirectFormValues>(() => initial(target?.app ?? '', target?.inst ?? ''));
  const [errors, setErrors] = useState<FieldErrors>({});
  const { required, optional } = membersForKind(v.service_name);
  const set = (patch: Partial<DirectFormValues>): void => setV((old) => ({ ...old, ...patch }));
  const setMember = (m: PushMember, value: string): void => setV((old) => ({ ...old, members: { ...old.members, [m]: value } }));
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    const params = directParams({ ...v, app: v.app || target?.app || '', inst: v.inst || target?.inst || '' });
    const found = connectFieldErrors(params);
    setErrors(found);
    if (Object.keys(found).length === 0) void goLive([params], [directLabel(params)]);
  };
  const text = (label: string, key: 'entry_name' | 'app' | 'inst' | 'stream' | 'dst_stream', placeholder?: string) => (
    <Field label={label} value={v[key]} onChange={(e) => set({ [key]: e.target.value })} error={errors[key]} placeholder={placeholder} />
  );
  return (
    <form className="lv-form" onSubmit={submit} aria-label="Connect directly" noValidate>
      <div className="lv-grid-form">
        <Field
          label="Destination kind"
          render={(a11y) => (
            <select className="mc-input mc-select" {...a11y} value={v.service_name} onChange={(e) => set({ service_name: e.target.value })}>
              {PUSH_KINDS.map((k) => <option key={k.serviceName} value={k.serviceName}>{k.label}</option>)}
            </select>
          )}
          error={errors.service_name}
        />
        {text('Entry name (unique session key)', 'entry_name', 'e.g. yt-main')}
        {text('Source application', 'app', target?.app)}
        {text('Source instance', 'inst', target?.inst)}
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
      <PlaylistOptions values={v.playlist} onChange={(playlist) => set({ playlist })} errors={errors} />
      {errors.form ? <span className="mc-field__error">{errors.form}</span> : null}
      <button type="submit" className="mc-btn mc-btn--primary">Connect directly</button>
    </form>
  );
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
