/**
 * Who asked for a call. A control surface (Companion, a Stream Deck) through the control
 * API is carried through the async calls of the same services the screens use, like the
 * run-sheet cue (cue-scope.ts), so the audit entry names the client without threading it
 * through each service. Otherwise a call to a rehearsal mirror is the rehearsal's, and any
 * other is the face of the process writing the log: the screens, or the command line.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuditSource } from '../../../shared/domain/audit';
import { isMirrorId } from '../rehearsal/mirror';

const scope = new AsyncLocalStorage<AuditSource>();

export function runAsSource<T>(source: AuditSource, job: () => Promise<T>): Promise<T> {
  return scope.run(source, job);
}

export function currentSource(): AuditSource | undefined {
  return scope.getStore();
}

/** The source an intent on this account records; `face` is what the writing process is. */
export function sourceOf(profileId: string, face: AuditSource): AuditSource {
  return currentSource() ?? (isMirrorId(profileId) ? { kind: 'rehearsal' } : face);
}
