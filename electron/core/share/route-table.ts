/**
 * The table of what a guest's role may reach, decided in the host's main for every request and every
 * event (never in the guest). One table: every contract channel and every event kind has a
 * row, so a channel added later is refused until someone decides it (roles.test.ts fails
 * while a row is missing). Rows are a role the call needs, `never` (no guest, whatever its
 * role: the host's secrets, credentials, settings, disk and screen), or a rule that reads
 * the action itself: whether a call is destructive is the one rule of
 * shared/domain/share/destructive-acts.ts (the two-person rule's), and a cue's is
 * shared/domain/sheets/schema.ts's `isDestructive` on the saved sheet (what the control API arms by).
 */
import { catalog, isCommandName } from '../../../shared/api/catalog';
import { isDestructiveCall } from '../../../shared/domain/share/destructive-acts';
import { type CueAction, isDestructive } from '../../../shared/domain/sheets/schema';
import type { Role } from '../../../shared/domain/share/person';
import type { McEvent } from '../../../shared/ipc/events';

export type Need = Role | 'never';

/** What a rule may look up: the action of a saved cue (undefined when there is none). */
export interface RouteLookups {
  cueAction(sheetId: string, cueId: string): Promise<CueAction | null | undefined>;
}

type Rule = Need | ((input: Record<string, unknown>, lookups: RouteLookups) => Need | Promise<Need>);

const byCall = (channel: string) => (input: Record<string, unknown>): Need => (isDestructiveCall(channel, input) ? 'destructive' : 'operate');

/** A raw command: a read needs watch; one that changes live state needs operate, or destructive when it is one of the destructive acts. */
function apiCall(input: Record<string, unknown>): Need {
  const command = input.command;
  if (typeof command !== 'string' || !isCommandName(command)) return 'never';
  if (!catalog[command].mutates) return 'read';
  return isDestructiveCall('api.call', input) ? 'destructive' : 'operate';
}

/** A cue is destructive or not from the saved sheet, never from what the guest says; no such cue: destructive (fail closed). */
async function sheetFire(input: Record<string, unknown>, lookups: RouteLookups): Promise<Need> {
  const { sheetId, cueId } = input;
  if (typeof sheetId !== 'string' || typeof cueId !== 'string') return 'destructive';
  const action = await lookups.cueAction(sheetId, cueId).catch(() => undefined);
  return action === undefined || isDestructive(action) ? 'destructive' : 'operate';
}

/** Arming a run may authorise its destructive timed cues: only a person who may do destructive acts can. */
async function sheetArm(input: Record<string, unknown>): Promise<Need> {
  const { authorise } = input;
  return Array.isArray(authorise) && authorise.length === 0 ? 'operate' : 'destructive';
}

export const CHANNEL_RULES: Record<string, Rule> = {
  'app.info': 'read',
  'app.connection': 'read',
  'app.chooseSavePath': 'never',
  'app.openExternal': 'never',
  'accounts.list': 'read',
  'accounts.create': 'never',
  'accounts.update': 'never',
  'accounts.setCurrency': 'never',
  'accounts.setReconnectDefault': 'never',
  'accounts.duplicate': 'never',
  'accounts.remove': 'never',
  'accounts.setActive': 'never',
  'accounts.setCredentials': 'never',
  'accounts.clearCredentials': 'never',
  'accounts.backend': 'never',
  'accounts.createVault': 'never',
  'accounts.unlockVault': 'never',
  'accounts.lockVault': 'never',
  'accounts.testConnection': 'never',
  'accounts.setAlerts': 'never',
  'api.call': apiCall,
  'api.cached': 'read',
  'activity.list': 'read',
  'live.services': 'read',
  'live.watch': 'read',
  'live.view': 'read',
  'live.select': 'operate',
  'live.retry': 'operate',
  'live.reconnect': 'operate',
  'live.checkStatus': 'read',
  'live.connect': 'operate',
  // Every disconnect takes a destination off air (disconnect all is entry_name *).
  'live.disconnect': 'destructive',
  'live.split': byCall('live.split'),
  'live.ledger': 'read',
  'live.playlist': 'read',
  'live.geoLastApplied': 'read',
  'live.geoApply': byCall('live.geoApply'),
  'shows.list': 'read',
  'groups.list': 'read',
  'groups.save': 'operate',
  'groups.remove': 'operate',
  'groups.live': 'operate',
  'groups.disconnect': 'destructive',
  'groups.reconnect': 'operate',
  // Exports and the archive's settings write on the host's disk: the host's own business.
  'viewers.exportStart': 'never',
  'viewers.exportCancel': 'never',
  'viewers.exports': 'never',
  'viewers.checkExportPath': 'never',
  'viewers.reasonBreakdown': 'read',
  'viewers.insightsRun': 'read',
  'viewers.insightsCancel': 'read',
  'viewers.archiveStatus': 'read',
  'viewers.archiveSync': 'operate',
  'viewers.archiveSettings': 'read',
  'viewers.archiveSetSettings': 'never',
  'viewers.archiveCancel': 'operate',
  'viewers.archiveAutoSync': 'never',
  'viewers.archiveForget': 'never',
  'viewers.archivePage': 'read',
  'viewers.archiveCount': 'read',
  'viewers.archiveExport': 'never',
  'viewers.archiveExportCancel': 'never',
  'sheets.list': 'read',
  'sheets.get': 'read',
  'sheets.save': 'operate',
  'sheets.remove': 'operate',
  'sheets.check': 'read',
  'sheets.fire': sheetFire,
  // Accepting where a cue sends and entering its secrets are this machine's trust and keys.
  'sheets.accept': 'never',
  'sheets.setSecret': 'never',
  'sheets.exportText': 'read',
  'sheets.import': 'operate',
  'incidents.list': 'read',
  // Muting an alert's repeats is a say over the show's alarms, as a press is.
  'incidents.acknowledge': 'operate',
  'sheets.arm': sheetArm,
  'sheets.disarm': 'operate',
  'sheets.timed': 'read',
  'rehearsal.current': 'read',
  'rehearsal.start': 'operate',
  'rehearsal.fault': 'operate',
  'rehearsal.end': 'operate',
  // The control API's token and settings, and what the host's own screen reports.
  'control.settings': 'never',
  'control.configure': 'never',
  'control.rotateToken': 'never',
  'control.cancelArm': 'never',
  'control.report': 'never',
  // Who this view acts as, and the arms every person has open; the two-person rule is the host's.
  'clock.show': 'read',
  'clock.run': 'operate',
  'clock.preflightNow': 'operate',
  'clock.setLead': 'operate',
  'session.me': 'read',
  'session.arm': 'operate',
  'session.disarm': 'operate',
  'session.setTwoPerson': 'never',
  // Alert targets hold webhook URLs and their secrets.
  'alerts.targets': 'never',
  'alerts.add': 'never',
  'alerts.remove': 'never',
  'alerts.test': 'never',
  // Sharing itself (the certificate, invitations, the guest list) is the host's.
  'share.settings': 'never',
  'share.interfaces': 'never',
  'share.configure': 'never',
  'share.invite': 'never',
  'share.guests': 'never',
  'share.setRole': 'never',
  'share.revoke': 'never',
};

/** Every event kind: what a guest's role needs to receive it. Typed as a full record, so a new kind fails the build until decided. */
export const EVENT_RULES: Record<McEvent['type'], Need> = {
  'connection.changed': 'read',
  notice: 'read',
  'notice.resolved': 'read',
  'accounts.changed': 'read',
  'audit.appended': 'read',
  'live.sessions': 'read',
  'live.session.lost': 'read',
  'live.ledger.appended': 'read',
  'live.shows': 'read',
  'groups.changed': 'read',
  'viewers.export': 'never',
  'viewers.insights': 'read',
  'viewers.archive': 'read',
  'viewers.archiveExport': 'never',
  // Carries the control token (control.settings) and the host's control-surface arms.
  'control.arms': 'never',
  'control.settings': 'never',
  'control.cueFired': 'read',
  'clock.changed': 'read',
  'incidents.changed': 'read',
  'sheets.timed': 'read',
  // A joined console's own transport says these to its views; a host never sends them on.
  'host.reach': 'never',
  'host.resync': 'never',
  'session.arms': 'read',
  'session.waiting': 'read',
  'alerts.changed': 'never',
  'share.changed': 'never',
};

