/**
 * The add-a-cue form as pure state: its fields, and the cue they make — validated by the
 * sheet schema (so by the catalog's request schemas), each problem shown under the field
 * it belongs to.
 */
import { type ActionKind, type Cue, type CueAction, actionSchema, isDestructive } from '../../../../shared/domain/sheets/schema';
import { BLANK_TIMING, type TimingFields, planFromFields, timingOf } from './timing-form';

export type FormKind = ActionKind | 'note';

/** The plan and its timing are timing-form.ts's fields. */
export interface CueFields extends TimingFields {
  kind: FormKind;
  label: string;
  notes: string;
  services: number[];
  /** A destination group of the account (go live / disconnect), empty for none. */
  group: string;
  /** Go live: each destination gets automatic reconnect on before its connect. */
  reconnect: boolean;
  app: string;
  inst: string;
  stream: string;
  title: string;
  description: string;
  del: boolean;
  all: boolean;
  codes: string;
  allowAll: boolean;
}

export const BLANK_FIELDS: CueFields = {
  ...BLANK_TIMING, kind: 'goLive', label: '', notes: '', services: [], group: '', reconnect: false, app: '', inst: 'live', stream: '',
  title: '', description: '', del: false, all: false, codes: '', allowAll: false,
};

/** A new kind starts clean: only what every kind has (label, plan and timing, notes) is kept. */
export function fieldsForKind(f: CueFields, kind: FormKind): CueFields {
  return { ...BLANK_FIELDS, ...timingOf(f), kind, label: f.label, notes: f.notes };
}

/** A stored destination's own source application, when it has one (a disconnect names it). */
export type ServiceApp = (id: number) => string | null;

export const KIND_WORDS: Record<FormKind, string> = {
  goLive: 'Go live', disconnect: 'Disconnect', split: 'Split recording', geo: 'Geo apply', playlist: 'Show channel playlist', note: 'Note only',
};

export type FieldErrors = Partial<Record<keyof CueFields, string>>;

const opt = (v: string): string | undefined => (v.trim() === '' ? undefined : v.trim());
const list = (v: string): string[] => v.split(/[,\s]+/).map((x) => x.trim()).filter(Boolean);

function actionOf(f: CueFields, appOf: ServiceApp): unknown {
  switch (f.kind) {
    case 'note':
      return null;
    case 'goLive':
      return {
        kind: 'goLive', group: opt(f.group), reconnect: f.reconnect || undefined,
        connects: f.services.map((id) => ({ push_service_id: id, inst: f.inst.trim(), app: opt(f.app), stream: opt(f.stream) })),
      };
    case 'disconnect': {
      const inst = f.inst.trim();
      if (f.all) return { kind: 'disconnect', sessions: [{ app: f.app.trim(), inst, entry_name: '*' }] };
      // Each picked destination by its stored id, from its own application (the board's Disconnect does the same).
      return { kind: 'disconnect', group: opt(f.group), sessions: f.services.map((id) => ({ app: appOf(id) ?? f.app.trim(), inst, push_service_id: id })) };
    }
    case 'split':
      return { kind: 'split', params: { app: f.app.trim(), stream: f.stream.trim(), title: opt(f.title), description: opt(f.description), delete: f.del || undefined } };
    case 'geo':
      return { kind: 'geo', params: { app: f.app.trim(), stream: opt(f.stream), geo_codes: f.allowAll ? undefined : list(f.codes) } };
    case 'playlist':
      return { kind: 'playlist', params: { stream: f.stream.trim() } };
  }
}

/** Which form field a schema problem belongs to. */
const FIELD_OF: Record<string, keyof CueFields> = { group: 'group', connects: 'services', sessions: 'services', push_service_id: 'services', geo_codes: 'codes', entry_name: 'services', app: 'app', inst: 'inst', stream: 'stream', title: 'title', description: 'description' };

function fieldOf(path: readonly PropertyKey[]): keyof CueFields {
  for (let i = path.length - 1; i >= 0; i--) {
    const f = FIELD_OF[String(path[i])];
    if (f) return f;
  }
  return 'kind';
}

/** Whether the cue the fields make arms first (its timing then never offers firing late); read from the action as built. */
export const fieldsDestructive = (f: CueFields): boolean => isDestructive(actionOf(f, () => null) as CueAction | null);

export function cueFromFields(f: CueFields, appOf: ServiceApp = () => null): { ok: true; cue: Omit<Cue, 'id'> } | { ok: false; errors: FieldErrors } {
  const plan = planFromFields(f, fieldsDestructive(f));
  const errors: FieldErrors = plan.ok ? {} : { ...plan.errors };
  const group = opt(f.group) !== undefined;
  if (f.kind === 'goLive' && f.services.length === 0 && !group) errors.services = 'pick at least one destination, or a group';
  if (f.kind === 'disconnect' && !f.all && f.services.length === 0 && !group) errors.services = 'pick at least one destination or a group, or Disconnect all pushes';
  if (f.kind === 'geo' && !f.allowAll && list(f.codes).length === 0) errors.codes = 'give the countries to allow, or choose Allow every country';
  const raw = actionOf(f, appOf);
  let action: CueAction | null = null;
  // The action is checked even when the fields above are wrong: every wrong field is marked at once.
  if (raw !== null) {
    const r = actionSchema.safeParse(raw);
    if (r.success) action = r.data;
    else for (const issue of r.error.issues) errors[fieldOf(issue.path)] ??= issue.message;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, cue: { label: f.label.trim(), plan: plan.ok ? plan.plan : null, notes: f.notes, action } };
}
