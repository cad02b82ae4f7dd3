/** sevu.* commands: tickets, attempts and stream users, with the spec's codes. */
import type { AttemptFilter } from '../state/attempts';
import { ticketKey } from '../state/tickets';
import { createRng, mixSeed } from '../prng';
import { NEVER, formatDatetime, parseDatetime } from '../time';
import { DEFAULT_LIMIT, type Handler, fail, ok } from './reply';
import type { SandboxState } from '../state';

type Criteria = { key?: string; app?: string; video?: string; ip?: string; pass?: string; success?: 0 | 1 };

/** Attempt filter from request criteria; `pass` selects the keys of tickets with that pass. */
function attemptFilter(state: SandboxState, c: Criteria, since?: number): AttemptFilter {
  const passKeys = c.pass === undefined ? undefined : new Set(state.tickets.list.filter((t) => t.row.pass === c.pass).map((t) => t.row.key));
  return { key: c.key, app: c.app, video: c.video, ip: c.ip, success: c.success, passKeys, since };
}

export const sevuStatus: Handler<'sevu.status'> = (req, { state }) => {
  const t = state.tickets.get(req.key);
  if (t === undefined) return ok('Ticket not found', {}, 2020);
  // Real clients read the ticket members at the top level; the spec shows `ticket`. Both.
  return ok('Ticket found', { ...t.row, ticket: { ...t.row } }, 2021);
};

export const sevuSearch: Handler<'sevu.search'> = (req, { state }) => {
  const { limit = DEFAULT_LIMIT, seek = 0, ...criteria } = req;
  const tickets = state.tickets.search(criteria, seek, limit);
  return tickets.length === 0 ? ok('No tickets found', { tickets }, 2030) : ok('Tickets found', { tickets }, 2031);
};

export const sevuErrorlog: Handler<'sevu.errorlog'> = (req, { state }) => {
  const { limit = DEFAULT_LIMIT, seek = 0, datetime, ...criteria } = req;
  const since = datetime === undefined ? undefined : (parseDatetime(datetime) ?? undefined);
  const errors = state.attempts.page(attemptFilter(state, criteria as Criteria, since), seek, limit);
  return errors.length === 0 ? ok('No matching error logs found', { errors }, 2040) : ok('Error logs found', { errors }, 2041);
};

/** Counts like errorlog would list: seek skips, limit caps (only when given). */
export const sevuErrorcount: Handler<'sevu.errorcount'> = (req, { state }) => {
  const { limit, seek = 0, ...criteria } = req;
  const total = state.attempts.count(attemptFilter(state, criteria as Criteria));
  const count = Math.min(Math.max(0, total - seek), limit ?? Number.POSITIVE_INFINITY);
  return ok('Attempts counted', { error_count: String(count) }, 2051);
};

export const sevuRemoveStreamUser: Handler<'sevu.removestreamuser'> = (req, { state }) => {
  const list = state.streamUsers;
  const index = list.findIndex((u) =>
    req.streamuser_id !== undefined
      ? u.streamuser_id === String(req.streamuser_id)
      : u.app === req.app && u.stream === req.stream && u.user === req.user,
  );
  if (index < 0) return fail('Stream user could not be removed: no such stream user', 2080);
  list.splice(index, 1);
  return ok('Stream user removed', {}, 2081);
};

export const sevuListStreamUsers: Handler<'sevu.liststreamusers'> = (req, { state }) => {
  const streamusers = state.streamUsers.filter(
    (u) => (req.app === undefined || u.app === req.app) && (req.stream === undefined || u.stream === req.stream),
  );
  return ok(`${streamusers.length} stream users`, { streamusers: streamusers.map((u) => ({ ...u })) });
};

export const sevuRequest: Handler<'sevu.request'> = (req, { state }) => {
  const rng = createRng(mixSeed(state.seed, state.tickets.list.length, 77));
  const key = ticketKey(rng, req.video);
  const expires = req.expires === undefined ? null : parseDatetime(req.expires);
  state.tickets.add({
    row: {
      key,
      pass: req.pass,
      ip: req.ip ?? '0.0.0.0/0',
      video: req.video,
      app: req.app,
      created_date: formatDatetime(state.nowSec()),
      used_date: NEVER,
      uses: String(req.uses ?? 0),
      active: '1',
    },
    expires,
    unlimited: (req.uses ?? 0) === 0,
  });
  return ok('Ticket created', { ticket: key });
};

export const sevuRevoke: Handler<'sevu.revoke'> = (req, { state }) => {
  const t = state.tickets.get(req.key);
  if (t === undefined) return fail(`Ticket not found: ${req.key}`);
  t.row.active = '0';
  return ok('Ticket revoked');
};
