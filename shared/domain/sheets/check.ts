/**
 * A sheet checked against its account before the event: a stored
 * destination, a destination group or an application that no longer exists is flagged on its cue when the
 * sheet is opened, not when GO is pressed.
 */
import { noGroup, sameGroupName } from '../groups/group';
import type { Cue, CueAction, Sheet } from './schema';

export interface AccountPicture {
  /** Ids of the account's stored push services. */
  serviceIds: ReadonlySet<number>;
  /** Application names of the account; null when they could not be read (not checked then). */
  apps: ReadonlySet<string> | null;
  /** Names of the account's destination groups; absent or null when not read (not checked then). */
  groups?: readonly string[] | null;
}

/** `demo-origin/live` → `demo-origin`. */
const appOf = (appInst: string): string => appInst.split('/')[0]!;

function servicesOf(action: CueAction): number[] {
  if (action.kind === 'goLive') return action.connects.flatMap((c) => (c.push_service_id === undefined ? [] : [Number(c.push_service_id)]));
  if (action.kind === 'disconnect') return action.sessions.flatMap((s) => (s.push_service_id === undefined ? [] : [Number(s.push_service_id)]));
  return [];
}

function appsOf(action: CueAction): string[] {
  switch (action.kind) {
    case 'goLive':
      return action.connects.flatMap((c) => (c.app ? [c.app] : []));
    case 'disconnect':
      return action.sessions.map((s) => s.app);
    case 'split':
      return [appOf(action.params.app)];
    case 'geo':
      return [action.params.app];
    case 'playlist':
      return [];
  }
}

/** Sessions a disconnect cue names by entry name ("*" is disconnect all, not a name). */
function namedSessions(action: CueAction): string[] {
  if (action.kind !== 'disconnect') return [];
  return action.sessions.flatMap((s) => (s.entry_name !== undefined && s.entry_name !== '*' ? [s.entry_name] : []));
}

export function checkCue(cue: Cue, picture: AccountPicture): string[] {
  if (cue.action === null) return [];
  const problems: string[] = [];
  // A cue picks destinations from the board: a bare session name (typed "#502") is no destination the account has.
  for (const name of new Set(namedSessions(cue.action))) {
    problems.push(`Disconnect names “${name}”, which is not a destination this account has: pick the destination from the board`);
  }
  for (const id of new Set(servicesOf(cue.action))) {
    if (!picture.serviceIds.has(id)) problems.push(`Destination service #${id} no longer exists on this account`);
  }
  const group = cue.action.kind === 'goLive' || cue.action.kind === 'disconnect' ? cue.action.group : undefined;
  if (group !== undefined && picture.groups && !picture.groups.some((g) => sameGroupName(g, group))) problems.push(noGroup(group));
  if (picture.apps !== null) {
    for (const app of new Set(appsOf(cue.action))) {
      if (!picture.apps.has(app)) problems.push(`Application ${app} does not exist on this account`);
    }
  }
  return problems;
}

/** One list of problems per cue, in sheet order (empty: the cue is fine). */
export function checkSheet(sheet: Sheet, picture: AccountPicture): string[][] {
  return sheet.cues.map((cue) => checkCue(cue, picture));
}
