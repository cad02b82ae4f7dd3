/**
 * The "Create ticket" form: what the operator typed → sevu.request params, or a specific
 * message per field. The catalog entry decides what is valid; this module only words the
 * empty cases for people and turns the typed UTC expiry into the API's form.
 */
import { catalog, type CommandParams } from '../../api/catalog';
import { utcInputToApi } from './utc';

export interface TicketForm {
  app: string;
  video: string;
  ip: string;
  /** Text as typed; empty or 0 = unlimited. */
  uses: string;
  /** UTC, as typed or from a datetime-local input; empty = no expiry. */
  expires: string;
  pass: string;
}

export type TicketFormProblems = Partial<Record<keyof TicketForm, string>>;

export const emptyTicketForm: TicketForm = { app: '', video: '', ip: '', uses: '0', expires: '', pass: '' };

const EMPTY_WORDS: Partial<Record<keyof TicketForm, string>> = {
  app: 'give the application(s) the ticket is for, e.g. demo-origin (several: a|b)',
  video: 'give the video(s) or stream(s), e.g. cam_1 — pipe-separated, * allowed',
  pass: 'generate a pass (or type one of at least 10 characters)',
};

export function ticketRequestOf(f: TicketForm): { ok: true; params: CommandParams<'sevu.request'> } | { ok: false; problems: TicketFormProblems } {
  const problems: TicketFormProblems = {};
  for (const [field, words] of Object.entries(EMPTY_WORDS) as Array<[keyof TicketForm, string]>) {
    if (f[field].trim() === '') problems[field] = words;
  }
  if (f.pass.trim() !== '' && f.pass.trim().length < 10) problems.pass = 'use a pass of at least 10 characters (press Generate for a strong one)';
  const uses = f.uses.trim() === '' ? 0 : Number(f.uses.trim());
  if (!Number.isInteger(uses) || uses < 0) problems.uses = 'uses is a whole number: 0 for unlimited, or how many plays are allowed';
  const expires = f.expires.trim() === '' ? undefined : utcInputToApi(f.expires);
  if (expires === null) problems.expires = 'use YYYY-MM-DD HH:MM (UTC), e.g. 2026-12-31 23:00';
  const params = {
    app: f.app.trim(),
    video: f.video.trim(),
    ...(f.ip.trim() === '' ? {} : { ip: f.ip.trim() }),
    pass: f.pass.trim(),
    uses,
    ...(expires ? { expires } : {}),
  };
  // The catalog judges every field each time, so all wrong fields are marked at once (the words above win where both speak).
  const checked = catalog['sevu.request'].request.safeParse(params);
  if (!checked.success) for (const issue of checked.error.issues) problems[String(issue.path[0]) as keyof TicketForm] ??= issue.message;
  return Object.keys(problems).length === 0 ? { ok: true, params } : { ok: false, problems };
}
