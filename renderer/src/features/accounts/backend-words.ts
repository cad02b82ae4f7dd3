/** The credential backend in words (pure, tested): which one is active and why. */
import type { BackendStatus } from '../../../../shared/ipc/accounts';
import type { TagState } from '../../components/StateTag';

export interface BackendSummary {
  tag: TagState;
  word: string;
  text: string;
}

export function backendSummary(b: BackendStatus): BackendSummary {
  if (b.backend === 'keychain') return { tag: 'done', word: 'KEYCHAIN', text: 'API keys and secrets are kept in the operating system keychain.' };
  const problem = b.keychainProblem?.trim().replace(/[.]?$/, '.');
  const why = problem ? `The OS keychain cannot be used — ${problem}` : 'The OS keychain is not in use.';
  if (b.backend === 'vault' && b.vault.unlocked) return { tag: 'done', word: 'VAULT', text: `${why} Secrets are kept in the passphrase-protected vault file (unlocked).` };
  if (b.backend === 'vault' || b.vault.exists)
    return { tag: 'armed', word: 'VAULT LOCKED', text: `${why} The vault is locked: unlock it to use or change stored credentials.` };
  return { tag: 'failed', word: 'NOT STORED', text: `${why} No credentials are stored, and none can be until you create a passphrase vault.` };
}

/** Secrets can be stored now: keychain, or an unlocked vault. */
export function canStoreSecrets(b: BackendStatus): boolean {
  return b.backend === 'keychain' || (b.backend === 'vault' && b.vault.unlocked);
}
