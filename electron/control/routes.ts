/**
 * The control API's routes: method, path pattern, the scope each needs, and the action.
 * Scopes: read (state, events), operate (watch, go live, split, cue GO, cancel an arm, make a
 * group, go live a group, a group's reconnect), destructive (disconnects, a group's disconnect, disconnect all, split with delete, firing an arm) — off until
 * the operator turns it on.
 */
import type { ControlScope } from '../../shared/ipc/control';
import type { ControlActions } from './actions';
import type { Answer, Call } from './answers';

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  pattern: RegExp;
  scope: ControlScope;
  /** Changes something: deduplicated and audited. */
  acts: boolean;
  run(actions: ControlActions, call: Call, params: string[], scopes: readonly ControlScope[]): Promise<Answer> | Answer;
}

const SERVICE_ID = '(\\d{1,9})';
const ARM_ID = '([A-Za-z0-9-]{1,64})';
/** A group's name, percent-encoded in the path (checked in words by the group store). */
const GROUP = '([^/]{1,200})';

const ROUTES: readonly Route[] = [
  { method: 'GET', pattern: /^\/v1\/state$/, scope: 'read', acts: false, run: (a) => a.state() },
  { method: 'PUT', pattern: /^\/v1\/watch$/, scope: 'operate', acts: true, run: (a, c) => a.destinations.watch(c) },
  { method: 'POST', pattern: new RegExp(`^/v1/destinations/${SERVICE_ID}/live$`), scope: 'operate', acts: true, run: (a, c, [id]) => a.destinations.goLive(c, Number(id)) },
  { method: 'POST', pattern: new RegExp(`^/v1/destinations/${SERVICE_ID}/disconnect$`), scope: 'destructive', acts: true, run: (a, c, [id]) => a.armDisconnect(c, Number(id)) },
  { method: 'PUT', pattern: new RegExp(`^/v1/destinations/${SERVICE_ID}/reconnect$`), scope: 'operate', acts: true, run: (a, c, [id]) => a.destinations.reconnect(c, Number(id)) },
  { method: 'POST', pattern: /^\/v1\/disconnect-all$/, scope: 'destructive', acts: true, run: (a, c) => a.armDisconnectAll(c) },
  { method: 'POST', pattern: new RegExp(`^/v1/arm/${ARM_ID}/fire$`), scope: 'destructive', acts: true, run: (a, c, [id]) => a.fire(c, id!) },
  { method: 'DELETE', pattern: new RegExp(`^/v1/arm/${ARM_ID}$`), scope: 'operate', acts: true, run: (a, _c, [id]) => a.cancel(id!) },
  { method: 'PUT', pattern: new RegExp(`^/v1/groups/${GROUP}$`), scope: 'operate', acts: true, run: (a, c, [name]) => a.groups.save(c, name!) },
  { method: 'POST', pattern: new RegExp(`^/v1/groups/${GROUP}/live$`), scope: 'operate', acts: true, run: (a, c, [name]) => a.groups.live(c, name!) },
  { method: 'POST', pattern: new RegExp(`^/v1/groups/${GROUP}/disconnect$`), scope: 'destructive', acts: true, run: (a, c, [name]) => a.groups.armDisconnect(c, name!) },
  { method: 'PUT', pattern: new RegExp(`^/v1/groups/${GROUP}/reconnect$`), scope: 'operate', acts: true, run: (a, c, [name]) => a.groups.reconnect(c, name!) },
  { method: 'POST', pattern: /^\/v1\/split$/, scope: 'operate', acts: true, run: (a, c, _p, s) => a.split(c, s.includes('destructive')) },
  { method: 'POST', pattern: /^\/v1\/cue\/go$/, scope: 'operate', acts: true, run: (a, c, _p, s) => a.cueGo(c, s.includes('destructive')) },
  { method: 'POST', pattern: /^\/v1\/alerts\/acknowledge$/, scope: 'operate', acts: true, run: (a, c) => a.acknowledge(c) },
];

export const EVENTS_PATH = '/v1/events';

type RouteMatch = { route: Route; params: string[] } | { allowed: string[] } | null;

/** The route for this method and path; `allowed` when the path exists under other methods (405). */
export function matchRoute(method: string, path: string): RouteMatch {
  const onPath = ROUTES.map((route) => ({ route, m: route.pattern.exec(path) })).filter((x) => x.m !== null);
  if (onPath.length === 0) return null;
  const hit = onPath.find((x) => x.route.method === method);
  return hit ? { route: hit.route, params: hit.m!.slice(1) } : { allowed: onPath.map((x) => x.route.method) };
}
