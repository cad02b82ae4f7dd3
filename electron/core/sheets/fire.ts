/**
 * Firing one cue: its action goes through the Live feature's own handlers — the very
 * services the screens call (board transitions, ledger, geo memory, audit through the
 * gateway) — inside the cue's audit scope, so every entry it writes names the sheet and
 * the cue. Nothing here retries: each call is sent once, whatever its answer.
 */
import type { IpcError } from '../../../shared/ipc/define';
import type { liveChannels } from '../../../shared/ipc/live';
import type { groupsChannels } from '../../../shared/ipc/groups';
import { noGroup, sameGroupName } from '../../../shared/domain/groups/group';
import { destinationKey } from '../../../shared/domain/live/sessions';
import type { AreaHandlers } from '../../../shared/ipc/define';
import type { Cue, CueAction, Sheet } from '../../../shared/domain/sheets/schema';
import { type CuePart, type CueState, summarize } from '../../../shared/domain/sheets/outcome';
import type { CueOutcome } from '../../../shared/domain/sheets/outcome';
import type { SplitOutcome } from '../../../shared/domain/live/ledger';
import { fillTemplate } from '../../../shared/domain/sheets/template';
import { runInCue } from '../audit/cue-scope';
import { answerOf } from '../live/go-live';

type LiveHandlers = AreaHandlers<typeof liveChannels>;
/** What a cue fires through: the Live feature's handlers and, for a cue naming a group, the groups'. */
export interface CueServices {
  live: LiveHandlers;
  groups?: AreaHandlers<typeof groupsChannels>;
}
type Answer = { ok: true } | { ok: false; error: IpcError };

const NOT_OK_STATE = { rejected: 'failed', unknown: 'unknown', not_sent: 'off', accepted: 'done' } as const satisfies Record<string, CueState>;

/** One call's part of the outcome, in the board's words (go-live's answerOf: one wording per failure). */
function partOf(label: string, r: Answer, okState: CueState, okMessage: string): CuePart {
  if (r.ok) return { label, state: okState, message: okMessage };
  const a = answerOf(r);
  return { label, state: NOT_OK_STATE[a.outcome], message: a.reason ?? r.error.message };
}

const SPLIT_STATE = { ok: 'done', failed: 'failed', unknown: 'unknown', not_sent: 'off' } as const satisfies Record<SplitOutcome, CueState>;

/** A group's part of a cue: its one press, in the group's own words (who was sent to, who not and why). */
async function groupPart(services: CueServices, name: string, how: 'live' | 'disconnect'): Promise<CuePart> {
  const label = `group ${name}`;
  if (services.groups === undefined) return { label, state: 'off', message: `Not sent: ${noGroup(name)}` };
  const r = await services.groups[how]({ name });
  if (!r.ok) return partOf(label, r, 'done', '');
  // Nothing sent and some refused by the server: the cue failed there, in the group's words.
  const { sent, refused } = r.value;
  const state = sent.length > 0 ? (how === 'live' ? 'connecting' : 'stopped') : refused.length > 0 ? 'failed' : 'off';
  return { label, state, message: r.value.message };
}

/**
 * A go-live cue that says "reconnect automatically": each of its destinations, and each
 * member of its group, gets reconnect on through the Live area's own switch (the one path
 * a row's details and the control API take) before anything of the cue connects.
 */
async function reconnectFirst(services: CueServices, action: Extract<CueAction, { kind: 'goLive' }>): Promise<void> {
  if (action.reconnect !== true) return;
  const groups = action.group === undefined || services.groups === undefined ? null : await services.groups.list({});
  const members = groups?.ok ? (groups.value.find((g) => sameGroupName(g.name, action.group!))?.destinations ?? []) : [];
  const named = action.connects.map((c) => destinationKey({ push_service_id: c.push_service_id ?? null, entry_name: c.entry_name ?? null }));
  for (const key of new Set([...named, ...members.map((id) => destinationKey({ push_service_id: id }))])) await services.live.reconnect({ key, enabled: true });
}

async function partsOf(services: CueServices, cue: Cue, n: number): Promise<CuePart[]> {
  const { live } = services;
  const action = cue.action;
  if (action === null) return [];
  switch (action.kind) {
    case 'goLive': {
      await reconnectFirst(services, action);
      const group = action.group === undefined ? [] : [await groupPart(services, action.group, 'live')];
      if (action.connects.length === 0) return group;
      const r = await live.connect({ connects: action.connects });
      if (!r.ok) return [...group, partOf('Go live', r, 'connecting', '')];
      return [...group, ...r.value.results.map((d) => ({ label: d.label, state: d.state, message: d.message }))];
    }
    case 'disconnect': {
      const parts: CuePart[] = action.group === undefined ? [] : [await groupPart(services, action.group, 'disconnect')];
      // One after another, each sent once: a disconnect all must not race a named one.
      for (const s of action.sessions) {
        const label = s.entry_name === '*' ? `every push on ${s.app}/${s.inst}` : (s.entry_name ?? `service #${s.push_service_id}`);
        const r = await live.disconnect(s);
        parts.push(partOf(label, r, 'stopped', r.ok ? r.value.message : ''));
      }
      return parts;
    }
    case 'split': {
      const fill = (t: string | undefined) => (t === undefined ? undefined : fillTemplate(t, { n, label: cue.label }));
      const params = { ...action.params, title: fill(action.params.title), description: fill(action.params.description) };
      const r = await live.split(params);
      if (!r.ok) return [partOf(`${params.app}/${params.stream}`, r, 'done', '')];
      if (r.value.rows.length === 0) return [{ label: `${params.app}/${params.stream}`, state: 'done', message: 'No stream matched' }];
      return r.value.rows.map((row) => ({ label: row.stream, state: SPLIT_STATE[row.outcome], message: row.outcome === 'ok' ? `Split${row.title ? `: ${row.title}` : ''}` : (row.message ?? '') }));
    }
    case 'geo': {
      const r = await live.geoApply(action.params);
      return [partOf(action.params.stream ? `${action.params.app}/${action.params.stream}` : action.params.app, r, 'done', r.ok ? r.value.message : '')];
    }
    case 'playlist': {
      const r = await live.playlist(action.params);
      return [partOf(`channel ${action.params.stream}`, r, 'done', r.ok ? `${r.value.rows.length} items to play` : '')];
    }
  }
}

export async function fireCue(services: CueServices, sheet: Sheet, index: number, firedAt: string): Promise<CueOutcome> {
  const cue = sheet.cues[index]!;
  const n = index + 1;
  const audit = { sheetId: sheet.id, sheet: sheet.name, cueId: cue.id, n, cue: cue.label };
  return runInCue(audit, async (scope) => {
    const parts = await partsOf(services, cue, n);
    return { ...summarize(parts), parts, auditIds: scope.auditIds.slice(), firedAt };
  });
}
