/**
 * Where a cue sends, in full: a stored destination by its id (named as the
 * board names it), a direct push by its address, a split's callback by its URL. A sheet
 * file can carry a direct push or a callback that no screen would make; each is named
 * here so no cue can hide where it sends, and flagged until the operator accepts it.
 */
import { pushKindOf } from '../push-kinds';
import type { CueAction } from './schema';

export type Send =
  | { kind: 'stored'; id: number }
  | { kind: 'direct'; host: string; where: string; key: string | null; password: boolean }
  | { kind: 'callback'; host: string; url: string };

type Connect = Extract<CueAction, { kind: 'goLive' }>['connects'][number];

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

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

export function cueSends(action: CueAction | null): Send[] {
  if (action === null) return [];
  switch (action.kind) {
    case 'goLive':
      return action.connects.map((c): Send => {
        if (c.push_service_id !== undefined) return { kind: 'stored', id: Number(c.push_service_id) };
        return { kind: 'direct', ...directWhere(c), key: c.dst_stream ?? null, password: c.dst_pass !== undefined };
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
  return `direct push to ${send.where}${held.length > 0 ? ` (${held.join(', ')})` : ''}`;
}

/**
 * What must be accepted on this machine before the cue runs: every send the account does
 * not store, with its host in words. The words are what the acceptance is recorded
 * against: a cue whose destination changes asks again. (The key is left out: entering it
 * later does not change where the cue sends.)
 */
export function cueFlags(action: CueAction | null): string[] {
  return cueSends(action).flatMap((s) => {
    if (s.kind === 'direct') return [`Sends to ${s.host}, which this account does not store: direct push to ${s.where}`];
    if (s.kind === 'callback') return [`Calls back ${s.url}: the server posts to ${s.host} when the split is done`];
    return [];
  });
}
