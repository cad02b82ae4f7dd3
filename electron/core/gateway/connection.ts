/**
 * The connection indicator: per account, what the last call said (ok / failing /
 * offline) with latency and the server clock offset. A change of state, message or clock
 * offset is pushed to the renderer as `connection.changed` at once; a new latency alone
 * at most once a second — every call has one, and an event per call (a breakdown or an
 * export makes dozens a second) would cost the renderer a render each for a figure
 * nobody can read that fast. `status()` always has the latest.
 *
 * One lost answer is not an outage: the first failed read in a row reads "one read failed
 * (connection reset) — retrying"; OFFLINE comes with the second (the poller reads again).
 */
import type { ConnectionState, ConnectionStatus } from '../../../shared/ipc/app';
import type { Clock, EventSink } from '../deps';
import type { PerAccountStore } from '../profiles/account-data';
import { causeWords } from './cause-words';

export interface Observation {
  state: ConnectionState;
  latencyMs: number | null;
  clockOffsetMs: number | null;
  message: string | null;
  /** What went wrong on the wire (ECONNRESET, timeout…), when the failure says. */
  cause?: string | null;
}

/** Failed reads in a row before the account reads OFFLINE. */
const OFFLINE_AFTER = 2;

/** How often a latency-only change is announced. */
export const LATENCY_REFRESH_MS = 1000;

/**
 * Its three maps hold one entry per account: an account deleted (or a rehearsal mirror
 * ended) is forgotten through account-data.ts's one forget call (clearProfiles).
 */
export class ConnectionTracker implements PerAccountStore {
  private readonly byProfile = new Map<string, ConnectionStatus>();
  /** What was last announced per account, and when (clock ms). */
  private readonly announced = new Map<string, { status: ConnectionStatus; at: number }>();
  /** Offline observations in a row, per account. */
  private readonly misses = new Map<string, number>();

  constructor(
    private readonly events: EventSink,
    private readonly clock: Clock,
  ) {}

  status(profileId: string): ConnectionStatus {
    return this.byProfile.get(profileId) ?? { profileId, state: 'unknown', clockOffsetMs: null, latencyMs: null, at: null, message: null };
  }

  observe(profileId: string, given: Observation): void {
    const previous = this.status(profileId);
    const seen = this.counted(profileId, given);
    const next: ConnectionStatus = {
      profileId,
      state: seen.state,
      latencyMs: seen.latencyMs ?? previous.latencyMs,
      clockOffsetMs: seen.clockOffsetMs ?? previous.clockOffsetMs,
      at: new Date(this.clock.now()).toISOString(),
      message: seen.message,
    };
    this.byProfile.set(profileId, next);
    const last = this.announced.get(profileId);
    const changed = last === undefined || last.status.state !== next.state || last.status.message !== next.message || last.status.clockOffsetMs !== next.clockOffsetMs;
    const latencyDue = last !== undefined && last.status.latencyMs !== next.latencyMs && this.clock.now() - last.at >= LATENCY_REFRESH_MS;
    if (changed || latencyDue) this.announce(profileId);
  }

  /** The observation as shown: an offline one stays "retrying" until OFFLINE_AFTER come in a row. */
  private counted(profileId: string, seen: Observation): Observation {
    const misses = seen.state === 'offline' ? (this.misses.get(profileId) ?? 0) + 1 : 0;
    this.misses.set(profileId, misses);
    if (seen.state !== 'offline' || misses >= OFFLINE_AFTER) return seen;
    return { ...seen, state: 'retrying', message: `one read failed (${causeWords(seen.cause ?? null)}) — retrying` };
  }

  /** Announces an account's status (also to re-announce it after switching accounts). */
  announce(profileId: string): void {
    const status = this.status(profileId);
    this.announced.set(profileId, { status, at: this.clock.now() });
    this.events.emit({ type: 'connection.changed', ...status });
  }

  /** The accounts it holds anything for (status, last announcement or misses in a row). */
  tracked(): string[] {
    return [...new Set([...this.byProfile.keys(), ...this.announced.keys(), ...this.misses.keys()])];
  }

  async clearProfiles(stale: (profileId: string) => boolean): Promise<void> {
    for (const map of [this.byProfile, this.announced, this.misses]) {
      for (const id of [...map.keys()]) if (stale(id)) map.delete(id);
    }
  }
}
