/**
 * The timed-cue channels (arm, disarm, timed) over one TimedRuns, and the armed runs kept on
 * disk so a console started after a cue's time knows it missed it. Who may authorise a
 * destructive timed cue when arming: the local operator (a screen, the command line), a control
 * client while the destructive scope is on, or a person whose role covers destructive.
 */
import { join } from 'node:path';
import * as z from 'zod';
import { roleCovers } from '../../../shared/domain/share/person';
import { nextTimed, planDrift, scheduleOf } from '../../../shared/domain/sheets/schedule';
import { type Sheet, needsAuthorisation } from '../../../shared/domain/sheets/schema';
import { clockWords, isZone, localZone } from '../../../shared/domain/sheets/zone';
import { type AreaHandlers, fail, ok } from '../../../shared/ipc/define';
import type { TimedRunView, sheetsChannels } from '../../../shared/ipc/sheets';
import { currentPerson } from '../audit/person-scope';
import { currentSource } from '../audit/source-scope';
import { readJsonFile, writeJsonAtomic } from '../fs/atomic';
import { boundAccount } from '../ipc/bound-account';
import type { ArmedRun } from './timed-decide';
import type { TimedRuns } from './timed-runs';
import { authorisationWords } from './timed-fire';

export const TIMED_FILE = 'timed-runs.json';

const runSchema = z.strictObject({
  runId: z.string(), sheetId: z.string(), account: z.string(), zone: z.string(), armedAt: z.number(), startedAt: z.number().nullable(),
  authorised: z.record(z.string(), z.strictObject({ by: z.string(), at: z.number() })), handled: z.array(z.string()), fired: z.record(z.string(), z.number()),
});
const fileSchema = z.strictObject({ version: z.literal(1), runs: z.array(runSchema) });

export async function readArmedRuns(dataDir: string): Promise<ArmedRun[]> {
  const read = await readJsonFile(join(dataDir, TIMED_FILE));
  const parsed = read.found && read.value !== undefined ? fileSchema.safeParse(read.value) : null;
  return parsed?.success ? parsed.data.runs : [];
}

/** Writes the runs, one write at a time, the latest winning. */
export function armedRunsWriter(dataDir: string, onError: (err: unknown) => void): (runs: ArmedRun[]) => void {
  let chain = Promise.resolve();
  return (runs) => {
    const copy = JSON.parse(JSON.stringify({ version: 1, runs })) as unknown;
    chain = chain.then(() => writeJsonAtomic(join(dataDir, TIMED_FILE), copy)).catch(onError);
  };
}

export interface TimedAreaDeps {
  runs: TimedRuns;
  clock: { now(): number };
  load(sheetId: string): Promise<Sheet | null>;
  activeId(): string;
  /** Whether the control API's destructive scope is on (a control client may then authorise). */
  controlAllowsDestructive?: () => boolean;
  /** The local operator's name in "authorised by …" (the system user). */
  operatorName: string;
}

/** Who is authorising, or why they may not: a destructive act needs someone allowed destructive acts. */
function authoriser(deps: TimedAreaDeps): { ok: true; by: string } | { ok: false; message: string } {
  const person = currentPerson();
  if (person) return roleCovers(person.role, 'destructive') ? { ok: true, by: person.name } : { ok: false, message: `Not armed: ${person.name} may not authorise destructive cues (their role is ${person.role}).` };
  const source = currentSource();
  if (source?.kind === 'control') {
    return deps.controlAllowsDestructive?.() === true ? { ok: true, by: source.client } : { ok: false, message: 'Not armed: authorising a destructive timed cue needs the destructive scope, which is off. Turn it on under Accounts → Control surfaces.' };
  }
  return { ok: true, by: deps.operatorName };
}

export async function viewOf(run: ArmedRun, load: TimedAreaDeps['load'], now: number): Promise<TimedRunView> {
  const sheet = await load(run.sheetId);
  const cues = sheet?.cues ?? [];
  const fired = cues.map((c) => run.fired[c.id] ?? null);
  const schedule = scheduleOf({ cues, armedAt: run.armedAt, startedAt: run.startedAt, zone: run.zone, fired });
  const next = nextTimed(schedule, now, new Set(run.handled));
  const standby = cues.findIndex((c) => run.fired[c.id] === undefined);
  return {
    runId: run.runId, sheetId: run.sheetId, account: run.account, zone: run.zone, armedAt: new Date(run.armedAt).toISOString(),
    authorised: Object.fromEntries(Object.entries(run.authorised).map(([id, a]) => [id, `authorised by ${authorisationWords(a, run.zone)}`])),
    next: next === null ? null : { cueId: next.cueId, n: next.cue + 1, label: next.label, mode: next.mode, slot: next.slot, at: new Date(next.at).toISOString(), words: clockWords(next.at, run.zone) },
    drift: planDrift(schedule, fired, standby < 0 ? null : standby, now),
  };
}

type Handlers = Pick<AreaHandlers<typeof sheetsChannels>, 'arm' | 'disarm' | 'timed'>;

export function timedHandlers(deps: TimedAreaDeps): Handlers {
  return {
    arm: async (input) => {
      const sheet = await deps.load(input.sheetId);
      if (sheet === null) return fail({ kind: 'not_found', message: `There is no saved sheet ${input.sheetId}.` });
      const zone = input.zone ?? localZone();
      if (!isZone(zone)) return fail({ kind: 'invalid_input', message: `Not armed: ${zone} is not a time zone this console knows.`, issues: [{ path: 'zone', message: 'unknown time zone' }] });
      const now = deps.clock.now();
      const wanted = sheet.cues.filter((c) => input.authorise.includes(c.id) && needsAuthorisation(c));
      const who = wanted.length > 0 ? authoriser(deps) : { ok: true as const, by: '' };
      if (!who.ok) return fail({ kind: 'conflict', message: who.message });
      const run: ArmedRun = {
        runId: input.runId, sheetId: sheet.id, account: boundAccount() ?? deps.activeId(), zone, armedAt: now, startedAt: null,
        authorised: Object.fromEntries(wanted.map((c) => [c.id, { by: who.by, at: now }])), handled: [], fired: {},
      };
      await deps.runs.arm(run);
      return ok(await viewOf(run, deps.load, deps.clock.now()));
    },
    disarm: async (input) => (deps.runs.disarm(input.runId) ? ok(null) : fail({ kind: 'not_found', message: 'That run is not armed (it was disarmed, or another run was armed on its account).' })),
    timed: async () => ok(await Promise.all(deps.runs.list().map((r) => viewOf(r, deps.load, deps.clock.now())))),
  };
}

