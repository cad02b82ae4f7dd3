/**
 * What a timed slot does in main (timed-runs.ts decides which): a fire goes through the
 * same firer as GO (fire-once.ts: on the sheet's account, once per slot, the guard's checks)
 * as an act of main's own for the run's account (acting-for.ts), whatever is on screen, and
 * audited with the source "timed"; a skip or an ask is an Activity entry of its own under the
 * cue, nothing sent. The run on screen, if any, follows the `sheets.timed` event.
 */
import { TIMED_CUE } from '../../../shared/domain/audit';
import { ON_TIME_MS } from '../../../shared/domain/sheets/schedule';
import type { Sheet } from '../../../shared/domain/sheets/schema';
import { localClock } from '../../../shared/domain/sheets/zone';
import type { SheetsEvent } from '../../../shared/ipc/sheets';
import type { AuditLog } from '../audit/log';
import { runInCue } from '../audit/cue-scope';
import { runAsSource } from '../audit/source-scope';
import type { EventSink } from '../deps';
import { actFor } from '../gateway/acting-for';
import type { FireInput, createFirer } from './fire-once';
import type { ArmedRun, Authorisation, TimedAct } from './timed-decide';
import type { TimedEffects } from './timed-runs';

export interface TimedFireDeps {
  fire: ReturnType<typeof createFirer>;
  audit: Pick<AuditLog, 'intent' | 'outcome'>;
  events: EventSink;
  load(sheetId: string): Promise<Sheet | null>;
  save(runs: ArmedRun[]): void;
  onError(err: unknown): void;
}

/** "ana at 18:40": who authorised a destructive timed cue, and when (the run's local time). */
export function authorisationWords(a: Authorisation, zone: string): string {
  return `${a.by} at ${localClock(a.at, zone).slice(0, 5)}`;
}

export function timedEffects(deps: TimedFireDeps): TimedEffects {
  const emit = (e: SheetsEvent) => deps.events.emit(e);
  return {
    load: deps.load,
    save: deps.save,
    act: async (run, sheet, act) => {
      const { slot } = act;
      const base = { type: 'sheets.timed' as const, runId: run.runId, cueId: slot.cueId, slot: slot.slot };
      try {
        if (act.kind === 'fire') {
          const source = {
            kind: 'timed' as const,
            ...(act.lateMs !== null && act.lateMs > ON_TIME_MS ? { lateMs: act.lateMs } : {}),
            ...(act.authorisation ? { authorisedBy: authorisationWords(act.authorisation, run.zone) } : {}),
          };
          const input: FireInput = { sheetId: run.sheetId, cueId: slot.cueId, runId: run.runId, account: run.account, ...(slot.slot > 0 ? { slot: slot.slot } : {}) };
          const r = await actFor(run.account, () => runAsSource(source, () => deps.fire(input)));
          const late = source.lateMs === undefined ? 'Fired at its time' : `Fired ${Math.round(source.lateMs / 1000)} s late`;
          emit({ ...base, what: 'fired', words: r.ok ? late : r.error.message, ...(r.ok ? { outcome: r.value } : {}) });
          return;
        }
        if (act.kind !== 'standby') await record(deps, run, sheet, act);
        emit({ ...base, what: act.kind, words: act.words });
      } catch (err) {
        deps.onError(err);
      }
    },
  };
}

/** A skip or an ask in Activity: under the cue, source "timed", nothing sent, the words as its result. */
async function record(deps: TimedFireDeps, run: ArmedRun, sheet: Sheet, act: Exclude<TimedAct, { kind: 'fire' | 'standby' }>): Promise<void> {
  const cue = sheet.cues[act.slot.cue]!;
  const audit = { sheetId: sheet.id, sheet: sheet.name, cueId: cue.id, n: act.slot.cue + 1, cue: cue.label };
  await runInCue(audit, () => runAsSource({ kind: 'timed' }, async () => {
    const entry = deps.audit.intent({ profileId: run.account, profileName: sheet.accountName, command: TIMED_CUE, params: { planned: localClock(act.slot.at, run.zone), ...(act.slot.slot > 0 ? { slot: act.slot.slot + 1 } : {}) } });
    deps.audit.outcome(entry.id, { outcome: 'not_sent', resultKind: act.kind === 'skip' ? 'skipped' : 'asked', message: act.words, latencyMs: null });
  }));
}
