/**
 * What the console's control API answers (docs/control-api.md), as the module reads it.
 * Members added by later console versions (reconnect, groups) are optional: an older
 * console simply has none.
 */
/** The console's words for a destination (lowercase on the wire); a state the module does not know reads as unknown. */
export type DestState = 'off' | 'connecting' | 'live' | 'reconnecting' | 'failed' | 'unknown' | 'disconnecting' | 'stopped';

export interface ConsoleDestination {
  id: number | null;
  name: string;
  state: DestState;
  liveSince: string | null;
  reason: string | null;
  reconnect?: { enabled: boolean; attempt: number | null; of: number; nextTryAt: string | null };
}

export interface ConsoleGroup {
  name: string;
  destinations: number[];
  /** The members' states in words, e.g. "2 of 3 LIVE, 1 RECONNECTING". */
  words: string;
  reconnect: boolean;
}

export interface ConsoleState {
  account: { id: string; name: string; rehearsal: boolean } | null;
  destinations: ConsoleDestination[];
  f9: { app: string; stream: string } | null;
  standby: { sheet: string; cueId: string; n: number; name: string; destructive: boolean } | null;
  /** The console's arms waiting (the module's own among them), each with its id. */
  armed: Array<{ armId: string }>;
  link: 'ok' | 'lost';
  stale: boolean;
  groups?: ConsoleGroup[];
  /** The show clock: the next timed cue and its due instant, the offset from plan, the last preflight (core/clock.ts). */
  clock?: ConsoleClock;
}

export interface ConsoleClock {
  next: { cueId: string; n: number; name: string; at: string; local: string; utc: string } | null;
  offset: string;
  preflight: { ranAt: string | null; problems: Array<{ cueId: string | null; words: string }> };
}

/** One HTTP request to the control API: what an action turns into. */
export interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: Record<string, unknown>;
}

export interface ApiReply {
  status: number;
  body: Record<string, unknown>;
}
