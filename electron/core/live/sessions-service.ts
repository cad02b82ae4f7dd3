/**
 * Keeps the chosen application/instance's streams and push sessions fresh: polls
 * stream.active, merges it in the tracker, pushes a `live.sessions` snapshot to every
 * renderer, and raises a notice when a session that was live fails or disappears.
 */
import type { SessionsSnapshot, LiveTarget } from '../../../shared/domain/live/sessions';
import { DEFAULT_POLL_MS } from '../../../shared/domain/live/sessions';
import type { SessionLost } from '../../../shared/ipc/live';
import type { FeatureDeps } from '../deps';
import { Poller, type Timers, systemTimers } from './poller';
import { SessionTracker } from './session-tracker';

/** Cache keys may hold only letters, digits and . : / - _ (shared/ipc/api.ts). */
export function safeKeyPart(v: string): string {
  return v.replace(/[^\w.:/-]/g, '_');
}

export class SessionsService {
  readonly tracker: SessionTracker;
  private readonly poller: Poller;

  constructor(
    private readonly deps: FeatureDeps,
    timers: Timers = systemTimers,
  ) {
    this.tracker = new SessionTracker(deps.clock);
    this.poller = new Poller(() => this.pollOnce(), timers, DEFAULT_POLL_MS);
  }

  snapshot(): SessionsSnapshot {
    const t = this.tracker;
    return {
      target: t.target,
      streams: t.streams,
      sessions: t.sessions(),
      fetchedAt: t.fetchedAt,
      pollError: t.pollError,
      intervalMs: this.poller.intervalMs,
      paused: this.poller.isPaused,
    };
  }

  publish(): void {
    this.deps.events.emit({ type: 'live.sessions', snapshot: this.snapshot() });
  }

  async watch(target: LiveTarget | null, intervalMs?: number, paused?: boolean): Promise<SessionsSnapshot> {
    if (intervalMs !== undefined) this.poller.setInterval(intervalMs);
    const changed = target?.app !== this.tracker.target?.app || target?.inst !== this.tracker.target?.inst;
    this.tracker.setTarget(target);
    if (target === null) {
      this.poller.stop();
      return this.snapshot();
    }
    if (paused !== undefined) this.poller.setPaused(paused);
    if (changed || this.tracker.fetchedAt === null) await this.poller.start();
    return this.snapshot();
  }

  /**
   * "Check status" polls stream.active for the whole instance, not stream.details for one
   * stream: an unknown connect of a stored service often does not know its stream (the
   * service's own), and only the full list can prove a push is NOT running anywhere here.
   */
  async checkNow(resolveUnknown: boolean): Promise<SessionsSnapshot> {
    await this.poller.pollNow();
    if (resolveUnknown && this.tracker.pollError === null) {
      this.tracker.resolveChecked();
      this.publish();
    }
    return this.snapshot();
  }

  pollSoon(ms: number): void {
    this.poller.pollSoon(ms);
  }

  dispose(): void {
    this.poller.dispose();
  }

  /** The account the rows on screen came from; a switch starts from nothing (no false "disappeared"). */
  private profileId: string | null = null;

  private async pollOnce(): Promise<void> {
    const target = this.tracker.target;
    if (target === null) return;
    const profileId = this.deps.gateway.activeProfile().id;
    if (this.profileId !== null && this.profileId !== profileId) this.tracker.forget();
    this.profileId = profileId;
    const cacheKey = `live:active:${safeKeyPart(target.app)}/${safeKeyPart(target.inst)}`;
    const r = await this.deps.gateway.call('stream.active', { app: target.app, inst: target.inst }, { cacheKey });
    // The operator switched targets or accounts meanwhile: this answer describes neither.
    if (this.tracker.target !== target || this.deps.gateway.activeProfile().id !== profileId) return;
    if (r.ok) {
      for (const lost of this.tracker.applyPoll(r.value.streams)) this.announce(lost);
    } else {
      this.tracker.applyPollFailure(r.error.message);
    }
    this.publish();
  }

  private announce(lost: SessionLost): void {
    const what = lost.to === 'failed' ? 'failed' : 'disappeared';
    this.deps.events.emit({ type: 'live.session.lost', lost });
    this.deps.events.emit({ type: 'notice', level: 'error', title: `Push ${what}: ${lost.label}`, body: lost.reason });
  }
}
