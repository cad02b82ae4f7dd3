import * as z from 'zod';
import { defineCommand } from '../define';
import { once } from '../lazy';
import { responseOf } from '../envelope';
import { attemptRecord, streamUserRecord, ticketRecord } from '../records';
import { sameKeys } from '../wire/key-members';
import { wireArray } from '../wire/lists';
import { withListMember } from '../wire/list-member';
import { reqInt } from '../wire/requests';
import { wireInt } from '../wire/scalars';
import { datetimeText, paging, successFilter, text, ticketCriteria, ticketRequestIp } from './viewer-fields';

/** sevu.status's "found": an answer with this code and no readable ticket is a failed read, never "not found". */
const FOUND_CODE = '2021';

/** The ticket of sevu.status sits under `ticket` in the spec and at the top level in real clients. */
const statusBody = once(() => {
  // The ticket is the answer's key member: "found" without one is a failed read (null only for "not found").
  const statusResponse = responseOf({ ticket: ticketRecord().nullable() }, ['ticket']);
  return sameKeys(z.preprocess((raw) => {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const obj = raw as Record<string, unknown>;
  if (obj.ticket !== undefined && obj.ticket !== null) return obj;
  const found = obj.code !== undefined && obj.code !== null && String(obj.code).padStart(4, '0') === FOUND_CODE;
  if (typeof obj.key !== 'string' && !found) return { ...obj, ticket: null };
  // "Found" with the ticket sent as null: no ticket where the key member belongs.
  if (typeof obj.key !== 'string' && obj.ticket === null) return { ...obj, ticket: undefined };
  const { status: _s, message: _m, handle_time: _h, code: _c, ...ticket } = obj;
  return { ...obj, ticket };
  }, statusResponse), statusResponse);
});

export const sevuStatus = defineCommand({
  name: 'sevu.status',
  title: 'Look up ticket',
  area: 'viewers',
  summary: 'Look up one ticket by key (code 2021 found, 2020 not found)',
  request: () => z.strictObject({ key: text() }),
  response: statusBody,
  mutates: false,
  idempotent: true,
  documented: true,
  note: 'Real clients read the ticket members at the top level; both forms decode to ticket.',
});

export const sevuSearch = defineCommand({
  name: 'sevu.search',
  title: 'Search tickets',
  area: 'viewers',
  summary: 'Find tickets by key, app, video, ip or pass; paged with limit and seek',
  request: () => z.strictObject({ ...ticketCriteria(), ...paging() }),
  response: () => withListMember({ member: 'tickets', noun: 'tickets', noneCode: '2030' }, responseOf({ tickets: wireArray(ticketRecord()) }, ['tickets'])),
  mutates: false,
  idempotent: true,
  documented: true,
  noMatch: { code: '2030', members: { tickets: [] } },
  note: 'Like 2040 and 2050, 2030 (no tickets found, the 2031 pair) may come with status failure; it decodes as an empty page.',
});

export const sevuErrorlog = defineCommand({
  name: 'sevu.errorlog',
  title: 'Access attempts',
  area: 'viewers',
  summary: 'List ticket-use attempts (accepted and rejected); paged with limit and seek',
  request: () => z.strictObject({ ...ticketCriteria(), success: successFilter().optional(), ...paging(), datetime: datetimeText().optional() }),
  response: () => withListMember({ member: 'errors', noun: 'access attempts', noneCode: '2040' }, responseOf({ errors: wireArray(attemptRecord()) }, ['errors'])),
  mutates: false,
  idempotent: true,
  documented: true,
  noMatch: { code: '2040', members: { errors: [] } },
  sentAlso: { datetime: 'starttime' },
  note: 'A real server may answer 2040 ("no matching error logs") with status failure; that decodes as an empty list. The date filter goes as the spec\'s datetime and, with the same value, as the public example\'s starttime: a service that reads only one still filters.',
});

export const sevuErrorcount = defineCommand({
  name: 'sevu.errorcount',
  title: 'Count access attempts',
  area: 'viewers',
  summary: 'Count ticket-use attempts matching the criteria',
  request: () => z.strictObject({ ...ticketCriteria(), success: successFilter().optional(), ...paging() }),
  response: () => responseOf({ error_count: wireInt() }),
  mutates: false,
  idempotent: true,
  documented: true,
  noMatch: { code: '2050', members: { error_count: 0 } },
  note: '2050 (no attempts found, the 2051 pair) may come with status failure; it decodes as a count of 0.',
});

export const sevuRemoveStreamUser = defineCommand({
  name: 'sevu.removestreamuser',
  title: 'Remove stream user',
  area: 'viewers',
  summary: "Revoke a user's permission to publish to a stream (2081 removed, 2080 not removed)",
  request: () => z
    .strictObject({
      streamuser_id: reqInt().optional(),
      app: text().optional(),
      stream: text().optional(),
      user: text().optional(),
    })
    .superRefine((v, ctx) => {
      const byTriple = v.app !== undefined || v.stream !== undefined || v.user !== undefined;
      if (v.streamuser_id !== undefined && byTriple) {
        ctx.addIssue({ code: 'custom', message: 'give either streamuser_id or app + stream + user, not both' });
      } else if (v.streamuser_id === undefined) {
        for (const member of ['app', 'stream', 'user'] as const) {
          if (v[member] === undefined) {
            ctx.addIssue({ code: 'custom', path: [member], message: `${member} is required when no streamuser_id is given` });
          }
        }
      }
    }),
  response: () => responseOf({}),
  mutates: true,
  idempotent: true,
  documented: true,
});

export const sevuRequest = defineCommand({
  name: 'sevu.request',
  title: 'Create ticket',
  area: 'viewers',
  summary: 'Create a ticket; returns its key',
  request: () => z.strictObject({
    app: text(),
    video: text(),
    ip: ticketRequestIp().optional(),
    pass: z.string().min(1, 'pass must not be empty'),
    uses: reqInt().pipe(z.number().int().nonnegative('uses is 0 (unlimited) or more')).optional(),
    expires: datetimeText().optional(),
  }),
  response: () => {
    const requestResponse = responseOf({ key: z.string().min(1), ticket: ticketRecord().nullable() }, ['key']);
    return sameKeys(z.preprocess((raw) => {
      if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return raw;
      const obj = raw as Record<string, unknown>;
      const t = obj.ticket;
      const key = typeof t === 'string' ? t : t && typeof t === 'object' ? (t as Record<string, unknown>).key : obj.key;
      return { ...obj, key, ticket: t && typeof t === 'object' ? t : null };
    }, requestResponse), requestResponse);
  },
  mutates: true,
  idempotent: false,
  documented: false,
  note: 'Shape not public: ticket arrives as the key string or as a ticket object; key is always filled. Expiry is sent as expires (one client sends expire).',
});

export const sevuRevoke = defineCommand({
  name: 'sevu.revoke',
  title: 'Revoke ticket',
  area: 'viewers',
  summary: 'Revoke a ticket by key',
  request: () => z.strictObject({ key: text() }),
  response: () => responseOf({}),
  mutates: true,
  idempotent: true,
  documented: false,
  note: 'Shape not public: success/failure only.',
});

export const sevuListStreamUsers = defineCommand({
  name: 'sevu.liststreamusers',
  title: 'List stream users',
  area: 'viewers',
  summary: 'List stream users, optionally of one app and stream',
  request: () => z.strictObject({ app: text().optional(), stream: text().optional() }),
  response: () => withListMember(
    { member: 'streamusers', noun: 'stream users', also: ['users', 'stream_users'] },
    responseOf({ streamusers: wireArray(streamUserRecord()) }, ['streamusers']),
  ),
  mutates: false,
  idempotent: true,
  documented: false,
  note: 'Shape not public: the list may arrive as streamusers, users, stream_users or data; entries carry streamuser_id.',
});
