/**
 * Identical requests within a short window answer once: a button bounced by its switch,
 * or Companion's press sent twice, must not act twice. Identity is the client, method,
 * path and body; the later copies get the first one's answer.
 */
const DEDUPE_MS = 300;

export class RecentRequests<T> {
  private readonly recent = new Map<string, { at: number; answer: Promise<T> }>();

  constructor(
    private readonly now: () => number,
    private readonly windowMs = DEDUPE_MS,
  ) {}

  /** The answer of an identical request seen within the window, else `run()`'s. */
  once(key: string, run: () => Promise<T>): Promise<T> {
    const at = this.now();
    for (const [k, v] of this.recent) if (at - v.at >= this.windowMs) this.recent.delete(k);
    const seen = this.recent.get(key);
    if (seen) return seen.answer;
    const answer = run();
    this.recent.set(key, { at, answer });
    return answer;
  }
}
