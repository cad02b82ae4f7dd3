/** The credential backend in words (pure, tested): which one is active and why. */
import type { BackendStatus } from '../../../../shared/ipc/accounts';
import type { TagState } from '../../components/StateTag';

export interface BackendSummary {
  tag: TagState;
  word: string;
  text: string;
}

/**
 * What the backend means and, when the keychain is not in use, what to do: "No keychain is
 * running; credentials are kept in the encrypted vault. To use the keychain, start …".
 */
export function backendSummary(b: BackendStatus): BackendSummary {
  if (b.backend === 'keychain') return { tag: 'done', word: 'KEYCHAIN', text: 'API keys and secrets are kept in the operating system keychain.' };
  const what = b.keychainProblem ?? 'The keychain is not in use';
  const fix = b.keychainFix ? ` To use the keychain, ${b.keychainFix}.` : '';
  if (b.backend === 'vault' && b.vault.unlocked) return { tag: 'done', word: 'VAULT', text: `${what}; credentials are kept in the encrypted vault.${fix}` };
  if (b.backend === 'vault' || b.vault.exists)
    return { tag: 'armed', word: 'VAULT LOCKED', text: `${what}; credentials are kept in the encrypted vault, which is locked: unlock it to use or change them.${fix}` };
  return { tag: 'failed', word: 'NOT STORED', text: `${what}; no credentials are stored, and none can be until you create a passphrase vault (never plain text).${fix}` };
}

/** Secrets can be stored now: keychain, or an unlocked vault. */
export function canStoreSecrets(b: BackendStatus): boolean {
  return b.backend === 'keychain' || (b.backend === 'vault' && b.vault.unlocked);
}
