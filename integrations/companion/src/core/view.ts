/** The console's state as the module shows it: variable values and feedback answers. */
import { clockValues } from './clock';
import type { ConsoleDestination, ConsoleState, DestState } from './contract';

export type VariableValues = Record<string, string | number>;

/** A variable-safe key for a group name (Companion variable ids take [A-Za-z0-9_-]). */
export const groupKey = (name: string): string => name.toLowerCase().replace(/[^a-z0-9_-]+/g, '_');

/**
 * A state as a key says it: a glyph and the word, so LIVE and FAILED (both red) and
 * CONNECTING and RECONNECTING (amber, orange) differ by shape and word, not by hue alone.
 * A no-break space keeps the glyph on its word's line when a key wraps.
 */
export const TALLY_WORDS: Record<DestState, string> = {
  off: '○\u00a0OFF',
  stopped: '○\u00a0STOPPED',
  connecting: '◐\u00a0CONNECTING',
  disconnecting: '◐\u00a0DISCONNECTING',
  live: '●\u00a0LIVE',
  reconnecting: '↻\u00a0RECONNECTING',
  failed: '✕\u00a0FAILED',
  unknown: '?\u00a0UNKNOWN',
};

export const listed = (s: ConsoleState): Array<ConsoleDestination & { id: number }> =>
  s.destinations.filter((d): d is ConsoleDestination & { id: number } => d.id !== null);

/**
 * Arms waiting, each once: the console's list already holds the module's own arms once it
 * has told of them, so the two are joined by arm id, not added.
 */
export const armedCount = (s: ConsoleState, moduleArmIds: readonly string[]): number =>
  new Set([...s.armed.map((a) => a.armId), ...moduleArmIds]).size;

export function variableValues(s: ConsoleState, moduleArmIds: readonly string[], now = Date.now()): VariableValues {
  const v: VariableValues = {
    ...clockValues(s, now),
    live_count: s.destinations.filter((d) => d.state === 'live').length,
    cue_next_n: s.standby?.n ?? '',
    cue_next_name: s.standby?.name ?? '',
    armed_count: armedCount(s, moduleArmIds),
    account: s.account?.name ?? '',
    rehearsal: s.account?.rehearsal ? 'yes' : 'no',
    link: s.link,
  };
  for (const d of listed(s)) {
    v[`dest_${String(d.id)}_state`] = d.state;
    v[`dest_${String(d.id)}_name`] = d.name;
    v[`dest_${String(d.id)}_tally`] = TALLY_WORDS[d.state] ?? TALLY_WORDS.unknown;
  }
  for (const g of s.groups ?? []) {
    v[`group_${groupKey(g.name)}_state`] = g.words;
    v[`group_${groupKey(g.name)}_tally`] = TALLY_WORDS[groupState(s, g.name) ?? 'unknown'];
  }
  return v;
}

export const destinationState = (s: ConsoleState, id: number): DestState | null => {
  const state = s.destinations.find((d) => d.id === id)?.state;
  return state === undefined ? null : (state.toLowerCase() as DestState);
};

/** Most urgent first: the state a group's button shows is the first any member holds. */
const URGENCY: DestState[] = ['failed', 'unknown', 'reconnecting', 'connecting', 'disconnecting', 'live', 'stopped', 'off'];

export function groupState(s: ConsoleState, name: string): DestState | null {
  const group = s.groups?.find((g) => g.name === name);
  if (!group) return null;
  const states = new Set(group.destinations.map((id) => destinationState(s, id) ?? 'unknown'));
  return URGENCY.find((st) => states.has(st)) ?? 'off';
}

export const anyFailed = (s: ConsoleState): boolean => s.destinations.some((d) => d.state === 'failed');
