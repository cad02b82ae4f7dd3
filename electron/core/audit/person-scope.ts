/**
 * The person a call is made for when a guest of a shared show sends it: carried through the
 * async calls of the same services like the source (source-scope.ts), so the audit entry,
 * Activity and notices name them without threading them through each service. The host sets
 * it around each guest request; a local press has none.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Person } from '../../../shared/domain/share/person';

const scope = new AsyncLocalStorage<Person>();

export function runAsPerson<T>(person: Person, job: () => Promise<T>): Promise<T> {
  return scope.run(person, job);
}

export function currentPerson(): Person | undefined {
  return scope.getStore();
}
