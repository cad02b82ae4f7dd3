/**
 * What a control surface reads: GET /v1/state, the socket's snapshot and changes, and the
 * Companion variables, all from one feed. It follows the events the screens get (the
 * board's `live.sessions`, arms, the account, the connection) and what the screen
 * reported (F9 stream, standby cue); every change that alters the state gets the next
 * sequence number.
 */
import type { Destination, DestState } from '../../shared/domain/live/board';
import type { ConnectionState } from '../../shared/ipc/app';
import type { ControlArm } from '../../shared/ipc/control';
import type { McEvent } from '../../shared/ipc/events';
import type { ControlCore } from '../core/services';

export interface ControlDestination {
  /** The stored service's id (the id the routes take), or null for a direct push. */
  id: number | null;
  name: string;
  state: DestState;
  liveSince: string | null;
  reason: string | null;
}

export interface ControlState {
  account: { id: string; name: string; rehearsal: boolean; mirrorOf: { id: string; name: string } | null };
  /** The application/instance watched on Live (go live and disconnect use its instance), or null. */
  watching: { app: string; inst: string } | null;
  destinations: ControlDestination[];
  f9: { app: string; stream: string } | null;
  standby: { sheet: string; cueId: string; n: number; name: string; destructive: boolean } | null;
  armed: ControlArm[];
  /** lost: the console cannot reach the account's API (reads failing). */
  link: 'ok' | 'lost';
}

export type StateListener = (state: ControlState, seq: number, changes: Partial<ControlState>) => void;

const LOST: ReadonlySet<ConnectionState> = new Set(['failing', 'offline']);

function destinationOf(d: Destination): ControlDestination {
  return { id: d.pushServiceId, name: d.label, state: d.state, liveSince: d.liveSince, reason: d.reason };
}

export class StateFeed {
  private board: Destination[] = [];
  private watching: ControlState['watching'] = null;
  private pollFailing = false;
  private connection: ConnectionState = 'unknown';
  private current: ControlState;
  private json: Record<string, string>;
  seq = 0;
  private readonly listeners = new Set<StateListener>();
  private readonly stops: Array<() => void>;

  constructor(private readonly core: Pick<ControlCore, 'events' | 'hub' | 'profiles'>) {
    this.current = this.compute();
    this.json = this.parts(this.current);
    this.stops = [core.events.subscribe((e) => this.onEvent(e)), core.hub.onReport(() => this.refresh())];
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
    for (const stop of this.stops) stop();
    this.listeners.clear();
  }

  private onEvent(e: McEvent): void {
    if (e.type === 'live.sessions') {
      this.board = e.snapshot.board;
      this.watching = e.snapshot.target;
      this.pollFailing = e.snapshot.pollError !== null;
    } else if (e.type === 'accounts.changed') {
      this.board = [];
      this.watching = null;
      this.pollFailing = false;
      this.connection = 'unknown';
    } else if (e.type === 'connection.changed') {
      if (e.profileId !== this.core.profiles.activeId()) return;
      this.connection = e.state;
    } else if (e.type !== 'control.arms') return;
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
      f9,
      standby: run?.standby ? { sheet: run.sheetName, ...run.standby } : null,
      armed: this.core.hub.armList(),
      link: this.pollFailing || LOST.has(this.connection) ? 'lost' : 'ok',
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
