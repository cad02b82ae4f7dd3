/**
 * What a cue will do, in words, for the standby line and the CLI: the operator reads this
 * before pressing GO. Split titles are shown filled in, as they will be sent.
 */
import type { Cue, CueAction } from './schema';
import { isDestructive } from './schema';
import { cueSends, directWords, viaOrigin } from './sends';
import { fillTemplate } from './template';

/** Names of stored services by id (the account's list); unknown ids show as "service #id". */
export type ServiceNames = (id: number) => string | null;

function service(names: ServiceNames, id: number | string | undefined): string {
  const n = Number(id);
  return names(n) ?? `service #${n}`;
}

function connectWords(c: Extract<CueAction, { kind: 'goLive' }>['connects'][number], names: ServiceNames): string {
  const send = cueSends({ kind: 'goLive', connects: [c] })[0];
  if (send?.kind === 'stored') {
    const src = [c.app, c.stream].filter(Boolean).join('/');
    return `${service(names, send.id)}${src ? ` (from ${src})` : ''}${viaOrigin(send.origin)}`;
  }
  return send?.kind === 'direct' ? directWords(send) : 'direct push';
}

export function describeAction(action: CueAction | null, cue: { n: number; label: string }, names: ServiceNames = () => null): string {
  if (action === null) return 'Note only: nothing is sent';
  switch (action.kind) {
    case 'goLive':
      return [
        ...(action.group === undefined ? [] : [`Go live group “${action.group}”`]),
        ...(action.connects.length === 0 ? [] : [`Go live to ${action.connects.map((c) => connectWords(c, names)).join(', ')}`]),
        ...(action.reconnect === true ? ['reconnect automatically'] : []),
      ].join('; ');
    case 'disconnect':
      // entry_name * stops every push of the account (the spec), not only of app/inst.
      return [
        ...(action.group === undefined ? [] : [`Disconnect group “${action.group}”`]),
        ...action.sessions.map((s) => (s.entry_name === '*' ? 'Disconnect every push on this account' : `Disconnect ${s.entry_name ?? service(names, s.push_service_id)}${viaOrigin(s.origin_url)}`)),
      ].join('; ');
    case 'split': {
      const p = action.params;
      const title = p.title ? `, title “${fillTemplate(p.title, cue)}”` : '';
      const callback = p.callback ? `, calling back ${p.callback}` : '';
      return `Split the recording of ${p.app}/${p.stream}${title}${p.delete ? ', deleting the old file' : ''}${callback}`;
    }
    case 'geo': {
      const where = action.params.stream ? `${action.params.app}/${action.params.stream}` : action.params.app;
      return action.params.geo_codes === undefined ? `Allow every country on ${where}` : `Allow only ${action.params.geo_codes.join(', ')} on ${where}`;
    }
    case 'playlist':
      return `Show the playlist of channel ${action.params.stream}`;
  }
}

/** The line the CLI and the list print for a cue: "3. Panel — at 02:45 — Split … ⚠". */
export function cueLine(cue: Cue, n: number, names?: ServiceNames): string {
  const warn = isDestructive(cue.action) ? ' (arms first)' : '';
  return `${n}. ${cue.label || '(no label)'} — ${describeAction(cue.action, { n, label: cue.label }, names)}${warn}`;
}
