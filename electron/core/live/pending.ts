/**
 * A connect this console sent that the server does not list (yet): its row and how a
 * call result moves it. Kept apart from the tracker so each transition is tested alone.
 */
import type { IpcError } from '../../../shared/ipc/define';
import type { GatewayResult } from '../deps';
import type { SessionState, SessionView } from '../../../shared/domain/live/sessions';
import { wasNotSent } from '../../../shared/ipc/failure-classes';

/** How a server row is recognised as this connect's session. */
export interface ConnectMatch {
  entryName?: string | undefined;
  pushServiceId?: number | undefined;
  stream?: string | undefined;
}

export interface Pending {
  key: string;
  label: string;
  match: ConnectMatch;
  state: SessionState;
  reason: string | null;
  since: string;
  /** Local ms when the server accepted the connect, or null. */
  acceptedAt: number | null;
}

export function pendingMatches(match: ConnectMatch, row: SessionView): boolean {
  if (match.entryName !== undefined) return row.entryName === match.entryName;
  if (match.pushServiceId === undefined || row.pushServiceId !== match.pushServiceId) return false;
  return match.stream === undefined || row.stream === match.stream;
}

export const UNKNOWN_SENTENCE = 'Sent, but no clear answer came back — check status before sending again.';

/** Failures where the request provably never left: nothing to track. */
export { wasNotSent };

export function rejectionText(error: IpcError): string {
  if (error.kind === 'api_failure' || error.kind === 'auth_rejected' || error.kind === 'signature_rejected' || error.kind === 'timestamp_rejected') {
    return `Rejected by the server: ${error.serverMessage ?? error.message}`;
  }
  return error.message;
}

/** The next row after a connect call ended, or null when no row should stay (not sent). */
export function pendingFromResult(p: Pending, result: GatewayResult<unknown>, now: number, iso: string): Pending | null {
  if (result.ok) return { ...p, state: 'connecting', reason: 'Accepted — waiting for the server to report it live', acceptedAt: now };
  const error = result.error;
  if (error.kind === 'outcome_unknown') return { ...p, state: 'unknown', reason: UNKNOWN_SENTENCE, since: iso };
  if (wasNotSent(error)) return null;
  return { ...p, state: 'failed', reason: rejectionText(error), since: iso };
}

/** The row a pending connect shows until the server lists its session. */
export function pendingRow(p: Pending): SessionView {
  return {
    key: p.key,
    stream: p.match.stream ?? null,
    entryName: p.match.entryName ?? null,
    pushServiceId: p.match.pushServiceId ?? null,
    label: p.label,
    state: p.state,
    reason: p.reason,
    serverStatus: null,
    since: p.since,
    origin: 'local',
  };
}
