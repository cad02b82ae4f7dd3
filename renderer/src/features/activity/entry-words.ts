/**
 * An audit entry in words: what the server answered and what the destination then
 * became (the follow-ups main appends as the board learns it), so Activity tells the
 * same story as the board — "Server accepted — then FAILED: Destination refused the
 * connection (11:49:55)", "UNKNOWN → LIVE by Check status (11:54:08)". Command names stay
 * out of these words: they belong to tooltips and the raw view.
 */
import { commandTitle } from '../../../../shared/api/catalog';
import type { AuditEntry, AuditFollowUp } from '../../../../shared/domain/audit';
import { CONSOLE_ENTRIES } from './console-entries';
import type { DestState } from '../../../../shared/domain/live/board';
import { formatCount, formatLocal } from '../../../../shared/domain/format';
import type { TagState } from '../../components/StateTag';

export const DEST_WORDS: Record<DestState, { tag: TagState; word: string }> = {
  off: { tag: 'off', word: 'OFF' },
  connecting: { tag: 'connecting', word: 'CONNECTING' },
  live: { tag: 'live', word: 'LIVE' },
  failed: { tag: 'failed', word: 'FAILED' },
  unknown: { tag: 'unknown', word: 'UNKNOWN' },
  disconnecting: { tag: 'connecting', word: 'DISCONNECTING' },
  stopped: { tag: 'off', word: 'STOPPED' },
  reconnecting: { tag: 'reconnecting', word: 'RECONNECTING' },
};

/** States whose reason says something the word does not ("Accepted — waiting…" beside CONNECTING does not). */
const REASON_SAYS_MORE = new Set<DestState>(['failed', 'off', 'stopped', 'unknown']);

const clock = (iso: string): string => formatLocal(new Date(iso)).slice(11);

/**
 * The server's message without the command name the client puts first
 * ("pushpublish.disconnect failed: the server answered HTTP 500." → "The server answered HTTP 500.").
 */
export function plainMessage(command: string, message: string): string {
  const prefix = `${command} failed: `;
  const rest = message.startsWith(prefix) ? message.slice(prefix.length) : message;
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

function followUpWords(f: AuditFollowUp): string {
  const reason = f.reason !== null && REASON_SAYS_MORE.has(f.state) ? `: ${f.reason}` : '';
  return `${DEST_WORDS[f.state].word}${reason}${f.cause === 'check' ? ' by Check status' : ''} (${clock(f.time)})`;
}

/** What the Result column says: the answer, then what the destination became; the failure kind when there is no message. */
export function resultWords(e: AuditEntry): string {
  const after = e.followUps ?? [];
  if (after.length > 0) {
    const steps = after.map(followUpWords);
    return e.outcome === 'unknown' ? `UNKNOWN → ${steps.join(' → ')}` : `Server accepted — then ${steps.join(' — then ')}`;
  }
  if (e.message !== null) return plainMessage(e.command, e.message);
  return e.resultKind === null || e.resultKind === 'ok' ? '' : e.resultKind;
}

export const OUTCOME_TAG: Record<AuditEntry['outcome'], { tag: TagState; word: string }> = {
  ok: { tag: 'done', word: 'DONE' },
  failed: { tag: 'failed', word: 'FAILED' },
  unknown: { tag: 'unknown', word: 'UNKNOWN' },
  not_sent: { tag: 'off', word: 'NOT SENT' },
  refused: { tag: 'failed', word: 'REFUSED' },
  pending: { tag: 'connecting', word: 'PENDING' },
};

/** The entry's tag: the destination's latest state once it has followed the call, else the call's outcome. */
export function entryTag(e: AuditEntry): { tag: TagState; word: string } {
  const own = CONSOLE_ENTRIES[e.command]?.tag;
  if (own) return own;
  const last = e.followUps?.at(-1);
  return last ? DEST_WORDS[last.state] : OUTCOME_TAG[e.outcome];
}

/** The action in words: the catalog's title of the command sent, or the console's own entry (no command sent). */
export function actionTitle(command: string): string {
  return CONSOLE_ENTRIES[command]?.title ?? commandTitle(command);
}

/** What came back, as a sentence. */
export function answerSentence(e: AuditEntry): string {
  // main writes how the episode ended; nothing went to the server for this entry itself.
  const own = CONSOLE_ENTRIES[e.command];
  if (own) return own.said(e.message ?? e.resultKind ?? 'no words recorded');
  const said = e.message === null ? null : plainMessage(e.command, e.message);
  switch (e.outcome) {
    case 'ok':
      return said ? `The server accepted it: ${said}` : 'The server accepted it.';
    case 'failed':
      return `It failed: ${said ?? e.resultKind ?? 'no reason given'}`;
    case 'unknown':
      return `No clear answer came back: ${said ?? 'the outcome is unknown'}`;
    case 'not_sent':
      return `Not sent: ${said ?? 'nothing went to the server'}`;
    case 'refused':
      return `Refused before sending: ${said ?? 'it was prepared on another account'}`;
    case 'pending':
      return 'No answer yet: still in flight, or the console stopped before the answer came.';
  }
}

/** Each later state of the destination, as a sentence. */
export function followUpSentence(f: AuditFollowUp): string {
  const reason = f.reason !== null && REASON_SAYS_MORE.has(f.state) ? `: ${f.reason}` : '';
  const how = f.cause === 'check' ? 'Check status found it' : 'a status read found it';
  return `${clock(f.time)} — ${f.destination} became ${DEST_WORDS[f.state].word}${reason} (${how}).`;
}

export function howLong(e: AuditEntry): string {
  if (e.latencyMs === null) return e.outcome === 'pending' ? 'No answer yet' : 'Not measured (nothing went to the server)';
  return `${formatCount(Math.round(e.latencyMs))} ms`;
}
