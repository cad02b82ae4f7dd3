/**
 * One alert as the policy decides it and the delivery sends it ("Alerts that reach the crew").
 * The policy (what alerts, when, repeats, recovery) and the delivery (targets, signing,
 * bounded sends) meet here and nowhere else. No secret travels in an alert: a target's URL
 * stays with the delivery.
 */

/** Why an alert went: each has a recovery, said when the cause ends. */
export type AlertCause =
  | 'failed'
  | 'gave_up'
  | 'key_refused'
  | 'unknown'
  | 'unreadable'
  | 'stale'
  | 'split_failed'
  | 'preflight_failed';

/** `alert`: the first; `repeat`: an escalation of the same, not acknowledged; `recovery`: it ended; `test`: the button. */
export type AlertPhase = 'alert' | 'repeat' | 'recovery' | 'test';

export interface Alert {
  /** One id per incident: its repeats and recovery carry the same id, so a receiver can thread them. */
  incident: string;
  phase: AlertPhase;
  cause: AlertCause;
  /** The profile id and name of the account it is about. */
  account: string;
  accountName: string;
  /** The destination, as the board names it ("#503 YouTube main"), or null for an account-wide cause. */
  destination: string | null;
  /** ISO time the policy decided it. */
  at: string;
  /** The whole alert in words: "#503 back LIVE after 2 min 10 s off air". */
  text: string;
  /** 0 for the first, n for the n-th repeat. */
  repeat: number;
}

/** What one target answered for one alert, after its bounded tries. */
export interface AlertDelivery {
  targetId: string;
  ok: boolean;
  /** The HTTP status of the last try, or null when none was answered (timeout, refused). */
  status: number | null;
  tries: number;
  /** In words, without the target's URL: "answered 200", "timed out after 5 s (3 tries)". */
  detail: string;
}

/** What the policy hands alerts to: it returns at once; the show never waits on a target. */
export interface AlertDispatch {
  (alert: Alert): void;
}
