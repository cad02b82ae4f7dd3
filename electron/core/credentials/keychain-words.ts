/**
 * Why the keychain cannot be used, for the operator: what it means and what to do, in
 * words. The keychain's own error (a D-Bus message, often a paragraph) is kept apart as
 * the detail for the log: on the Accounts screen it said nothing an operator could act on.
 */
export interface KeychainTrouble {
  /** What it means ("No keychain is running"). */
  what: string;
  /** What to do, to follow "To use the keychain, …". */
  fix: string;
  /** The keychain's own words, for the log. */
  detail: string;
}

const RESTART = 'then restart the console';

const KINDS: Array<{ test: RegExp; what: string; fix: string }> = [
  { test: /autolaunch D-Bus|DBUS_SESSION_BUS_ADDRESS|org\.freedesktop\.DBus|dbus|secret service|org\.freedesktop\.secrets|ServiceUnknown/i, what: 'No keychain is running', fix: `start a keyring (GNOME Keyring or KWallet) in this desktop session, ${RESTART}` },
  { test: /locked collection|is locked|unlock/i, what: 'The keychain is locked', fix: `unlock it (log in to the desktop, or open Passwords and Keys), ${RESTART}` },
  { test: /did not answer within/i, what: 'The keychain did not answer (it may be waiting for an unlock prompt)', fix: `answer its prompt or unlock it, ${RESTART}` },
  { test: /no result found/i, what: 'The keychain has no unlocked keyring to store into', fix: `create or unlock a default keyring, ${RESTART}` },
  { test: /platform storage/i, what: 'The keychain could not be reached', fix: `check that this desktop session's keyring is running, ${RESTART}` },
];

const detailOf = (err: unknown): string => (err instanceof Error ? err.message : String(err)).trim() || 'unknown keychain error';

export function keychainTrouble(err: unknown): KeychainTrouble {
  const detail = detailOf(err);
  const kind = KINDS.find((k) => k.test.test(detail));
  return kind ? { what: kind.what, fix: kind.fix, detail } : { what: 'The keychain refused a test item', fix: `check this desktop session's keyring, ${RESTART}`, detail };
}

/** The keychain binding could not load: a keychain that is not there, said as such, else a broken install. */
export function bindingTrouble(err: unknown): KeychainTrouble {
  const detail = detailOf(err);
  const kind = KINDS.find((k) => k.test.test(detail));
  return kind ? { what: kind.what, fix: kind.fix, detail } : { what: 'The keychain support could not be loaded', fix: 'reinstall the console', detail };
}

/**
 * The one startup line about where secrets go, in words: the keychain's own error (a D-Bus
 * paragraph) stays out of it, as on the Accounts screen.
 */
export function backendSentence(s: { backend: string; keychainProblem?: string | null }): string {
  const why = s.keychainProblem ? ` (${s.keychainProblem.replace(/^./, (c) => c.toLowerCase())})` : '';
  if (s.backend === 'keychain') return 'Secrets are kept in the system keychain.';
  if (s.backend === 'vault') return `Secrets are kept in the encrypted vault file${why}.`;
  return `Secrets are not stored on this machine${why}; the Sandbox needs none.`;
}
