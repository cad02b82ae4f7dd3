/**
 * Pure transitions of the Accounts slice: how a list changes when one profile is
 * created, edited, removed or switched to. Tested in test/renderer/accounts.
 */
import { type ProfileView, SANDBOX_PROFILE_ID } from '../../../../shared/domain/profile';
import type { AccountsList, ConnectionTest } from '../../../../shared/ipc/accounts';
import type { ConnectionStatus } from '../../../../shared/ipc/app';

/** The active profile, or null before the list has loaded. */
export function activeProfile(list: AccountsList | null): ProfileView | null {
  if (list === null) return null;
  return list.profiles.find((p) => p.id === list.activeId) ?? list.profiles.find((p) => p.id === SANDBOX_PROFILE_ID) ?? null;
}

/** Sandbox first, then by name — the same order main lists them in. */
export function orderProfiles(profiles: ProfileView[]): ProfileView[] {
  const sandbox = profiles.filter((p) => p.builtIn);
  const rest = profiles.filter((p) => !p.builtIn).sort((a, b) => a.name.localeCompare(b.name));
  return [...sandbox, ...rest];
}

/** A created or edited profile replaces its old self (or joins the list). */
export function withProfile(list: AccountsList | null, view: ProfileView): AccountsList | null {
  if (list === null) return null;
  const others = list.profiles.filter((p) => p.id !== view.id);
  return { ...list, profiles: orderProfiles([...others, view]) };
}

/** A deleted profile leaves; if it was active, the Sandbox becomes active (as main does). */
export function withoutProfile(list: AccountsList | null, id: string): AccountsList | null {
  if (list === null) return null;
  const profiles = list.profiles.filter((p) => p.id !== id);
  return { profiles, activeId: list.activeId === id ? SANDBOX_PROFILE_ID : list.activeId };
}

/** "set" / "not set" for each secret: the UI never holds more than that. */
export function credentialWords(view: ProfileView): { apiKey: string; secret: string } {
  return {
    apiKey: view.credentials.apiKey === 'set' ? 'set' : 'not set',
    secret: view.credentials.secret === 'set' ? 'set' : 'not set',
  };
}

/**
 * A connection test of the ACTIVE account is also the freshest connection state: the
 * status bar shows it at once instead of waiting for main's next check.
 */
export function connectionFromTest(test: ConnectionTest, at: string): ConnectionStatus {
  return {
    profileId: test.profileId,
    state: test.ok ? 'ok' : 'failing',
    clockOffsetMs: test.clockOffsetMs,
    latencyMs: test.latencyMs,
    at,
    message: test.ok ? null : test.message,
  };
}
