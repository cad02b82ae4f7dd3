/**
 * The result of an action, in place and in words (operator principles 2 and 3): sending…,
 * DONE, FAILED with the reason beside it, or UNKNOWN with "Check status".
 */
import type { IpcError } from '../../../shared/ipc/define';
import type { ActionOutcome } from './action-outcome';
import { CHECK_BEFORE_RESEND } from '../../../shared/api/failures';
import { describeError } from './error-words';
import { StateTag } from './StateTag';

export interface ResultLineProps {
  outcome: ActionOutcome;
  /** Offered beside UNKNOWN: reads the current state so the operator can decide. */
  onCheckStatus?: () => void;
}

export function ResultLine({ outcome, onCheckStatus }: ResultLineProps) {
  return (
    <span className={`mc-result mc-result--${outcome.status}`} role="status">
      {renderOutcome(outcome, onCheckStatus)}
    </span>
  );
}

function renderOutcome(outcome: ActionOutcome, onCheckStatus?: () => void) {
  switch (outcome.status) {
    case 'idle':
      return null;
    case 'sending':
      return <StateTag state="connecting" word="SENDING" />;
    case 'done':
      return (
        <>
          <StateTag state="done" />
          {outcome.text ? <span className="mc-result__text">{outcome.text}</span> : null}
        </>
      );
    case 'failed':
      return (
        <>
          <StateTag state="failed" />
          <span className="mc-result__text">{describeError(outcome.error)}</span>
        </>
      );
    case 'unknown':
      return (
        <>
          <StateTag state="unknown" />
          <span className="mc-result__text">{unknownText(outcome.error)}</span>
          {onCheckStatus ? (
            <button type="button" className="mc-btn mc-btn--small" onClick={onCheckStatus}>
              Check status
            </button>
          ) : null}
        </>
      );
  }
}

function unknownText(error: IpcError): string {
  const said = describeError(error);
  return error.kind === 'outcome_unknown' ? said : `${said} Sent or not is unclear — ${CHECK_BEFORE_RESEND}`;
}

/** A failure shown on its own (a screen that could not load): FAILED + the sentence. */
export function ErrorLine({ error }: { error: IpcError }) {
  return <ResultLine outcome={error.kind === 'outcome_unknown' ? { status: 'unknown', error } : { status: 'failed', error }} />;
}
