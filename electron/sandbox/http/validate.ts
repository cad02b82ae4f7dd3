/**
 * Checks a request's own members with the command's catalog schema, the same one the
 * client uses, after the service's leniency (unless strict). Unknown members are ignored (as a PHP service would), missing required
 * ones answer 0006 naming them, other problems answer a failure naming the member.
 */
import type { z } from 'zod';
import { type CommandName, catalog } from '../../../shared/api/catalog';
import { GENERAL, type Reply, fail } from '../handlers/reply';
import { preGeo } from '../handlers/geo';
import { COMMON_MEMBERS } from './auth';
import { phpDatetime } from './lenient-dates';

/** Tolerant forms the service takes that the client never sends. */
function normalize(command: CommandName, members: Record<string, unknown>): void {
  // A Unix starttime may arrive as digits in a string, like every other integer.
  if (typeof members.starttime === 'string' && /^\d{6,}$/.test(members.starttime)) members.starttime = Number(members.starttime);
  // One documented client sends the ticket expiry as `expire`.
  if (command === 'sevu.request' && members.expires === undefined && members.expire !== undefined) members.expires = members.expire;
  // The public errorlog example filters by date with `starttime`; the spec says `datetime`.
  if (command === 'sevu.errorlog' && members.datetime === undefined && typeof members.starttime === 'string') members.datetime = members.starttime;
  if (command === 'geoblock.update') {
    preGeo(members);
  }
  if (command === 'pushpublish.services' && Array.isArray(members.filters)) {
    // "Array of key/value pairs": the documented object, and lists of {key, value}, [key, value] or {field: value}.
    members.filters = members.filters.flatMap((f: unknown) => {
      if (Array.isArray(f) && f.length === 2) return [{ key: String(f[0]), value: String(f[1]) }];
      if (f && typeof f === 'object' && !('key' in f)) return Object.entries(f).map(([key, value]) => ({ key, value: String(value) }));
      return [f];
    });
  } else if (command === 'pushpublish.services' && members.filters !== null && typeof members.filters === 'object') {
    // PHP sends numbers in the object as numbers; the filter compares text.
    members.filters = Object.fromEntries(Object.entries(members.filters).map(([k, v]) => [k, String(v)]));
  }
}

function knownMembers(schema: z.ZodType): Set<string> | null {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  return shape ? new Set(Object.keys(shape)) : null;
}

export type Validated = { ok: true; request: unknown; raw: Record<string, unknown> } | { ok: false; reply: Reply };

/**
 * The service's own leniency (its public examples rely on it): an empty-string member is
 * "not given" (`'ip' => ''` means no ip filter), and where a command takes an id form or an
 * app/stream form, both together are accepted and the id wins.
 */
function lenient(command: CommandName, members: Record<string, unknown>, nowSec: number): void {
  for (const [k, v] of Object.entries(members)) if (v === '') delete members[k];
  // The service reads a ticket's expiry with PHP's strtotime ("+1 day", RFC 2822…).
  if (command === 'sevu.request' && typeof members.expires === 'string') members.expires = phpDatetime(members.expires, nowSec) ?? members.expires;
  if (command === 'sevu.removestreamuser' && members.streamuser_id !== undefined) {
    delete members.app;
    delete members.stream;
    delete members.user;
  }
  if (command === 'pushpublish.disconnect' && members.push_service_id !== undefined && members.entry_name !== undefined) delete members.entry_name;
}

export function validateMembers(command: CommandName, obj: Record<string, unknown>, strict = false, nowSec = Math.floor(Date.now() / 1000)): Validated {
  // The strict reading: the account number is a JSON integer, as the spec types it.
  if (strict && typeof obj.cdn !== 'number') return { ok: false, reply: fail('Invalid request: cdn: expected an integer') };
  const raw: Record<string, unknown> = { ...obj };
  for (const m of COMMON_MEMBERS) delete raw[m];
  normalize(command, raw);
  if (!strict) lenient(command, raw, nowSec);
  const schema = catalog[command].request as z.ZodType;
  const known = knownMembers(schema);
  const members = Object.fromEntries(Object.entries(raw).filter(([k, v]) => (known === null || known.has(k)) && v !== null));
  const parsed = schema.safeParse(members);
  if (parsed.success) return { ok: true, request: parsed.data, raw };
  const missing = new Set<string>();
  const problems: string[] = [];
  for (const issue of parsed.error.issues) {
    const member = String(issue.path[0] ?? '');
    if (member !== '' && members[member] === undefined) missing.add(member);
    else problems.push(member === '' ? issue.message : `${issue.path.join('.')}: ${issue.message}`);
  }
  if (missing.size > 0) return { ok: false, reply: fail(GENERAL.missing.message + [...missing].join(', '), GENERAL.missing.code) };
  return { ok: false, reply: fail(`Invalid request: ${problems.join('; ')}`) };
}
