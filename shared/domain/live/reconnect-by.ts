/**
 * Where a destination's automatic reconnect was turned on or off: its own row's switch,
 * a run-sheet cue (named), its group's switch (named), or its account's default for new
 * destinations. Kept with the setting itself (live-reconnect.json), so the board's mark
 * says it after a restart too.
 */
import type { Destination } from './board';

export type ReconnectBy =
  | { kind: 'row' }
  | { kind: 'cue'; cue: string; sheet?: string }
  | { kind: 'group'; group: string }
  | { kind: 'default' };

/** "turned on by cue 3 Opening on sheet Show", as the mark's hover and the details say it. */
export function reconnectByWords(by: ReconnectBy | undefined, enabled = true): string {
  const turned = enabled ? 'turned on' : 'turned off';
  if (by === undefined) return `Automatic reconnect ${turned}`;
  switch (by.kind) {
    case 'row':
      return `Automatic reconnect ${turned} on this row`;
    case 'cue':
      return `Automatic reconnect ${turned} by cue ${by.cue}${by.sheet ? ` (sheet ${by.sheet})` : ''}`;
    case 'group':
      return `Automatic reconnect ${turned} by group ${by.group}`;
    case 'default':
      return `Automatic reconnect ${enabled ? 'on' : 'off'} by the account's default for new destinations`;
  }
}

/** A kept provenance read back from the file: anything malformed reads as none. */
export function readReconnectBy(v: unknown): ReconnectBy | undefined {
  if (typeof v !== 'object' || v === null) return undefined;
  const o = v as Record<string, unknown>;
  if (o.kind === 'row' || o.kind === 'default') return { kind: o.kind };
  if (o.kind === 'cue' && typeof o.cue === 'string') return { kind: 'cue', cue: o.cue, ...(typeof o.sheet === 'string' ? { sheet: o.sheet } : {}) };
  if (o.kind === 'group' && typeof o.group === 'string') return { kind: 'group', group: o.group };
  return undefined;
}

/**
 * A group line's mark: how many of its members reconnect automatically, and for each
 * that does, where it was turned on ("#501: turned on by cue 1 Partners").
 */
export function groupReconnect(members: readonly number[], rows: readonly Pick<Destination, 'pushServiceId' | 'reconnect'>[]): { on: number; of: number; words: string } {
  const lines: string[] = [];
  for (const id of members) {
    const r = rows.find((x) => x.pushServiceId === id)?.reconnect;
    if (r?.enabled === true) lines.push(`#${id}: ${reconnectByWords(r.by).replace(/^Automatic reconnect /, '')}`);
  }
  const head = lines.length === 0 ? 'No member reconnects automatically' : `${lines.length} of ${members.length} reconnect automatically`;
  return { on: lines.length, of: members.length, words: [head, ...lines].join('\n') };
}
