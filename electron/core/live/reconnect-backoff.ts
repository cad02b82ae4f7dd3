/**
 * Reconnect limits and waits. Platforms punish retry storms and some never take a key back,
 * so tries grow apart (2 s, ×1.5, ±20% jitter, never more than 60 s apart) and an episode
 * ends after 10 tries or 10 minutes, whichever comes first.
 */
export const RECONNECT = { firstMs: 2000, factor: 1.5, jitter: 0.2, maxGapMs: 60_000, maxTries: 10, maxEpisodeMs: 600_000 } as const;

/** The wait before try `n` (1-based) without jitter: the centre the jittered wait stays around. */
export function baseWaitMs(n: number): number {
  return Math.min(RECONNECT.firstMs * RECONNECT.factor ** (n - 1), RECONNECT.maxGapMs);
}

/** The wait before try `n`, with `rand` in [0, 1) spreading it ±20%; never past the 60 s cap. */
export function waitMs(n: number, rand: number): number {
  const spread = (rand * 2 - 1) * RECONNECT.jitter;
  return Math.round(Math.min(baseWaitMs(n) * (1 + spread), RECONNECT.maxGapMs));
}

/**
 * A refusal worth trying again: anything not about the key, the credentials or a missing
 * service, since those never clear by waiting (an ended event refuses its key for good).
 */
export function transientRefusal(reason: string): boolean {
  return !/\b(key|credential|auth\w*|unauthori[sz]ed|forbidden|password|token|no such service|not found|does not exist|ended)\b/i.test(reason);
}
