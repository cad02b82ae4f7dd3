/**
 * A run sheet: an ordered list of cues for one account. Every action's
 * parameters are the catalog's own request schema, so a sheet accepts exactly what the
 * client would send — nothing here restates a command's members. Split titles and
 * descriptions may hold `{n}` and `{label}` (template.ts); the catalog takes any text there.
 */
import * as z from 'zod';
import { catalog } from '../../api/catalog';
import { groupNameProblem } from '../groups/group';

export const SHEET_VERSION = 1;

const text = z.string().trim().min(1, 'must not be empty');

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'a clock time, HH:MM or HH:MM:SS');

/**
 * What to do with a timed cue whose time passed while the console was not running (or asleep):
 * skip it, fire it late if no more than `maxSeconds` late, or put it on standby and ask.
 * A destructive cue is never fired late without asking (schedule.ts `missedPolicy`).
 */
export const missedSchema = z.discriminatedUnion('policy', [
  z.strictObject({ policy: z.literal('skip') }),
  z.strictObject({ policy: z.literal('late'), maxSeconds: z.number().int().min(1).max(3600) }),
  z.strictObject({ policy: z.literal('ask') }),
]);

/** A repeating timed cue ("split every 30 minutes until 23:00"): a slot every `every` seconds from the cue's time, up to (not at) `until`. */
export const repeatSchema = z.strictObject({ every: z.number().int().min(60).max(24 * 3600), until: clockTime });

/**
 * Timing shared by every plan, all optional so sheets saved before keep their meaning (planned only):
 * `mode` hard fires at the time, soft moves standby there and waits for GO, absent is planned only.
 */
const timing = {
  mode: z.enum(['hard', 'soft']).optional(),
  missed: missedSchema.optional(),
  repeat: repeatSchema.optional(),
};

/**
 * When a cue is meant to go: a clock time of the event's day (local, HH:MM or HH:MM:SS), seconds after
 * the first GO, or seconds after the previous cue (its fire, or its plan while it has not fired).
 */
export const planSchema = z.union([
  z.strictObject({ kind: z.literal('clock'), at: clockTime, ...timing }),
  z.strictObject({ kind: z.literal('offset'), seconds: z.number().int().min(0).max(7 * 24 * 3600), ...timing }),
  z.strictObject({ kind: z.literal('after'), seconds: z.number().int().min(0).max(24 * 3600), ...timing }),
]);

/** A go-live or disconnect cue may name one of the account's destination groups (checked against the account). */
const groupName = z.string().trim().superRefine((v, ctx) => {
  const problem = groupNameProblem(v);
  if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
});
const ONE_OR_GROUP = 'pick at least one destination, or a group';

export const actionSchema = z.discriminatedUnion('kind', [
  /**
   * Go live: stored services (optionally with source overrides) or direct pushes, in parallel; or a destination group.
   * `reconnect`: each of its destinations (a group's members too) gets automatic reconnect on before its connect.
   */
  z.strictObject({ kind: z.literal('goLive'), group: groupName.optional(), connects: z.array(catalog['pushpublish.connect'].request).max(50), reconnect: z.boolean().optional() }).refine(
    (a) => a.connects.length > 0 || a.group !== undefined, { message: ONE_OR_GROUP, path: ['connects'] },
  ),
  /** Disconnect named sessions, one call each; `entry_name: "*"` is disconnect all; or every member of a group. */
  z.strictObject({ kind: z.literal('disconnect'), group: groupName.optional(), sessions: z.array(catalog['pushpublish.disconnect'].request).max(50) }).refine(
    (a) => a.sessions.length > 0 || a.group !== undefined, { message: ONE_OR_GROUP, path: ['sessions'] },
  ),
  z.strictObject({ kind: z.literal('split'), params: catalog['recording.split'].request }),
  /** No geo_codes = allow all. */
  z.strictObject({ kind: z.literal('geo'), params: catalog['geoblock.update'].request }),
  z.strictObject({ kind: z.literal('playlist'), params: catalog['channel.currentchannels'].request }),
]);

export const cueSchema = z.strictObject({
  id: text.max(64),
  label: z.string().trim().max(200),
  plan: planSchema.nullable(),
  notes: z.string().max(4000),
  /** null: a note cue (GO only moves on). */
  action: actionSchema.nullable(),
});

export const sheetSchema = z.strictObject({
  version: z.literal(SHEET_VERSION),
  id: text.max(64),
  name: text.max(200),
  /** The profile id of the account the sheet was written for; an import for another must be re-targeted. */
  account: text,
  /** That account's name when saved, to say which account a foreign sheet came from. */
  accountName: z.string(),
  cues: z.array(cueSchema).max(500),
});

export type Plan = z.output<typeof planSchema>;
export type TimingMode = NonNullable<Plan['mode']>;
export type MissedPolicy = z.output<typeof missedSchema>;
export type CueAction = z.output<typeof actionSchema>;
export type ActionKind = CueAction['kind'];
export type Cue = z.output<typeof cueSchema>;
export type Sheet = z.output<typeof sheetSchema>;

/**
 * Destructive cues arm first (operator principle 4): every disconnect, split with delete,
 * allow-all geo — the same actions the screens arm.
 */
export function isDestructive(action: CueAction | null): boolean {
  if (action === null) return false;
  switch (action.kind) {
    case 'disconnect':
      // Every disconnect takes a destination off air, as the board's Disconnect arms.
      return true;
    case 'split':
      return action.params.delete === true;
    case 'geo':
      return action.params.geo_codes === undefined;
    case 'goLive':
    case 'playlist':
      return false;
  }
}

/**
 * A destructive hard cue fires by itself only if someone allowed destructive acts authorised it
 * when the run was armed (else it goes to standby and asks): the cues an arm may authorise.
 */
export function needsAuthorisation(cue: Cue): boolean {
  return isDestructive(cue.action) && cue.plan?.mode === 'hard';
}
