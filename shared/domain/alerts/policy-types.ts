/**
 * The alert policy's inputs, state and limits (policy.ts steps them). Pure data: no timer,
 * no clock but the time each event carries.
 */
import type { AlertCause } from './alert';

/** One thing that is wrong now, as the board (or a split, a preflight) shows it. */
export interface Condition {
  /** Stable per thing: `dest:<board key>`, `split:<app>/<stream>`, `preflight:<what>`. A cause may change under one id. */
  id: string;
  cause: AlertCause;
  /** The destination as the board names it, or null for an account-wide cause. */
  destination: string | null;
  /** The first reconnect try has not been answered (and read) yet: the grace holds until it is. */
  waiting?: boolean;
  /**
   * A step under way (the row is connecting or disconnecting, as Retry's disconnect and
   * connect are): keeps an open incident open until the row settles, so its recovery says
   * where it ended; nothing at all when no incident is open.
   */
  holds?: boolean;
  /** The server's or the step's words of why. */
  detail?: string | null;
}

/** An account's own alert settings (kept with the account: one writer, the profile store). */
export interface AlertSettings {
  /** A drop that comes back within this alerts nothing; null: two polls, or the first try's answer if later. */
  graceMs: number | null;
  /** The board may read STALE this long before it alerts. */
  staleAlertMs: number;
}

export const DEFAULT_ALERT_SETTINGS: AlertSettings = { graceMs: null, staleAlertMs: 60_000 };

/** The policy's fixed numbers (tests may pass others). */
export interface AlertLimits {
  /** Onsets of one thing within `flapWindowMs` that make it flapping: one alert, and one recovery once it holds still. */
  flapCount: number;
  flapWindowMs: number;
  /** Repeats of an unacknowledged alert, in ms after the first; then every `repeatEveryMs`. */
  repeatAtMs: readonly number[];
  repeatEveryMs: number;
}

export const ALERT_LIMITS: AlertLimits = { flapCount: 3, flapWindowMs: 60_000, repeatAtMs: [120_000, 240_000, 480_000], repeatEveryMs: 480_000 };

/** What the board's last read was, for STALE: counted only while the account is polled (something on air, or a view). */
export interface ReadFacts {
  /** Local ms of the last good read, or null. */
  readAt: number | null;
  staleAfterMs: number;
  polled: boolean;
}

export type PolicyEvent =
  /** Every change of an account's board: the whole set of its board conditions now (absent = not wrong). */
  | { type: 'board'; at: number; account: string; accountName: string; mirror: boolean; settings?: AlertSettings; pollMs: number; conditions: Condition[]; states: Record<string, string>; read: ReadFacts }
  /** A one-off failure (a split, a preflight): wrong until a `clear` of the same id. */
  | { type: 'raise'; at: number; account: string; accountName: string; mirror: boolean; settings?: AlertSettings; condition: Condition }
  | { type: 'clear'; at: number; account: string; id: string }
  /** Mutes the repeats of one incident, or (incident null) of every open one, of one account or all. */
  | { type: 'ack'; at: number; incident: string | null; account: string | null }
  | { type: 'settings'; at: number; account: string; settings: AlertSettings }
  | { type: 'forget'; at: number; account: string }
  | { type: 'tick'; at: number };

export interface Signal {
  cause: AlertCause;
  destination: string | null;
  onsetAt: number;
  waiting: boolean;
  holds: boolean;
  detail: string | null;
}

export interface Incident {
  incident: string;
  cause: AlertCause;
  destination: string | null;
  detail: string | null;
  /** When the thing first went wrong, and when this incident alerted. */
  onsetAt: number;
  openedAt: number;
  /** When it stopped being wrong (a flapping one recovers only once it held still), or null while wrong. */
  offAt: number | null;
  flapping: boolean;
  acked: boolean;
  repeats: number;
}

export interface AccountAlerts {
  name: string;
  pollMs: number;
  settings: AlertSettings;
  board: Record<string, Signal>;
  raised: Record<string, Signal>;
  states: Record<string, string>;
  read: ReadFacts | null;
  /** When each thing went wrong lately (for flapping). */
  onsets: Record<string, number[]>;
  incidents: Record<string, Incident>;
}

export interface PolicyState {
  accounts: Record<string, AccountAlerts>;
}

export const EMPTY_POLICY: PolicyState = { accounts: {} };

/** An open incident as a view lists it (the acknowledge button's row). */
export interface OpenIncident {
  incident: string;
  account: string;
  accountName: string;
  cause: AlertCause;
  destination: string | null;
  openedAt: string;
  acked: boolean;
  text: string;
}
