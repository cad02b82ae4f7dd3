/** The bench's one percentile: nearest rank on a sorted copy; median is its 50th. NaN when empty, so an empty sample fails the run. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** Least-squares slope of `v` over `t`; NaN with fewer than two distinct times, so a soak too short to say fails the run. */
export function slope(points: ReadonlyArray<{ t: number; v: number }>): number {
  if (points.length < 2) return Number.NaN;
  const n = points.length;
  const mt = points.reduce((a, p) => a + p.t, 0) / n;
  const mv = points.reduce((a, p) => a + p.v, 0) / n;
  const den = points.reduce((a, p) => a + (p.t - mt) ** 2, 0);
  if (den === 0) return Number.NaN;
  return points.reduce((a, p) => a + (p.t - mt) * (p.v - mv), 0) / den;
}

/** A row count as the figures' names say it: 1M, 120k, 5k (a smoke run's sizes say so too). */
export function countLabel(n: number): string {
  if (n >= 1_000_000 && n % 1_000_000 === 0) return `${n / 1_000_000}M`;
  if (n >= 1_000 && n % 1_000 === 0) return `${n / 1_000}k`;
  return String(n);
}
