/**
 * What a control surface reads: GET /v1/state, the socket's snapshot and changes, and the
 * Companion variables, all from one feed. It follows the events the screens get (the
 * board's `live.sessions`, arms, the account, the connection) and the run main holds
 * (F9 stream, standby cue); every change that alters the state gets the next sequence
 * number. It needs no screen: it reads the account's stored destinations itself (at
 * start and on every switch), and a subscribed surface is a view of the show, so main
 * keeps polling for it (live/view-demand.ts). Its shape is state-shape.ts.
 */
import { type DestinationGroup, groupWords } from '../../shared/domain/groups/group';
import type { Destination } from '../../shared/domain/live/board';
import { boardStale } from '../../shared/domain/live/sessions';
import type { ConnectionState } from '../../shared/ipc/app';
import type { McEvent } from '../../shared/ipc/events';
import type { ControlCore } from '../core/services';
import type { ShowClock } from '../../shared/ipc/clock';
import { type ControlState, controlClock, destinationOf } from './state-shape';

/** The view id a subscribed control surface holds the show's polls with. */
export const SURFACE_VIEW = 'control-surfaces';
/** How often stale is looked at again: it turns true by the clock alone. */
const STALE_CHECK_MS = 1000;

export type StateListener = (state: ControlState, seq: number, changes: Partial<ControlState>) => void;

const LOST: ReadonlySet<ConnectionState> = new Set(['failing', 'offline']);

export class StateFeed {
  private board: Destination[] = [];
  private groups: DestinationGroup[] = [];
  private watching: ControlState['watching'] = null;
  /** The watched target's first stream: what a split with no F9 reported splits. */
  private firstStream: { app: string; stream: string } | null = null;
  private read: { at: string | null; staleAfterMs: number } = { at: null, staleAfterMs: Number.POSITIVE_INFINITY };
  private surfaces = 0;
  private readonly staleTimer: ReturnType<typeof setInterval>;
  private pollFailing = false;
  private connection: ConnectionState = 'unknown';
  private clock: ShowClock | null = null;
  private current: ControlState;
  private json: Record<string, string>;
  seq = 0;
  private readonly listeners = new Set<StateListener>();
  private readonly stops: Array<() => void>;

  constructor(private readonly core: Pick<ControlCore, 'events' | 'hub' | 'profiles' | 'router' | 'clock'>) {
    this.current = this.compute();
    this.json = this.parts(this.current);
    this.stops = [core.events.subscribe((e) => this.onEvent(e)), core.hub.onReport(() => this.refresh())];
    this.staleTimer = setInterval(() => this.refresh(), STALE_CHECK_MS);
    this.staleTimer.unref?.();
    this.readDestinations();
  }

  /** Every stored destination is on the board (OFF until something runs) with or without a screen; and the account's groups. */
  private readDestinations(): void {
    void this.core.router.dispatch('live.services', {}).catch(() => undefined);
    void this.core.router.dispatch('clock.show', {}).then((r) => r.ok && this.clock === null && ((this.clock = r.value as ShowClock), this.refresh()), () => undefined);
    const account = this.core.profiles.activeId();
    void this.core.router.dispatch('groups.list', {}).then((r) => {
      if (r.ok && this.core.profiles.activeId() === account) this.groupsRead(account, r.value as DestinationGroup[]);
    }, () => undefined);
  }

  private groupsRead(account: string, groups: DestinationGroup[]): void {
    if (account !== this.core.profiles.activeId()) return;
    this.groups = groups;
    this.refresh();
  }

  /** A surface subscribed (events socket) or left: while any is, main keeps polling as for a visible view. */
  surface(delta: 1 | -1): void {
    const before = this.surfaces;
    this.surfaces = Math.max(0, this.surfaces + delta);
    if ((before > 0) !== (this.surfaces > 0)) this.tellView(this.surfaces > 0);
  }

  private tellView(visible: boolean): void {
    void this.core.router.dispatch('live.view', { viewId: SURFACE_VIEW, state: visible ? 'visible' : 'gone' }).catch(() => undefined);
  }

  state(): ControlState {
    return this.current;
  }

  /** The board row of a stored service, for the routes (label, source). */
  row(id: number): Destination | undefined {
    return this.board.find((d) => d.pushServiceId === id);
  }

  subscribe(listener: StateListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    clearInterval(this.staleTimer);
    if (this.surfaces > 0) this.tellView(false);
    this.surfaces = 0;
    for (const stop of this.stops) stop();
    this.listeners.clear();
  }

  private onEvent(e: McEvent): void {
    if (e.type === 'live.sessions') {
      this.board = e.snapshot.board;
      this.watching = e.snapshot.target;
      this.pollFailing = e.snapshot.pollError !== null;
      const first = e.snapshot.streams[0];
      this.firstStream = first && e.snapshot.target ? { app: `${e.snapshot.target.app}/${e.snapshot.target.inst}`, stream: first.name } : null;
      this.read = { at: e.snapshot.fetchedAt, staleAfterMs: e.snapshot.staleAfterMs };
    } else if (e.type === 'groups.changed') {
      return this.groupsRead(e.profileId, e.groups);
    } else if (e.type === 'accounts.changed') {
      this.board = [];
      this.groups = [];
      this.watching = null;
      this.firstStream = null;
      this.read = { at: null, staleAfterMs: Number.POSITIVE_INFINITY };
      this.pollFailing = false;
      this.connection = 'unknown';
      this.readDestinations();
    } else if (e.type === 'connection.changed') {
      if (e.profileId !== this.core.profiles.activeId()) return;
      this.connection = e.state;
    } else if (e.type === 'clock.changed') this.clock = e.clock;
    else if (e.type !== 'control.arms') return;
    this.refresh();
  }

  private compute(): ControlState {
    const active = this.core.profiles.active();
    const home = active.mirrorOf !== undefined ? this.core.profiles.get(active.mirrorOf) : undefined;
    const { f9, run } = this.core.hub.screen();
    return {
      account: { id: active.id, name: active.name, rehearsal: active.mirrorOf !== undefined, mirrorOf: home ? { id: home.id, name: home.name } : active.mirrorOf !== undefined ? { id: active.mirrorOf, name: active.mirrorOf } : null },
      watching: this.watching,
      destinations: this.board.map(destinationOf),
      f9: f9 ?? this.firstStream,
      standby: run?.standby ? { sheet: run.sheetName, ...run.standby } : null,
      armed: this.core.hub.armList(),
      link: this.pollFailing || LOST.has(this.connection) ? 'lost' : 'ok',
      readAt: this.read.at,
      groups: this.groups.map((g) => ({ name: g.name, destinations: g.destinations, words: groupWords(g.destinations, this.board), reconnect: g.reconnect })),
      clock: controlClock(this.clock),
      stale: boardStale({ target: this.watching, fetchedAt: this.read.at, staleAfterMs: this.read.staleAfterMs }, this.core.clock.now()),
    };
  }

  private parts(state: ControlState): Record<string, string> {
    return Object.fromEntries(Object.entries(state).map(([k, v]) => [k, JSON.stringify(v)]));
  }

  private refresh(): void {
    const next = this.compute();
    const json = this.parts(next);
    const changes = Object.fromEntries(Object.keys(json).filter((k) => json[k] !== this.json[k]).map((k) => [k, next[k as keyof ControlState]])) as Partial<ControlState>;
    if (Object.keys(changes).length === 0) return;
    this.current = next;
    this.json = json;
    this.seq += 1;
    for (const l of this.listeners) l(next, this.seq, changes);
  }
}
