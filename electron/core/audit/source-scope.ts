/**
 * Who asked for a call when it was not the console's own screen: a control surface
 * (Companion, a Stream Deck) through the control API. Carried through the async calls of
 * the same services the screens use, like the run-sheet cue (cue-scope.ts), so the audit
 * entry names the source and the client without threading it through each service.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuditSource } from '../../../shared/domain/audit';

const scope = new AsyncLocalStorage<AuditSource>();

export function runAsSource<T>(source: AuditSource, job: () => Promise<T>): Promise<T> {
  return scope.run(source, job);
}

export function currentSource(): AuditSource | undefined {
  return scope.getStore();
}
