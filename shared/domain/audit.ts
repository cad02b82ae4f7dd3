/**
 * Audit entries: every mutating call writes an `intent` line before sending and an
 * `outcome` line after, both with the same id. Params are stored with secrets removed.
 */
/** refused: an account-bound call prepared on another account than the active one; nothing sent. */
export type AuditOutcome = 'ok' | 'failed' | 'unknown' | 'not_sent' | 'refused';

export interface AuditIntentLine {
  phase: 'intent';
  id: string;
  time: string;
  profileId: string;
  profileName: string;
  command: string;
  params: Record<string, unknown>;
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
  /** 'pending' while no outcome line exists (in flight, or the app died mid-call). */
  outcome: AuditOutcome | 'pending';
  resultKind: string | null;
  message: string | null;
  latencyMs: number | null;
  finishedAt: string | null;
}
