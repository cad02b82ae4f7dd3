/**
 * Create or edit a profile: name, base URL, account id (cdn), serialization, colour.
 * Every field's message comes from the shared schema (profile-form.ts); nothing is sent
 * until the whole form is valid, and nothing typed is lost when it is not.
 */
import { type FormEvent, useState } from 'react';
import type { ProfileFields, ProfileView } from '../../../../shared/domain/profile';
import { SERIALIZATION_VALUES } from '../../../../shared/domain/serialization';
import type { IpcResult } from '../../../../shared/ipc/define';
import { Field } from '../../components/Field';
import { ResultLine } from '../../components/ResultLine';
import { useSend } from '../../components/use-send';
import { BASE_URL_HINT } from '../../../../shared/domain/base-url';
import { type DraftErrors, type DraftField, FIELD_LABELS, type ProfileDraft, checkDraft, draftIssues } from './profile-form';

export interface ProfileFormProps {
  title: string;
  submitLabel: string;
  initial: ProfileDraft;
  takenNames: string[];
  onSave(fields: ProfileFields): Promise<IpcResult<ProfileView>>;
  onDone(view: ProfileView): void;
  onCancel(): void;
}

const SERIALIZATION_HINT: Record<string, string> = {
  php: 'php — escapes / and non-ASCII like PHP’s json_encode (the default)',
  standard: 'standard — plain JSON',
};

export function ProfileForm({ title, submitLabel, initial, takenNames, onSave, onDone, onCancel }: ProfileFormProps) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const sender = useSend(async () => {
    const check = checkDraft(draft, takenNames);
    if (!check.ok) {
      setErrors(check.errors);
      const issues = draftIssues(check.errors);
      return { ok: false as const, error: { kind: 'invalid_input' as const, message: 'fix the marked fields', issues } };
    }
    setErrors({});
    const r = await onSave(check.fields);
    if (r.ok) onDone(r.value);
    return r;
  }, () => 'Saved');
  const edit = (field: DraftField) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    void sender.send();
  };
  return (
    <form className="mc-panel mc-profile-form" aria-label={title} onSubmit={submit} noValidate>
      <h2>{title}</h2>
      <Field label={FIELD_LABELS.name} value={draft.name} onChange={(e) => edit('name')(e.target.value)} error={errors.name} autoComplete="off" />
      <Field label={FIELD_LABELS.baseUrl} value={draft.baseUrl} onChange={(e) => edit('baseUrl')(e.target.value)} error={errors.baseUrl} hint={BASE_URL_HINT} autoComplete="off" />
      <Field label={FIELD_LABELS.cdn} inputMode="numeric" value={draft.cdn} onChange={(e) => edit('cdn')(e.target.value)} error={errors.cdn} autoComplete="off" />
      <Field
        label={FIELD_LABELS.serialization}
        error={errors.serialization}
        hint={SERIALIZATION_HINT[draft.serialization]}
        render={(a11y) => (
          <select className="mc-select" {...a11y} value={draft.serialization} onChange={(e) => edit('serialization')(e.target.value)}>
            {SERIALIZATION_VALUES.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        )}
      />
      <Field label={FIELD_LABELS.colour} type="color" value={draft.colour} onChange={(e) => edit('colour')(e.target.value)} error={errors.colour} hint="The bar across the top while this account is active" />
      <div className="mc-form-actions">
        <button type="submit" className="mc-btn mc-btn--primary" aria-busy={sender.sending}>
          {submitLabel}
        </button>
        <button type="button" className="mc-btn" onClick={onCancel}>
          Cancel
        </button>
        <ResultLine outcome={sender.outcome} />
      </div>
    </form>
  );
}
