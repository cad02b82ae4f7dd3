/**
 * Under the two-person rule, the second person who confirmed a destructive act: carried
 * through the act's async calls like the person (person-scope.ts), so its audit intent
 * names both.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuditPerson } from '../../../shared/domain/audit';

const scope = new AsyncLocalStorage<AuditPerson>();

export function runConfirmedBy<T>(person: AuditPerson, job: () => Promise<T>): Promise<T> {
  return scope.run(person, job);
}

export function currentConfirmer(): AuditPerson | undefined {
  return scope.getStore();
}
