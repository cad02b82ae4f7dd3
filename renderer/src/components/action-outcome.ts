/**
 * What a pressed button shows in place after it fires (operator principle 2): sending…,
 * then DONE, FAILED with the reason, or UNKNOWN with "Check status". Pure, so the
 * mapping from an IPC result to what the operator sees is tested on its own.
 */
import type { IpcError, IpcResult } from '../../../shared/ipc/define';

export type ActionOutcome =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'done'; text: string | null }
  | { status: 'failed'; error: IpcError }
  | { status: 'unknown'; error: IpcError };

export const OUTCOME_IDLE: ActionOutcome = { status: 'idle' };
export const OUTCOME_SENDING: ActionOutcome = { status: 'sending' };

/**
 * An `outcome_unknown` failure means the request may have been applied: the button says
 * UNKNOWN (and offers a status check) rather than FAILED, so nobody blindly resends.
 */
export function outcomeOf<T>(result: IpcResult<T>, doneText?: (value: T) => string | null): ActionOutcome {
  if (result.ok) return { status: 'done', text: doneText ? doneText(result.value) : null };
  if (result.error.kind === 'outcome_unknown') return { status: 'unknown', error: result.error };
  return { status: 'failed', error: result.error };
}

/**
 * The bridge itself threw (a bug, or the web-mode link dropped mid-call). The request may
 * or may not have left, so this is UNKNOWN — never a stuck "sending…", never "not sent".
 */
export function outcomeOfThrown(err: unknown): ActionOutcome {
  const cause = err instanceof Error && err.message ? err.message : 'no answer from the console’s main process';
  return { status: 'unknown', error: { kind: 'internal', message: `The console lost track of this request (${cause}).` } };
}

/** The whole words of an outcome, for the hover of a fixed box that may cut them (DONE's text, a failure's reason). */
export function outcomeTitle(o: ActionOutcome): string | undefined {
  if (o.status === 'done') return o.text ?? undefined;
  return o.status === 'failed' || o.status === 'unknown' ? o.error.message : undefined;
}
