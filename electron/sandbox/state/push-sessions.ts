/**
 * Running push sessions. A session's status is computed from the sandbox clock when it is
 * read: `connecting` for the connect delay, then `connected`, or `error` with a reason
 * when its destination is one that always fails. No timers, so a fake clock drives it.
 */
import { FAILING_HOSTS, REFUSED_REASON } from './push-services';

/** What a platform says to the key of an event that has ended: it never takes it back. */
export const ENDED_REASON = 'Stream key refused: the event has ended';

/** A platform refusing a stored service's pushes: for the next `triesLeft` connects, or for good (null). */
interface PlatformRefusal {
  reason: string;
  triesLeft: number | null;
}

export interface PushSession {
  app: string;
  inst: string;
  stream: string;
  entry_name: string;
  push_service_id: number | null;
  service_name: string;
  dst_host: string;
  dst_stream: string;
  startedAtMs: number;
  /** Set when the destination dropped the push after it went live (admin `push-drop`). */
  droppedReason?: string;
  /** Why its stored service was refused when it connected (a rehearsal fault or a platform refusal): it settles to error. */
  refusedReason?: string;
}

export interface PushSessionView {
  entry_name: string;
  push_service_id: string | null;
  service_name: string;
  dst_host: string;
  dst_stream: string;
  status: 'connecting' | 'connected' | 'error';
  message: string;
}

export class PushSessions {
  private sessions: PushSession[] = [];
  /** Stored services whose destination refuses new pushes (a rehearsal fault, set by control). */
  readonly refused = new Set<number>();
  /** Stored services their platform refuses, like a real one: a passing refusal that clears after N tries, or an ended event's key. */
  readonly platform = new Map<number, PlatformRefusal>();

  constructor(private readonly connectDelayMs: number) {}

  list(app: string, inst: string, stream?: string): PushSession[] {
    return this.sessions.filter((s) => s.app === app && s.inst === inst && (stream === undefined || s.stream === stream));
  }

  findEntry(app: string, inst: string, entry: string): PushSession | undefined {
    return this.list(app, inst).find((s) => s.entry_name === entry);
  }

  add(session: PushSession): void {
    this.sessions.push(session);
  }

  /** Removes the sessions `pick` selects; returns how many stopped. */
  remove(pick: (s: PushSession) => boolean): number {
    const before = this.sessions.length;
    this.sessions = this.sessions.filter((s) => !pick(s));
    return before - this.sessions.length;
  }

  /** Why a connect to stored service `id` is refused now, or undefined; a refusal for N tries counts this one. */
  refusalFor(id: number): string | undefined {
    if (this.refused.has(id)) return REFUSED_REASON;
    const r = this.platform.get(id);
    if (r === undefined) return undefined;
    if (r.triesLeft !== null && --r.triesLeft <= 0) this.platform.delete(id);
    return r.reason;
  }

  /**
   * Simulates a destination failing behind the console's back: the selected sessions go
   * to `error` with `reason`, or vanish when `remove` is set. With `ended`, their event is
   * over: the platform refuses their stored services from now on. Returns how many changed.
   */
  drop(pick: (s: PushSession) => boolean, reason: string, remove: boolean, ended = false): number {
    const hit = this.sessions.filter(pick);
    if (ended) for (const s of hit) if (s.push_service_id !== null) this.platform.set(s.push_service_id, { reason: ENDED_REASON, triesLeft: null });
    if (remove) return this.remove(pick);
    for (const s of hit) s.droppedReason = reason;
    return hit.length;
  }

  view(s: PushSession, nowMs: number): PushSessionView {
    const settled = nowMs - s.startedAtMs >= this.connectDelayMs;
    const failure = s.droppedReason ?? s.refusedReason ?? FAILING_HOSTS[s.dst_host];
    const status = !settled ? 'connecting' : failure !== undefined ? 'error' : 'connected';
    const message =
      status === 'connecting' ? 'Connecting to destination' : status === 'error' ? failure! : 'Pushing to destination';
    return {
      entry_name: s.entry_name,
      push_service_id: s.push_service_id === null ? null : String(s.push_service_id),
      service_name: s.service_name,
      dst_host: s.dst_host,
      dst_stream: s.dst_stream,
      status,
      message,
    };
  }
}
