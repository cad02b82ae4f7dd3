/**
 * The connect forms (stored and direct mode) as plain data: which fields a kind needs,
 * how typed text becomes request params, and per-field messages from the catalog schema
 * itself — so the form never disagrees with what the client will accept.
 */
import { catalog, type CommandParams } from '../../api/catalog';
import { PLAYLIST_DEFAULTS } from '../../api/commands/push';
import { type PushMember, PUSH_KINDS, PUSH_MEMBER_LABELS, pushKindOf } from '../push-kinds';

export type ConnectParams = CommandParams<'pushpublish.connect'>;
export type PlaylistOptionName = keyof typeof PLAYLIST_DEFAULTS;
export type PlaylistOptionValues = { [K in PlaylistOptionName]: (typeof PLAYLIST_DEFAULTS)[K] extends boolean ? boolean : (typeof PLAYLIST_DEFAULTS)[K] extends number ? number : string };

/** What the direct form holds: text as typed, plus the playlist options. */
export interface DirectFormValues {
  service_name: string;
  entry_name: string;
  app: string;
  inst: string;
  stream: string;
  dst_stream: string;
  members: Partial<Record<PushMember, string>>;
  playlist: PlaylistOptionValues;
  /** The form's advanced part: members most pushes leave to the server. */
  advanced?: Partial<Record<AdvancedMember, string>>;
}

/** Connect members few pushes need, kept out of the main form. */
export const ADVANCED_MEMBERS = ['origin_url', 'adaptive_group', 'event_name'] as const;
export type AdvancedMember = (typeof ADVANCED_MEMBERS)[number];

/**
 * Suggestions for the free-text service kind: the spec's three names, then every other
 * kind the account's stored services show (a real service has more kinds than the spec
 * names; any text is sent as typed).
 */
export function serviceKindSuggestions(storedKinds: ReadonlyArray<string | null | undefined>): string[] {
  const spec = PUSH_KINDS.filter((k) => k.specName).map((k) => k.serviceName);
  const seen = storedKinds.map((k) => (k ?? '').trim()).filter((k) => k !== '');
  return [...new Set([...spec, ...seen])];
}

export interface StoredFormValues {
  push_service_id: number;
  inst: string;
  app?: string;
  stream?: string;
  server_tag?: string;
  /** The origin to call, when not the default (spec: origin_url, both modes). */
  origin_url?: string;
}

export function defaultPlaylistOptions(): PlaylistOptionValues {
  return { ...PLAYLIST_DEFAULTS } as PlaylistOptionValues;
}

/** The destination members the form asks for with this kind; unknown kinds get every member as optional. */
export function membersForKind(serviceName: string): { required: PushMember[]; optional: PushMember[] } {
  const kind = pushKindOf(serviceName);
  if (kind) return { required: [...kind.required], optional: [...kind.optional] };
  return { required: [], optional: Object.keys(PUSH_MEMBER_LABELS) as PushMember[] };
}

/** Only options that differ from the spec's default are sent; the server applies the defaults itself. */
export function changedPlaylistOptions(values: PlaylistOptionValues): Partial<PlaylistOptionValues> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) {
    if (PLAYLIST_DEFAULTS[k as PlaylistOptionName] !== v) out[k] = v;
  }
  return out as Partial<PlaylistOptionValues>;
}

function nonEmpty(v: string | undefined): string | undefined {
  return v === undefined || v.trim() === '' ? undefined : v.trim();
}

/** Typed text → connect params; empty fields are left out, members not asked by the kind are dropped. */
export function directParams(v: DirectFormValues): ConnectParams {
  const { required, optional } = membersForKind(v.service_name);
  const members: Record<string, string> = {};
  for (const m of [...required, ...optional]) {
    const value = m === 'dst_pass' ? v.members[m] : nonEmpty(v.members[m]);
    if (value !== undefined && value !== '') members[m] = value;
  }
  const params: Record<string, unknown> = {
    app: nonEmpty(v.app),
    inst: nonEmpty(v.inst),
    stream: nonEmpty(v.stream),
    service_name: nonEmpty(v.service_name),
    dst_stream: nonEmpty(v.dst_stream),
    entry_name: nonEmpty(v.entry_name),
    ...Object.fromEntries(ADVANCED_MEMBERS.map((m) => [m, nonEmpty(v.advanced?.[m])])),
    ...members,
    ...changedPlaylistOptions(v.playlist),
  };
  return Object.fromEntries(Object.entries(params).filter(([, x]) => x !== undefined)) as ConnectParams;
}

export function storedParams(v: StoredFormValues): ConnectParams {
  const params: Record<string, unknown> = {
    push_service_id: v.push_service_id,
    app: nonEmpty(v.app),
    inst: nonEmpty(v.inst),
    stream: nonEmpty(v.stream),
    server_tag: nonEmpty(v.server_tag),
    origin_url: nonEmpty(v.origin_url),
  };
  return Object.fromEntries(Object.entries(params).filter(([, x]) => x !== undefined)) as ConnectParams;
}

export type FieldErrors = Record<string, string>;

/** Runs the catalog's own schema; each issue becomes a message on the field it names. */
export function connectFieldErrors(params: ConnectParams): FieldErrors {
  const result = catalog['pushpublish.connect'].request.safeParse(params);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= fieldMessage(field, issue.message);
  }
  return errors;
}

/** Form words for the members that are not destination members. */
const FORM_LABELS: Record<string, string> = {
  entry_name: 'entry name',
  dst_stream: 'destination stream or key',
  stream: 'source stream',
  app: 'source application',
  inst: 'source instance',
  service_name: 'destination kind',
  origin_url: 'origin URL',
  adaptive_group: 'adaptive group',
  event_name: 'event name',
};

function fieldMessage(field: string, message: string): string {
  const label = FORM_LABELS[field] ?? PUSH_MEMBER_LABELS[field as PushMember] ?? field.replace(/_/g, ' ');
  const capital = label.charAt(0).toUpperCase() + label.slice(1);
  if (message === `${field} is required when connecting without a push_service_id`) return `${capital} is required for a direct push (${field})`;
  if (message === `${field} is required in both modes`) return `${capital} is required (${field})`;
  if (message.toLowerCase().includes(label)) return message;
  return `${capital}: ${message}`;
}
