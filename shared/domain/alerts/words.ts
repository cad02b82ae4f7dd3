/**
 * Every alert's words, in one place: the alert a target receives, the Activity entry that
 * records it and the notice on screen all say the same sentence. Nothing here names a
 * secret: an alert carries the destination's board label and the account's name only.
 */
import type { AlertCause, AlertPhase } from './alert';

/** A span in words: "45 s", "2 min 10 s", "1 h 3 min". */
export function spanWords(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return s % 60 === 0 ? `${m} min` : `${m} min ${s % 60} s`;
  const h = Math.floor(m / 60);
  return m % 60 === 0 ? `${h} h` : `${h} h ${m % 60} min`;
}

/** What a cause is, in a few words (Activity's result kind, a receiver's short line). */
export const CAUSE_WORDS: Record<AlertCause, string> = {
  failed: 'FAILED',
  gave_up: 'gave up reconnecting',
  key_refused: 'key refused',
  unknown: 'UNKNOWN',
  unreadable: 'a read that cannot tell',
  stale: 'board STALE',
  split_failed: 'split failed',
  preflight_failed: 'preflight failed',
};

export interface AlertWordsInput {
  phase: AlertPhase;
  cause: AlertCause;
  accountName: string;
  /** The destination's board label, or null for an account-wide cause. */
  destination: string | null;
  /** The server's or the step's own words of why, when there are any. */
  detail: string | null;
  /** Since the cause began (repeats, stale) or how long it lasted (recovery). */
  spanMs: number;
  /** The n-th repeat (phase repeat). */
  repeat: number;
  /** A recovered destination's state now, upper case ("LIVE", "OFF"), when it is about one. */
  nowState?: string | null;
}

function why(detail: string | null): string {
  return detail === null || detail === '' ? '' : `: ${detail}`;
}

/** The first alert of a cause, in one sentence. */
function alertSentence(i: AlertWordsInput): string {
  const dest = i.destination ?? 'a destination';
  const on = ` on ${i.accountName}`;
  switch (i.cause) {
    case 'failed':
      return `${dest} FAILED${on}${why(i.detail)}`;
    case 'gave_up':
      return `${dest} gave up reconnecting${on}${why(i.detail)}`;
    case 'key_refused':
      return `${dest} key refused${on}${why(i.detail)}`;
    case 'unknown':
      return `${dest} is UNKNOWN${on}: sent, but no clear answer came back — check status before sending again`;
    case 'unreadable':
      return `${dest}${on}: the server's read cannot tell whether it is on air`;
    case 'stale':
      return `${i.accountName}: the board is STALE — not read for ${spanWords(i.spanMs)}${why(i.detail)}`;
    case 'split_failed':
      return `Split failed${on}${i.destination === null ? '' : ` (${i.destination})`}${why(i.detail)}`;
    case 'preflight_failed':
      return `Preflight failed${on}${i.destination === null ? '' : ` (${i.destination})`}${why(i.detail)}`;
  }
}

/** A cause's end, in one sentence: "#503 back LIVE after 2 min 10 s off air (Client B)". */
function recoverySentence(i: AlertWordsInput): string {
  const span = spanWords(i.spanMs);
  switch (i.cause) {
    case 'stale':
      return `${i.accountName}: the board is read again after ${span} without a read`;
    case 'split_failed':
      return `Split works again on ${i.accountName}${i.destination === null ? '' : ` (${i.destination})`}`;
    case 'preflight_failed':
      return `Preflight passes again on ${i.accountName}${i.destination === null ? '' : ` (${i.destination})`}`;
    default: {
      const dest = i.destination ?? 'a destination';
      if (i.nowState === 'LIVE') return `${dest} back LIVE after ${span} off air (${i.accountName})`;
      const now = i.nowState === null || i.nowState === undefined ? '' : `, ${i.nowState} now`;
      return `${dest} no longer ${CAUSE_WORDS[i.cause]} after ${span}${now} (${i.accountName})`;
    }
  }
}

/** The whole alert in words, as the target, Activity and the notice say it. */
export function alertText(i: AlertWordsInput): string {
  if (i.phase === 'recovery') return recoverySentence(i);
  if (i.phase === 'repeat') return `Still not acknowledged after ${spanWords(i.spanMs)} (repeat ${i.repeat}): ${alertSentence(i)}`;
  if (i.phase === 'test') return `Test alert from Master Control for ${i.accountName}: this target is reached`;
  return alertSentence(i);
}

/** What an acknowledgement leaves in Activity: "Acknowledged: #503 FAILED on Client B (repeats muted)". */
export function ackText(what: string): string {
  return `Acknowledged: ${what} (repeats muted; its recovery is still sent)`;
}

/** A flapping destination's alert says so, once, instead of one alert per drop. */
export const FLAPPING_DETAIL = (drops: number, windowMs: number): string => `dropped and came back ${drops} times within ${spanWords(windowMs)}`;
