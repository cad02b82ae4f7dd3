/**
 * The profile form as pure data: a draft of strings (what the inputs hold) checked with
 * the shared `profileFields` schema, so the form's messages are exactly the schema's
 * ("the account id (cdn) is a whole number"). Nothing here touches a secret.
 */
import { type ProfileFields, type ProfileView, profileFields } from '../../../../shared/domain/profile';
import type { SerializationChoice } from '../../../../shared/domain/serialization';

export interface ProfileDraft {
  name: string;
  baseUrl: string;
  cdn: string;
  serialization: SerializationChoice;
  colour: string;
}

export type DraftField = keyof ProfileDraft;
export type DraftErrors = Partial<Record<DraftField, string>>;

/** What a person reads for each field: the form's labels and its "Not saved" summary both use these, never the member names. */
export const FIELD_LABELS: Record<DraftField, string> = { name: 'Name', baseUrl: 'Base URL', cdn: 'Account id (cdn)', serialization: 'Serialization', colour: 'Colour' };

/** The marked fields as issues for the result line, named by their labels. */
export function draftIssues(errors: DraftErrors): Array<{ path: string; message: string }> {
  return (Object.keys(errors) as DraftField[]).map((f) => ({ path: FIELD_LABELS[f], message: errors[f] ?? '' }));
}

export const EMPTY_DRAFT: ProfileDraft = { name: '', baseUrl: 'https://', cdn: '', serialization: 'php', colour: '#2f80ed' };

export function draftOf(p: ProfileView): ProfileDraft {
  return { name: p.name, baseUrl: p.baseUrl, cdn: String(p.cdn), serialization: p.serialization, colour: p.colour };
}

export type DraftCheck = { ok: true; fields: ProfileFields } | { ok: false; errors: DraftErrors };

/** Every problem at once, one message per field (the first the schema gives). */
export function checkDraft(draft: ProfileDraft, takenNames: string[] = []): DraftCheck {
  const errors: DraftErrors = {};
  // An empty cdn would coerce to 0 and read "positive number"; say what is missing instead.
  const input = { ...draft, cdn: draft.cdn.trim() === '' ? Number.NaN : draft.cdn.trim() };
  const parsed = profileFields.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as DraftField | undefined;
      if (field && errors[field] === undefined) errors[field] = issue.message;
    }
  }
  const cdn = draft.cdn.trim();
  // The schema coerces, so "12x" would read "expected number, received NaN": say it plainly.
  if (cdn === '') errors.cdn = 'give the account id (cdn), a whole number';
  else if (!/^-?\d+(\.\d+)?$/.test(cdn)) errors.cdn = 'the account id (cdn) is a whole number, digits only (e.g. 4711)';
  const name = draft.name.trim().toLowerCase();
  if (!errors.name && takenNames.some((t) => t.toLowerCase() === name)) errors.name = 'another account already has this name';
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, fields: parsed.data };
}
