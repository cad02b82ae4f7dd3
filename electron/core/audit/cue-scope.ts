/**
 * The run-sheet cue a call is fired from, carried through the async calls of the same
 * services the screens use (go-live, split, geo…) without threading it through each of
 * them: the audit log reads it when it writes an intent, so the Activity entry names
 * the sheet and the cue, and collects the entry ids so the cue's outcome can link to them.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuditCue } from '../../../shared/domain/audit';

export interface CueScope {
  cue: AuditCue;
  /** Filled by the audit log: the ids of the entries written while the cue ran. */
  auditIds: string[];
}

const scope = new AsyncLocalStorage<CueScope>();

export function runInCue<T>(cue: AuditCue, job: (s: CueScope) => Promise<T>): Promise<T> {
  const s: CueScope = { cue, auditIds: [] };
  return scope.run(s, () => job(s));
}

export function currentCue(): CueScope | undefined {
  return scope.getStore();
}

/**
 * Runs `job` as no cue's: what main does by itself later (an automatic reconnect's try) is
 * not the cue's, though the timer that runs it was set while a cue's call was under way.
 */
export function outsideCue<T>(job: () => T): T {
  return scope.exit(job);
}
