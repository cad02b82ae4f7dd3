/**
 * Identical requests within a short window answer once: a button bounced by its switch,
 * or Companion's press sent twice, must not act twice. Identity is the client, the account
 * the request acts on, method, path and body: the same press after an account switch is a
 * new request for the new account, never the old account's answer. A remembered answer
 * that no longer holds (an arm it handed out was fired, cancelled or expired) is not
 * given again: the request runs afresh, so a re-arm gets a new arm and its fire its own answer.
 */
const DEDUPE_MS = 300;

export class RecentRequests<T> {
  /** Bounded by the window: each request drops those older than it before it is kept. */
  private readonly recent = new Map<string, { at: number; answer: Promise<T> }>();

  /** How many requests are remembered now (for the bound's test). */
  get size(): number {
    return this.recent.size;
  }

  constructor(
    private readonly now: () => number,
    /** False for an answer that must not be handed out again. */
    private readonly holds: (answer: T) => boolean,
    private readonly windowMs = DEDUPE_MS,
  ) {}

  /** The answer of an identical request seen within the window while it still holds, else `run()`'s. */
  once(key: string, run: () => Promise<T>): Promise<T> {
    const at = this.now();
    for (const [k, v] of this.recent) if (at - v.at >= this.windowMs) this.recent.delete(k);
    const seen = this.recent.get(key);
    if (seen) return seen.answer.then((a) => (this.holds(a) ? a : this.fresh(key, at, run)));
    return this.fresh(key, at, run);
  }

  private fresh(key: string, at: number, run: () => Promise<T>): Promise<T> {
    const answer = run();
    this.recent.set(key, { at, answer });
    return answer;
  }
}

/** The identity of a request for the window: who, for which account, what. */
export function requestKey(client: string, account: string, method: string, target: string, body: string): string {
  return JSON.stringify([client, account, method, target, body]);
}
