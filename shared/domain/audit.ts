/**
 * Audit entries: every mutating call writes an `intent` line before sending and an
 * `outcome` line after, both with the same id. Params are stored with secrets removed.
 * A connect or disconnect may then get `followup` lines (same id): what the destination
 * became after the call, as the board read it. The file stays append-only.
 */
import type { DestState } from './live/board';
import type { Person } from './share/person';

/** The person of a shared show who sent it (a guest of this console's host): who and from where. */
export type AuditPerson = Pick<Person, 'id' | 'name' | 'address'>;

/** refused: an account-bound call prepared on another account than the active one; nothing sent. */
export type AuditOutcome = 'ok' | 'failed' | 'unknown' | 'not_sent' | 'refused';

/** The run-sheet cue an action was fired from: Activity names the sheet and the cue. */
export interface AuditCue {
  sheetId: string;
  sheet: string;
  cueId: string;
  /** The cue's number on the sheet (1-based). */
  n: number;
  cue: string;
}

/**
 * Who asked for a call: the console's screens, the command line, a control surface through
 * the control API (with the client's own name), a rehearsal (a call sent to a mirror
 * account), or automatic reconnect (a try, with its number in the episode, or the entry
 * that says how an episode ended). Entries written before sources were recorded have none.
 */
export type AuditSource =
  | { kind: 'screen' }
  | { kind: 'cli' }
  | { kind: 'rehearsal' }
  | { kind: 'control'; client: string }
  | { kind: 'reconnect'; attempt?: number; of?: number }
  /** What a read of the board found by itself: a drop, a change made outside this console. */
  | { kind: 'read' }
  /** An alert the console sent to an alert target by itself (or the Send a test alert button). */
  | { kind: 'alert' };

/** The action of the entry that says how an automatic reconnect episode ended (no command is sent). */
export const RECONNECT_EPISODE = 'reconnect.episode';
/** The console's own entries from what a read found (no command is sent): board-audit.ts. */
export const RECONNECT_STARTED = 'reconnect.started';
export const DESTINATION_DROPPED = 'destination.dropped';
export const OUTSIDE_CHANGE = 'destination.outside';
/** An alert sent to one alert target, or failed after its tries (electron/core/alerts/delivery.ts). */
export const ALERT_SENT = 'alert.sent';

/** What an action was, as its intent line says it and the Activity entry shows it. */
interface AuditIntent {
  id: string;
  time: string;
  profileId: string;
  profileName: string;
  command: string;
  params: Record<string, unknown>;
  /** Set when the parameters were too large for one entry and were left out (entries are capped). */
  truncated?: true;
  cue?: AuditCue;
  source?: AuditSource;
  /** Who sent it: the system user and where from ("ana, from web mode"). Older entries lack it. */
  by?: string;
  /** The destination the entry is about, as the board named it then ("#504 rtmp → ingest.example"). */
  destination?: string;
  /** The guest of a shared show who sent it ("Ana", from 192.0.2.12); a local press has none. */
  person?: AuditPerson;
  /** Under the two-person rule: the second person who confirmed it before it was sent. */
  confirmedBy?: AuditPerson;
}

export interface AuditIntentLine extends AuditIntent {
  phase: 'intent';
}

export interface AuditOutcomeLine {
  phase: 'outcome';
  id: string;
  time: string;
  outcome: AuditOutcome;
  /** ok, or the failure kind (api_failure, outcome_unknown…). */
  resultKind: string;
  message: string | null;
  latencyMs: number | null;
}

/** How the board learnt a destination's new state: a routine read, or the operator's Check status. */
export type FollowUpCause = 'read' | 'check';

/** What the destination an entry acted on became after the call (the board's later transition). */
export interface AuditFollowUpLine {
  phase: 'followup';
  id: string;
  time: string;
  /** The destination as the board names it ("#504 rtmp → ingest.example"). */
  destination: string;
  state: DestState;
  reason: string | null;
  cause: FollowUpCause;
}

export type AuditFollowUp = Omit<AuditFollowUpLine, 'phase' | 'id'>;

export type AuditLine = AuditIntentLine | AuditOutcomeLine | AuditFollowUpLine;

/** One action as the Activity screen shows it: intent joined with its outcome (if any yet). */
export interface AuditEntry extends AuditIntent {
  /** 'pending' while no outcome line exists (in flight, or the app died mid-call). */
  outcome: AuditOutcome | 'pending';
  resultKind: string | null;
  message: string | null;
  latencyMs: number | null;
  finishedAt: string | null;
  /** What the destination became after the call, oldest first (connects and disconnects only). */
  followUps?: AuditFollowUp[];
}
