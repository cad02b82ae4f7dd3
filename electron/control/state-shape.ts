/**
 * The shape of what a control surface reads (GET /v1/state, the socket's snapshot and
 * changes, the Companion variables); state.ts keeps it current.
 */
import type { DestState, Destination, ReconnectView } from '../../shared/domain/live/board';
import type { ShowClock } from '../../shared/ipc/clock';
import type { ControlArm } from '../../shared/ipc/control';

export interface ControlDestination {
  /** The stored service's id (the id the routes take), or null for a direct push. */
  id: number | null;
  name: string;
  state: DestState;
  liveSince: string | null;
  reason: string | null;
  /** Automatic reconnect: on or off, the try waiting or running (1..of), the next try's time while waiting. */
  reconnect: ReconnectView;
}

export function destinationOf(d: Destination): ControlDestination {
  return { id: d.pushServiceId, name: d.label, state: d.state, liveSince: d.liveSince, reason: d.reason, reconnect: d.reconnect };
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
  /** When the board was last read (ISO), or null before the first read. */
  readAt: string | null;
  /** The last read is older than two polls and 5 s: the board may be out of date. */
  stale: boolean;
  /** The account's destination groups, each with its members' states in words ("2 of 3 LIVE, 1 FAILED"). */
  groups: ControlGroup[];
  /**
   * The show clock (main's one computation, docs/control-api.md): the run's next timed cue with
   * its due instant `at` (ISO; `local` and `utc` HH:MM:SS), how far the show runs behind its
   * plan (`behindMs`, negative: ahead; `offset` in words) and the last preflight's problems.
   * A surface counts down from `at` on its own clock.
   */
  clock: ControlClock;
}

export type ControlClock = Omit<ShowClock, 'run'> & { sheet: string | null };

export const controlClock = (c: ShowClock | null): ControlClock => {
  const { run, ...rest } = c ?? { run: null, next: null, behindMs: null, offset: '', preflight: { leadMinutes: 10, ranAt: null, trigger: null, nextAt: null, problems: [] } };
  return { ...rest, sheet: run?.sheetName ?? null };
};

export interface ControlGroup {
  name: string;
  destinations: number[];
  words: string;
  reconnect: boolean;
}
