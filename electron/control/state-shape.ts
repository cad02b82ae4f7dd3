/**
 * The shape of what a control surface reads (GET /v1/state, the socket's snapshot and
 * changes, the Companion variables); state.ts keeps it current.
 */
import type { DestState, ReconnectView } from '../../shared/domain/live/board';
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
}

export interface ControlGroup {
  name: string;
  destinations: number[];
  words: string;
  reconnect: boolean;
}
