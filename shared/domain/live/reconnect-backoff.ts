/**
 * Reconnect limits and waits. Platforms punish retry storms and some never take a key back,
 * so tries grow apart (2 s, ×1.5, ±20% jitter, never more than 60 s apart), an episode
 * ends after 10 tries or 10 minutes, whichever comes first, a refusal nobody can name is
 * tried 3 times, and a destination that needed 6 episodes within an hour is left to the
 * operator (something is wrong that tries will not fix).
 */
export const RECONNECT = {
  firstMs: 2000, factor: 1.5, jitter: 0.2, maxGapMs: 60_000, maxTries: 10, maxEpisodeMs: 600_000,
  maxUnknownRefusals: 3, episodesPerHour: 6, hourMs: 3_600_000,
} as const;

/** The wait before try `n` (1-based) without jitter: the centre the jittered wait stays around. */
export function baseWaitMs(n: number): number {
  return Math.min(RECONNECT.firstMs * RECONNECT.factor ** (n - 1), RECONNECT.maxGapMs);
}

/** The wait before try `n`, with `rand` in [0, 1) spreading 2 s × 1.5ⁿ⁻¹ by ±20%, then capped at 60 s. */
export function waitMs(n: number, rand: number): number {
  const spread = (rand * 2 - 1) * RECONNECT.jitter;
  return Math.round(Math.min(RECONNECT.firstMs * RECONNECT.factor ** (n - 1) * (1 + spread), RECONNECT.maxGapMs));
}
