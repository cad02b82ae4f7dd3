/**
 * Words an action leaves in place expire as README promises: DONE words after WORDS_MS
 * (10 s); words that report a failure (FAILED, UNKNOWN) stay until their cause changes —
 * the next press of the same thing replaces them. One mechanism: a slice writes its words
 * through `sayThenExpire`, which puts them back to nothing after WORDS_MS unless newer
 * words took their place. The board's row notes (features/live/board-notes.ts) keep the
 * same limit. Unit tests drive it with a fake clock.
 */
import { type ActionOutcome, OUTCOME_IDLE } from '../components/action-outcome';

/** The longest DONE words stay up (README: "10 s at most"). */
export const WORDS_MS = 10_000;

/** How long these words may stay, or null while their cause holds (a failure, words in flight). */
export function wordsLife(o: ActionOutcome): number | null {
  return o.status === 'done' ? WORDS_MS : null;
}

/**
 * Writes `o`; DONE words are cleared after their life if they are still the words shown
 * (`shown` reads the current ones: newer words are never cleared by an older timer).
 */
export function sayThenExpire(o: ActionOutcome, write: (o: ActionOutcome) => void, shown: () => ActionOutcome | undefined): void {
  write(o);
  const life = wordsLife(o);
  if (life === null) return;
  setTimeout(() => {
    if (shown() === o) write(OUTCOME_IDLE);
  }, life);
}
