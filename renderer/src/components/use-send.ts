/** Sending an action and keeping its result in place: the shared core of ActionButton and ArmButton. */
import { useCallback, useRef, useState } from 'react';
import type { IpcResult } from '../../../shared/ipc/define';
import { type ActionOutcome, OUTCOME_IDLE, OUTCOME_SENDING, outcomeOf, outcomeOfThrown } from './action-outcome';

export interface Sender {
  outcome: ActionOutcome;
  sending: boolean;
  /** Shows "sending…" at once (same render), then the result; a second call while sending is ignored. */
  send(): Promise<void>;
}

export function useSend<T>(run: () => Promise<IpcResult<T>>, doneText?: (value: T) => string | null): Sender {
  const [outcome, setOutcome] = useState<ActionOutcome>(OUTCOME_IDLE);
  const inFlight = useRef(false);
  const latest = useRef({ run, doneText });
  latest.current = { run, doneText };

  const send = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setOutcome(OUTCOME_SENDING);
    try {
      const result = await latest.current.run();
      setOutcome(outcomeOf(result, latest.current.doneText));
    } catch (err) {
      setOutcome(outcomeOfThrown(err));
    } finally {
      inFlight.current = false;
    }
  }, []);

  return { outcome, sending: outcome.status === 'sending', send };
}
