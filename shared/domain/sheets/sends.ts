/**
 * Where a cue sends, in full: a stored destination by its id (named as the
 * board names it), a direct push by its address, a split's callback by its URL. A sheet
 * file can carry a direct push or a callback that no screen would make; each is named
 * here so no cue can hide where it sends, and flagged until the operator accepts it. An
 * `origin_url` (a connect's or a disconnect's) is an address too: the command goes through
 * that origin, so it is named ("via origin …", any user and password in it masked) and
 * flagged like a host the account does not store.
 */
import { pushKindOf } from '../push-kinds';
import type { CueAction } from './schema';

export type Send =
  | { kind: 'stored'; id: number; origin: string | null }
  | { kind: 'direct'; host: string; where: string; key: string | null; password: boolean; origin: string | null }
  | { kind: 'callback'; host: string; url: string };

type Connect = Extract<CueAction, { kind: 'goLive' }>['connects'][number];

/** Members that send a push somewhere other than the stored destination a connect may also name. */
const ELSEWHERE = ['dst_host', 'dst_port', 'dst_app', 'dst_appinst', 'dst_user', 'dst_pass', 'dst_stream', 'host_id'] as const;

/**
 * Stored only when the connect names a stored service and nothing else: a connect that
 * also carries a destination member may be sent there by the service, so it is a direct
 * push to that host for every purpose (words, flags, masks, acceptance).
 */
const isStored = (c: Connect): boolean => c.push_service_id !== undefined && ELSEWHERE.every((m) => c[m] === undefined);

/** `rtmp://host:port/app/inst`, or the kind's own words when it has no host (an HLS partner's host id). */
function directWhere(c: Connect): { host: string; where: string } {
  if (c.dst_host !== undefined) {
    const path = [c.dst_app, c.dst_appinst].filter((x) => x !== undefined && x !== '').join('/');
    const where = `rtmp://${c.dst_host}${c.dst_port !== undefined ? `:${c.dst_port}` : ''}${path ? `/${path}` : ''}`;
    return { host: c.dst_host, where };
  }
  if (c.host_id !== undefined) return { host: `HLS partner host ${c.host_id}`, where: `HLS partner host ${c.host_id}, stream ${c.stream_id ?? '?'}` };
  const kind = pushKindOf(c.service_name)?.label ?? c.service_name ?? 'an unnamed service';
  return { host: kind, where: `${kind} (no host given)` };
}

/** The direct push's words, saying so when the connect also names a stored service it may not go to. */
function directOf(c: Connect): { host: string; where: string } {
  const d = directWhere(c);
  return c.push_service_id === undefined ? d : { ...d, where: `${d.where}, though it names stored destination #${c.push_service_id}` };
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** An origin as shown: its user and password masked, so the words never carry them. */
function shownOrigin(url: string | undefined): string | null {
  if (url === undefined) return null;
  try {
    const u = new URL(url);
    if (u.username === '' && u.password === '') return url;
    return `${u.protocol}//••••@${u.host}${u.pathname}${u.search}`;
  } catch {
    return url;
  }
}

/** Words for the origin a command goes through, appended to what it does. */
export function viaOrigin(url: string | null | undefined): string {
  const shown = shownOrigin(url ?? undefined);
  return shown === null ? '' : ` via origin ${shown}`;
}

/** Every origin the cue's commands go through (connects and disconnects), as shown. */
function originsOf(action: CueAction): string[] {
  const urls = action.kind === 'goLive' ? action.connects.map((c) => c.origin_url) : action.kind === 'disconnect' ? action.sessions.map((s) => s.origin_url) : [];
  return [...new Set(urls.flatMap((u) => (u === undefined ? [] : [shownOrigin(u)!])))];
}

export function cueSends(action: CueAction | null): Send[] {
  if (action === null) return [];
  switch (action.kind) {
    case 'goLive':
      return action.connects.map((c): Send => {
        const origin = shownOrigin(c.origin_url);
        if (isStored(c)) return { kind: 'stored', id: Number(c.push_service_id), origin };
        return { kind: 'direct', ...directOf(c), key: c.dst_stream ?? null, password: c.dst_pass !== undefined, origin };
      });
    case 'split':
      return action.params.callback === undefined ? [] : [{ kind: 'callback', host: hostOf(action.params.callback), url: action.params.callback }];
    case 'disconnect':
    case 'geo':
    case 'playlist':
      return [];
  }
}

/** A direct push as the operator reads it: "direct push to rtmp://host/app (key ••••77de)". The key is a mask in a sheet. */
export function directWords(send: Extract<Send, { kind: 'direct' }>): string {
  const held = [send.key !== null ? `key ${send.key}` : null, send.password ? 'with a password' : null].filter((x) => x !== null);
  return `direct push to ${send.where}${held.length > 0 ? ` (${held.join(', ')})` : ''}${viaOrigin(send.origin)}`;
}

/**
 * What must be accepted on this machine before the cue runs: every send the account does
 * not store, with its host in words. The words are what the acceptance is recorded
 * against: a cue whose destination changes asks again. (The key is left out: entering it
 * later does not change where the cue sends.)
 */
export function cueFlags(action: CueAction | null): string[] {
  const sends = cueSends(action).flatMap((s) => {
    if (s.kind === 'direct') return [`Sends to ${s.host}, which this account does not store: direct push to ${s.where}`];
    if (s.kind === 'callback') return [`Calls back ${s.url}: the server posts to ${s.host} when the split is done`];
    return [];
  });
  const origins = action === null ? [] : originsOf(action).map((o) => `Goes through ${hostOf(o)}, an origin this sheet names: ${o}`);
  return [...sends, ...origins];
}

/** Members left out of what an acceptance binds: the secrets, entered on this machine, never taken from a file. */
const UNBOUND = new Set<string>(['dst_stream', 'dst_pass']);

/**
 * What an acceptance is bound to, for a cue with anything flagged: every connect whole,
 * each member that decides where or how its push goes (kind, stored id, host, port,
 * application, instance, user, HLS partner stream, source, origin, server tag, every
 * playlist option), in a fixed order, so changing any of them asks again. The key and
 * password are left out: they are entered on this machine, never taken from a file.
 */
export function cueBinds(action: CueAction | null): string[] {
  if (action === null) return [];
  if (action.kind === 'goLive') {
    if (cueFlags(action).length === 0) return [];
    return action.connects.map((c) => JSON.stringify(Object.keys(c).filter((m) => !UNBOUND.has(m)).sort().map((m) => [m, (c as Record<string, unknown>)[m]])));
  }
  return cueFlags(action);
}
