/**
 * Every snapshot and change is held to the contract (contract.ts, docs/control-api.md)
 * before the module uses it: a console that answers something else gets "bad answer from
 * the console" in words, and the module keeps running on nothing it could not read.
 * Members the module does not use are let through unread.
 */
import type { ConsoleState, DestState } from './contract';

type Check = (v: unknown, at: string) => string | null;

const KNOWN: DestState[] = ['off', 'connecting', 'live', 'reconnecting', 'failed', 'unknown', 'disconnecting', 'stopped'];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str: Check = (v, at) => (typeof v === 'string' ? null : `${at} is not text`);
const bool: Check = (v, at) => (typeof v === 'boolean' ? null : `${at} is not true or false`);
const int: Check = (v, at) => (Number.isSafeInteger(v) ? null : `${at} is not a whole number`);
const nullable = (c: Check): Check => (v, at) => (v === null ? null : c(v, at));
const optional = (c: Check): Check => (v, at) => (v === undefined ? null : c(v, at));
const oneOf = (...allowed: string[]): Check => (v, at) => (typeof v === 'string' && allowed.includes(v) ? null : `${at} is not one of ${allowed.join(', ')}`);

function object(members: Record<string, Check>): Check {
  return (v, at) => {
    if (!isObject(v)) return `${at} is not an object`;
    for (const [name, c] of Object.entries(members)) {
      const problem = c(v[name], `${at}.${name}`);
      if (problem) return problem;
    }
    return null;
  };
}

function list(c: Check): Check {
  return (v, at) => {
    if (!Array.isArray(v)) return `${at} is not a list`;
    for (const [i, x] of v.entries()) {
      const problem = c(x, `${at}[${String(i)}]`);
      if (problem) return problem;
    }
    return null;
  };
}

const destination = object({
  id: nullable(int), name: str, state: str, liveSince: nullable(str), reason: nullable(str),
  reconnect: optional(object({ enabled: bool, attempt: nullable(int), of: int, nextTryAt: nullable(str) })),
});

const STATE: Record<keyof ConsoleState, Check> = {
  account: nullable(object({ id: str, name: str, rehearsal: bool })),
  destinations: list(destination),
  f9: nullable(object({ app: str, stream: str })),
  standby: nullable(object({ sheet: str, cueId: str, n: int, name: str, destructive: bool })),
  armed: list(object({ armId: str })),
  link: oneOf('ok', 'lost'),
  stale: bool,
  groups: optional(list(object({ name: str, destinations: list(int), words: str, reconnect: bool }))),
  clock: optional(object({
    next: nullable(object({ cueId: str, n: int, name: str, at: str, local: str, utc: str })),
    offset: str,
    preflight: object({ ranAt: nullable(str), problems: list(object({ cueId: nullable(str), words: str })) }),
  })),
};

export type Checked = { ok: true; state: ConsoleState } | { ok: false; problem: string };

/** The state as the module reads it, a state word it does not know read as unknown. */
export function checkState(v: unknown): Checked {
  const problem = object(STATE)(v, 'state');
  if (problem) return { ok: false, problem };
  const s = v as unknown as ConsoleState;
  const destinations = s.destinations.map((d) => {
    const word = d.state.toLowerCase() as DestState;
    return { ...d, state: KNOWN.includes(word) ? word : 'unknown' };
  });
  return { ok: true, state: { ...s, destinations } };
}

/** A change event's members over the state the module holds, held to the contract as a whole. */
export function checkChange(current: ConsoleState, changes: unknown): Checked {
  if (!isObject(changes)) return { ok: false, problem: 'changes is not an object' };
  // A later console may add members: those are let through unread, like the snapshot's.
  const known = Object.fromEntries(Object.entries(changes).filter(([k]) => k in STATE));
  return checkState({ ...current, ...known });
}
