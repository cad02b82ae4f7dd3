/**
 * Preflight in main: when it runs (at the lead before the run's first timed cue, default 10
 * minutes, and again at 1 minute; or now, on request) and what it reads to check — the
 * credentials, the board's stored destinations, the watch, the service's clock offset (the
 * one the client keeps for 0002). The checks themselves are shared/domain/clock/preflight.ts.
 * Each problem becomes a notice in words; a problem that is gone at the next run is resolved.
 */
import { LAST_CHECK_MS, type PreflightPicture, type PreflightProblem, preflightProblems } from '../../../shared/domain/clock/preflight';
import type { RunProgress } from '../../../shared/domain/sheets/clock-source';
import type { Sheet } from '../../../shared/domain/sheets/schema';
import type { PreflightView } from '../../../shared/ipc/clock';
import type { McEvent } from '../../../shared/ipc/events';

export type PreflightTrigger = NonNullable<PreflightView['trigger']>;

/** Reads what the checks need, for one account. */
export type GatherPicture = (account: string) => Promise<PreflightPicture>;

export interface PreflightSlot {
  trigger: Exclude<PreflightTrigger, 'now'>;
  at: number;
}

/** The two runs before a cue due at `dueAt`: at the lead, and at 1 minute (the lead's alone when it is 1 minute or less). */
export function preflightSlots(dueAt: number, leadMinutes: number): PreflightSlot[] {
  const lead = { trigger: 'lead' as const, at: dueAt - leadMinutes * 60_000 };
  return leadMinutes * 60_000 <= LAST_CHECK_MS ? [lead] : [lead, { trigger: 'minute', at: dueAt - LAST_CHECK_MS }];
}

/**
 * The slot due now for a cue due at `dueAt`: the latest whose time has come while the cue is
 * still ahead, unless it already ran (`done` holds the slots run, by key). Null: none due.
 */
export function slotDue(dueAt: number, leadMinutes: number, now: number, done: ReadonlySet<string>, key: (s: PreflightSlot) => string): PreflightSlot | null {
  if (now >= dueAt) return null;
  const come = preflightSlots(dueAt, leadMinutes).filter((s) => s.at <= now);
  const last = come[come.length - 1];
  return last === undefined || done.has(key(last)) ? null : last;
}

/** The next slot still to come (for the timer), or null. */
export function nextSlot(dueAt: number, leadMinutes: number, now: number): PreflightSlot | null {
  return preflightSlots(dueAt, leadMinutes).find((s) => s.at > now) ?? null;
}

const causeOf = (runId: string, p: PreflightProblem) => `preflight:${runId}:${p.cueId ?? 'run'}:${p.check}:${p.words}`;

/** Runs the checks and says each problem once per run of the preflight as a notice; problems gone since are resolved. */
export class PreflightNotices {
  private said = new Set<string>();

  constructor(private readonly emit: (e: McEvent) => void) {}

  async run(sheet: Sheet, progress: RunProgress, account: string, runId: string, trigger: PreflightTrigger, gather: GatherPicture): Promise<PreflightProblem[]> {
    const problems = preflightProblems(sheet, progress, await gather(account));
    const now = new Set(problems.map((p) => causeOf(runId, p)));
    for (const cause of this.said) if (!now.has(cause)) this.emit({ type: 'notice.resolved', cause, words: 'Preflight: fine now' });
    const when = trigger === 'now' ? 'Preflight' : trigger === 'minute' ? 'Preflight, 1 minute before' : 'Preflight';
    for (const p of problems) this.emit({ type: 'notice', level: 'warning', title: `${when}: ${sheet.name}`, body: p.words, cause: causeOf(runId, p) });
    this.said = now;
    return problems;
  }

  /** The run ended: its problems are no longer anyone's. */
  clear(): void {
    for (const cause of this.said) this.emit({ type: 'notice.resolved', cause, words: 'The run was closed' });
    this.said = new Set();
  }
}
