/**
 * Who asked for an entry and what it asked, in words, for the Activity list and its detail
 * alike (one wording on both): the source ("Screen", "Command line", "Control surface
 * "Desk"", "Run sheet "Gala" cue 2 Opening", "Rehearsal"), and the parameters by their screen
 * names ("Destination: #502 · Application: demo-origin"). The raw JSON stays behind Show raw.
 */
import type { AuditEntry, AuditSource } from '../../../../shared/domain/audit';
import { tryWords } from '../../../../shared/domain/live/reconnect-try';
import { personWords } from '../../../../shared/domain/share/person-words';

const SOURCE_WORDS: Record<Exclude<AuditSource['kind'], 'control' | 'reconnect'>, string> = { screen: 'Screen', cli: 'Command line', rehearsal: 'Rehearsal', read: 'A read of the board', alert: 'Alerts' };

function askedBy(s: AuditSource | undefined): string | null {
  if (s === undefined) return null;
  if (s.kind === 'control') return `Control surface "${s.client}"`;
  if (s.kind === 'reconnect') return s.attempt === undefined || s.of === undefined ? 'Automatic reconnect' : `Automatic reconnect, ${tryWords(s.attempt, s.of)}`;
  return SOURCE_WORDS[s.kind];
}

/** A guest of a shared show, and who confirmed it under the two-person rule: "Ana, from 192.0.2.12". */
export function personLine(e: AuditEntry): string | null {
  if (e.person === undefined) return null;
  return e.confirmedBy === undefined ? personWords(e.person) : `${personWords(e.person)}, confirmed by ${personWords(e.confirmedBy)}`;
}

/** A cue names its sheet first; what fired it follows unless it was the screen (the usual way); a guest by name. */
export function sourceWords(e: AuditEntry): string {
  const by = personLine(e) ?? askedBy(e.source);
  if (e.cue === undefined) return by ?? 'Not recorded (an older entry)';
  const cue = `Run sheet "${e.cue.sheet}" cue ${e.cue.n}${e.cue.cue ? ` ${e.cue.cue}` : ''}`;
  return by === null || (e.source?.kind === 'screen' && e.person === undefined) ? cue : `${cue} · ${by}`;
}

/** Parameter names as words: the common ones by their screen names, the rest with spaces. */
const PARAM_WORDS: Record<string, string> = {
  app: 'Application', inst: 'Instance', stream: 'Stream', push_service_id: 'Destination', entry_name: 'Entry name',
  geo_codes: 'Countries', title: 'Title', delete: 'Delete the segment', mode: 'Mode', dst_host: 'Destination host',
};

export function paramLabel(name: string): string {
  const known = PARAM_WORDS[name];
  if (known) return known;
  const spaced = name.replace(/_/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

export function paramValue(name: string, v: unknown): string {
  if (name === 'push_service_id' && (typeof v === 'number' || typeof v === 'string')) return `#${v}`;
  if (Array.isArray(v)) return v.length === 0 ? 'none' : v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))).join(', ');
  if (typeof v === 'string') return v === '' ? '(empty)' : v;
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  return JSON.stringify(v);
}

export interface ParamWords {
  label: string;
  value: string;
}

/** Each parameter in words, in the order the log stored them. */
export function askedWords(e: AuditEntry): ParamWords[] {
  if (e.truncated) return [{ label: 'Parameters', value: 'Left out: too large for one audit entry' }];
  return Object.entries(e.params).map(([k, v]) => ({ label: paramLabel(k), value: paramValue(k, v) }));
}

/** The parameters on one line, as the list shows them. */
export function askedLine(e: AuditEntry): string {
  const words = askedWords(e);
  return words.length === 0 ? '—' : words.map((w) => `${w.label}: ${w.value}`).join(' · ');
}
