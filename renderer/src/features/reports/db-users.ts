/**
 * The Database tab's remembered users as choices: the users asked about on this account
 * (recent-names, most recent first) that the field does not hold yet, and how picking
 * one adds it to what is typed.
 */
import { parseIdsOrNames } from '../../../../shared/domain/reports/window-reports';

/** Remembered users not already in the typed list. */
export function usersToOffer(recent: readonly string[], typed: string): string[] {
  const have = new Set(parseIdsOrNames(typed).map(String));
  return recent.filter((u) => !have.has(u));
}

/** The typed list with `user` added at its end ("reports_ro" + 12 → "reports_ro, 12"). */
export function withUser(typed: string, user: string): string {
  const users = parseIdsOrNames(typed).map(String);
  return users.includes(user) ? typed : [...users, user].join(', ');
}
