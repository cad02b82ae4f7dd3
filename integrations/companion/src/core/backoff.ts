/** Retry delays after a network error: 1 s, growing ×1.5 up to 30 s, jittered so many surfaces don't retry in step. */
const FIRST_MS = 1000;
const FACTOR = 1.5;
const MAX_MS = 30_000;
/** The delay is drawn from [1 - JITTER, 1] of the step. */
const JITTER = 0.2;

/** The wait before retry number `attempt` (0 for the first retry); `random` in [0, 1). */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(MAX_MS, FIRST_MS * FACTOR ** attempt);
  return Math.round(step * (1 - JITTER * random()));
}
