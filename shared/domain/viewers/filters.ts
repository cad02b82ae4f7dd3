/**
 * Filter forms of the Tickets and Attempts grids: what the operator typed (all text) turned
 * into request params of sevu.search / sevu.errorlog / sevu.errorcount. Validation is the
 * catalog's own request schema, so a message here is the same one the gateway would give.
 */
import { catalog } from '../../api/catalog';
import { utcInputToApi } from './utc';

export interface TicketFilter {
  key: string;
  app: string;
  video: string;
  ip: string;
  pass: string;
}

export type SuccessChoice = 'all' | 'accepted' | 'rejected';

export interface AttemptFilter extends TicketFilter {
  success: SuccessChoice;
  /** On-or-after, UTC, as typed: `YYYY-MM-DD HH:MM[:SS]` or a datetime-local value. */
  since: string;
}

export const emptyTicketFilter: TicketFilter = { key: '', app: '', video: '', ip: '', pass: '' };
export const emptyAttemptFilter: AttemptFilter = { ...emptyTicketFilter, success: 'all', since: '' };

export type TicketParams = { key?: string; app?: string; video?: string; ip?: string; pass?: string };
export type AttemptParams = TicketParams & { success?: 0 | 1; datetime?: string };

/** Field name → what is wrong with it, in words. Empty when the filter is usable. */
export type FilterProblems = Partial<Record<keyof AttemptFilter, string>>;

function textParams(f: TicketFilter): TicketParams {
  const out: TicketParams = {};
  for (const name of ['key', 'app', 'video', 'ip', 'pass'] as const) {
    const v = f[name].trim();
    if (v !== '') out[name] = v;
  }
  return out;
}

export function ticketParams(f: TicketFilter): TicketParams {
  return textParams(f);
}

/** Params for sevu.errorlog. sevu.errorcount takes the same minus `datetime` (see countParams). */
export function attemptParams(f: AttemptFilter): AttemptParams {
  const out: AttemptParams = textParams(f);
  if (f.success !== 'all') out.success = f.success === 'accepted' ? 1 : 0;
  const since = f.since.trim();
  if (since !== '') out.datetime = utcInputToApi(since) ?? since;
  return out;
}

/** sevu.errorcount has no datetime member (spec); the count covers every date. */
export function countParams(p: AttemptParams): Omit<AttemptParams, 'datetime'> {
  const { datetime: _d, ...rest } = p;
  return rest;
}

function problemsOf(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }, rename: Record<string, keyof AttemptFilter> = {}): FilterProblems {
  if (result.success || result.error === undefined) return {};
  const out: FilterProblems = {};
  for (const issue of result.error.issues) {
    const member = String(issue.path[0] ?? 'key');
    const field = rename[member] ?? (member as keyof AttemptFilter);
    out[field] ??= issue.message;
  }
  return out;
}

export function checkTicketFilter(f: TicketFilter): FilterProblems {
  return problemsOf(catalog['sevu.search'].request.safeParse(ticketParams(f)));
}

export function checkAttemptFilter(f: AttemptFilter): FilterProblems {
  return problemsOf(catalog['sevu.errorlog'].request.safeParse(attemptParams(f)), { datetime: 'since' });
}
