/**
 * An alert target as the screens may know it: its kind, the operator's label and the host
 * of its URL. The URL itself and a webhook's signing secret are secrets: they stay in main,
 * kept like the account's credentials (keychain or vault), and never travel back out.
 */

/** `webhook`: signed JSON; `slack`: a Slack-compatible incoming webhook; `ntfy`: an ntfy-compatible topic. */
export type AlertTargetKind = 'webhook' | 'slack' | 'ntfy';

export const ALERT_TARGET_KINDS: readonly AlertTargetKind[] = ['webhook', 'slack', 'ntfy'];

export const KIND_WORDS: Record<AlertTargetKind, string> = { webhook: 'Webhook (signed JSON)', slack: 'Slack-compatible webhook', ntfy: 'ntfy topic' };

/** The last answer a target gave, after its tries, for the Accounts screen. */
export interface AlertTargetAnswer {
  ok: boolean;
  status: number | null;
  tries: number;
  /** In words, without the URL: "answered 200", "timed out after 5 s (3 tries)". */
  detail: string;
  /** ISO time it ended. */
  at: string;
  phase: 'alert' | 'repeat' | 'recovery' | 'test';
}

export interface AlertTargetView {
  id: string;
  kind: AlertTargetKind;
  label: string;
  /** The URL's host ("hooks.slack.com"), never its path or query. */
  host: string;
  last: AlertTargetAnswer | null;
  /** Alerts waiting to be sent to it now (while it is slow or down). */
  queued: number;
  /** Repeats dropped unsent because its queue was full, since the app started. */
  dropped: number;
}

/** Targets an account may keep. */
export const MAX_TARGETS = 10;
export const MAX_URL_LENGTH = 2000;
export const MIN_SIGNING_SECRET = 16;

/** Why a URL cannot be a target, in words that never repeat it; null when it can. */
export function targetUrlProblem(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return 'Not saved: the URL is not a full address (it starts with https:// or http://).';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'Not saved: the URL must start with https:// or http://.';
  if (parsed.username !== '' || parsed.password !== '') return 'Not saved: put no user name or password in the URL; a webhook signs with its signing secret.';
  return null;
}

/** The URL's host (and port), the only part of it the screens show. */
export function hostOf(url: string): string {
  try {
    return new URL(url.trim()).host;
  } catch {
    return '';
  }
}

export function labelProblem(label: string): string | null {
  const t = label.trim();
  if (t === '') return 'Not saved: give the target a label ("Crew Slack").';
  if (t.length > 80) return 'Not saved: the label is longer than 80 characters.';
  return null;
}
