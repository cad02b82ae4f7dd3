/**
 * Main's side of automatic reconnect. The board owns every destination's reconnect state
 * (board-show.ts steps it with the row); this runs what a step asks — a try
 * (reconnect-sends.ts), a read, the undo of a late try — for the destination's own
 * account, and waits for each due try on main's timers, so no screen is needed and an
 * account off screen is served the same. It also keeps each destination's setting
 * (reconnect-settings.ts) and the record of which pushes this console started
 * (started-store.ts), and feeds both to the board.
 */
import type { Board } from '../../../shared/domain/live/board';
import type { ShowStep } from '../../../shared/domain/live/board-show';
import type { EpisodeEnd } from '../../../shared/domain/live/reconnect-episode';
import type { ReconnectEvent } from '../../../shared/domain/live/reconnect-policy';
import type { ReconnectBy } from '../../../shared/domain/live/reconnect-by';
import { currentCue } from '../audit/cue-scope';
import type { FeatureDeps } from '../deps';
import { actFor } from '../gateway/acting-for';
import type { Timers } from './poller';
import { ReconnectSettings } from './reconnect-settings';
import { ReconnectStore } from './reconnect-store';
import { sendTry, undoTry } from './reconnect-sends';
import type { SessionsService } from './sessions-service';
import { StartedStore } from './started-store';

/** Hears each episode's end (for its Activity entry). */
export type EpisodeListener = (account: string, key: string, ended: EpisodeEnd) => void;

export class Reconnects {
  private readonly timers = new Map<string, { handle: unknown; at: number }>();
  private readonly settings: ReconnectSettings;
  private readonly started: StartedStore;
  private readonly onEnded: EpisodeListener;

  constructor(
    private readonly deps: FeatureDeps,
    private readonly sessions: SessionsService,
    private readonly clockTimers: Timers,
    options: { accountDefault?: (account: string) => boolean; onEnded?: EpisodeListener; store?: ReconnectStore; started?: StartedStore } = {},
  ) {
    sessions.boards.listen((account, prev, next, steps) => this.changed(account, prev, next, steps));
    this.settings = new ReconnectSettings(options.store ?? new ReconnectStore(deps.dataDir), options.accountDefault ?? (() => false));
    this.started = options.started ?? new StartedStore(deps.dataDir);
    this.onEnded = options.onEnded ?? (() => undefined);
  }

  /**
   * At start: every account's saved settings and the pushes this console started, so a
   * drop is taken back with no call made. A saved setting wins over the account's default.
   */
  async resume(): Promise<void> {
    const [own, started] = await Promise.all([this.settings.load(), this.started.all()]);
    const at = this.deps.clock.now();
    for (const [account, keys] of Object.entries(started)) for (const key of keys) this.feed(account, key, { type: 'ours', at, ours: true });
    for (const [account, keys] of Object.entries(own)) {
      for (const [key, on] of Object.entries(keys)) {
        const by = this.settings.ownBy(account, key);
        const was = this.sessions.boards.board(account).episodes[key];
        if ((was?.enabled ?? false) !== on || (by !== undefined && JSON.stringify(was?.by) !== JSON.stringify(by))) this.feed(account, key, { type: 'enable', at, enabled: on, ...(by ? { by } : {}) });
      }
    }
  }

  /**
   * Turns one destination's reconnect on or off (kept with the account, and where it was
   * turned: the cue under way, else the row's switch unless told); off stops its tries at once.
   */
  async setEnabled(account: string, key: string, enabled: boolean, by?: ReconnectBy): Promise<void> {
    const cue = currentCue()?.cue;
    const from: ReconnectBy = by ?? (cue ? { kind: 'cue', cue: `${cue.n} ${cue.cue}`, sheet: cue.sheet } : { kind: 'row' });
    this.feed(account, key, { type: 'enable', at: this.deps.clock.now(), enabled, by: from });
    await this.settings.set(account, key, enabled, from);
  }

  /**
   * A stop with nothing sent to the board (the operator's Disconnect of a push the server
   * no longer holds), of one destination (by key or entry name) or all (`key` null). Every
   * stop that IS sent ends the tries in the board itself.
   */
  operatorStopped(account: string, key: string | null): void {
    this.feed(account, key, { type: 'disconnect', at: this.deps.clock.now() });
  }

  dispose(): void {
    for (const t of this.timers.values()) if (t.handle !== null) this.clockTimers.clearTimeout(t.handle);
    this.timers.clear();
  }

  /** An account deleted or a rehearsal mirror ended: its tries stop (no timer fires for an account that is gone). */
  forget(stale: (account: string) => boolean): void {
    for (const [id, t] of [...this.timers]) {
      if (!stale(id.slice(0, id.indexOf('|')))) continue;
      if (t.handle !== null) this.clockTimers.clearTimeout(t.handle);
      this.timers.delete(id);
    }
    this.settings.forget(stale);
    void this.started.clearProfiles(stale).catch(() => undefined);
  }

  private feed(account: string, key: string | null, event: ReconnectEvent): void {
    this.sessions.dispatch({ type: 'reconnect', key, event }, account);
  }

  /** Destinations with no setting of their own follow their account's default, as the board lists them. */
  private adopt(account: string, next: Board, at: number): void {
    const byDefault = this.settings.byDefault(account);
    for (const key of Object.keys(next.rows)) {
      if (this.settings.ownSetting(account, key) !== undefined) continue;
      const was = next.episodes[key];
      if ((was?.enabled ?? false) !== byDefault || (byDefault && was?.by?.kind !== 'default')) this.feed(account, key, { type: 'enable', at, enabled: byDefault, by: { kind: 'default' } });
    }
  }

  private changed(account: string, prev: Board, next: Board, steps: ShowStep['steps']): void {
    for (const [key, s] of Object.entries(next.episodes)) {
      if (prev.episodes[key]?.ours !== s.ours) void this.started.set(account, key, s.ours).catch(() => undefined);
      this.arm(account, key, s.dueAt);
    }
    for (const step of steps) {
      if (step.ended) this.onEnded(account, step.key, step.ended);
      // After this change is done: what a step sends moves the board again.
      for (const a of step.actions) void Promise.resolve().then(() => this.run(account, step.key, a)).catch(() => undefined);
    }
    if (prev.rows !== next.rows) this.adopt(account, next, this.deps.clock.now());
  }

  private async run(account: string, key: string, a: ShowStep['steps'][number]['actions'][number]): Promise<void> {
    // A read the console asks for itself, not Check status: what it finds is "a status read found it".
    if (a.kind === 'read') await actFor(account, () => this.sessions.show(account).poller.pollNow());
    else if (a.kind === 'disconnect') await undoTry(this.deps, this.sessions, account, key);
    else this.feed(account, key, await sendTry(this.deps, this.sessions, account, key, a.attempt));
  }

  /** A timer for the next due try (one per destination). */
  private arm(account: string, key: string, dueAt: number | null): void {
    const id = `${account}|${key}`;
    const t = this.timers.get(id);
    if (t !== undefined && t.at === dueAt) return;
    if (t !== undefined && t.handle !== null) this.clockTimers.clearTimeout(t.handle);
    this.timers.delete(id);
    if (dueAt === null) return;
    const wait = Math.max(0, dueAt - this.deps.clock.now());
    const handle = this.clockTimers.setTimeout(() => {
      // Kept as fired: a tick held back (a read cannot tell yet) is let go by the read that can, not by a timer again.
      this.timers.set(id, { handle: null, at: dueAt });
      this.feed(account, key, { type: 'tick', at: Math.max(this.deps.clock.now(), dueAt) });
    }, wait);
    this.timers.set(id, { handle, at: dueAt });
  }
}
