/**
 * The connection indicator: per account, what the last call said (ok / failing /
 * offline) with latency and the server clock offset. Every change is pushed to the
 * renderer as `connection.changed`.
 */
import type { ConnectionState, ConnectionStatus } from '../../../shared/ipc/app';
import type { Clock, EventSink } from '../deps';

export interface Observation {
  state: ConnectionState;
  latencyMs: number | null;
  clockOffsetMs: number | null;
  message: string | null;
}

export class ConnectionTracker {
  private readonly byProfile = new Map<string, ConnectionStatus>();

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
    this.events.emit({ type: 'connection.changed', ...next });
  }

  /** Re-announces an account's status (after switching accounts). */
  announce(profileId: string): void {
    this.events.emit({ type: 'connection.changed', ...this.status(profileId) });
  }
}
