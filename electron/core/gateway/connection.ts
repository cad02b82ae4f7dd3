/**
 * The connection indicator: per account, what the last call said (ok / failing /
 * offline) with latency and the server clock offset. A change of state, message or clock
 * offset is pushed to the renderer as `connection.changed` at once; a new latency alone
 * at most once a second — every call has one, and an event per call (a breakdown or an
 * export makes dozens a second) would cost the renderer a render each for a figure
 * nobody can read that fast. `status()` always has the latest.
 */
import type { ConnectionState, ConnectionStatus } from '../../../shared/ipc/app';
import type { Clock, EventSink } from '../deps';

export interface Observation {
  state: ConnectionState;
  latencyMs: number | null;
  clockOffsetMs: number | null;
  message: string | null;
}

/** How often a latency-only change is announced. */
export const LATENCY_REFRESH_MS = 1000;

export class ConnectionTracker {
  private readonly byProfile = new Map<string, ConnectionStatus>();
  /** What was last announced per account, and when (clock ms). */
  private readonly announced = new Map<string, { status: ConnectionStatus; at: number }>();

  constructor(
    private readonly events: EventSink,
    private readonly clock: Clock,
  ) {}

  status(profileId: string): ConnectionStatus {
    return this.byProfile.get(profileId) ?? { profileId, state: 'unknown', clockOffsetMs: null, latencyMs: null, at: null, message: null };
  }

  observe(profileId: string, seen: Observation): void {
    const previous = this.status(profileId);
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

  /** Announces an account's status (also to re-announce it after switching accounts). */
  announce(profileId: string): void {
    const status = this.status(profileId);
    this.announced.set(profileId, { status, at: this.clock.now() });
    this.events.emit({ type: 'connection.changed', ...status });
  }
}
