/**
 * Audit entries: every mutating call writes an `intent` line before sending and an
 * `outcome` line after, both with the same id. Params are stored with secrets removed.
 */
/** refused: an account-bound call prepared on another account than the active one; nothing sent. */
export type AuditOutcome = 'ok' | 'failed' | 'unknown' | 'not_sent' | 'refused';

/** The run-sheet cue an action was fired from (issue #16): Activity names the sheet and the cue. */
export interface AuditCue {
  sheetId: string;
  sheet: string;
  cueId: string;
  /** The cue's number on the sheet (1-based). */
  n: number;
  cue: string;
}

/** A call asked for by a control surface through the control API, and the client's own name. */
export interface AuditSource {
  kind: 'control';
  client: string;
}

export interface AuditIntentLine {
  phase: 'intent';
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

export type AuditLine = AuditIntentLine | AuditOutcomeLine;

/** One action as the Activity screen shows it: intent joined with its outcome (if any yet). */
export interface AuditEntry {
  id: string;
  time: string;
  profileId: string;
  profileName: string;
  command: string;
  params: Record<string, unknown>;
  truncated?: true;
  cue?: AuditCue;
  source?: AuditSource;
  /** 'pending' while no outcome line exists (in flight, or the app died mid-call). */
  outcome: AuditOutcome | 'pending';
  resultKind: string | null;
  message: string | null;
  latencyMs: number | null;
  finishedAt: string | null;
}
