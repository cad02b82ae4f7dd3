/**
 * The account a call main makes by itself is for (a poll, a reconnect try): the gateway
 * sends it on that account's client, whatever account is on screen, and audits it under
 * that account. Carried through every async step of the act, like a bound call's account;
 * unlike it, it never compares with the active account (`wrong_account` stays a screen's).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { outsideBound } from '../ipc/bound-account';

const scope = new AsyncLocalStorage<string>();

/** Runs `job` as an act of main's own for `accountId`, outside any screen's bound call. */
export function actFor<T>(accountId: string, job: () => Promise<T>): Promise<T> {
  return outsideBound(() => scope.run(accountId, job));
}

/** The account the current act of main's own is for; undefined outside one. */
export function actingFor(): string | undefined {
  return scope.getStore();
}
