/**
 * The account a bound channel's call was prepared on, carried through every async step of
 * its handler. The router checks it once before the handler runs; a handler may then await
 * (a read, a second press, a stored-service lookup) while the operator switches account.
 * The gateway reads this scope at the moment it sends, so a mutating command is never sent
 * under an account that became active after the check (the check-then-send window).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const scope = new AsyncLocalStorage<string>();

export function runBoundTo<T>(accountId: string, job: () => Promise<T>): Promise<T> {
  return scope.run(accountId, job);
}

/** The account the current bound call was prepared on; undefined outside a bound call. */
export function boundAccount(): string | undefined {
  return scope.getStore();
}

/**
 * Runs `job` outside any bound call: for what a bound handler sets off that must not carry
 * its account for ever (an account switch, whose listeners start timers of their own).
 */
export function outsideBound<T>(job: () => T): T {
  return scope.exit(job);
}
