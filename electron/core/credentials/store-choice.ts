/**
 * The store secrets go to now, from the backend decision: the keychain, the vault, or a
 * refusal saying why none can be used (never plain text: fail closed); and a store's
 * refusal turned into its typed failure.
 */
import { fail, type IpcResult } from '../../../shared/ipc/define';
import { type BackendFacts, backendStatus } from './backend';
import { CredentialError, type SecretStore } from './store';
import type { VaultStore } from './vault-store';

/** Which store to use now, or (thrown CredentialError) the reason none can be used. */
export function storeNow(facts: BackendFacts, keychain: SecretStore | undefined, vault: VaultStore): SecretStore {
  const status = backendStatus(facts);
  if (status.backend === 'keychain') return keychain!;
  if (status.backend === 'vault') return vault;
  const why = status.keychainProblem ?? 'No keychain is available';
  throw new CredentialError(
    'keychain_unavailable',
    `Credentials cannot be stored: ${why.charAt(0).toLowerCase()}${why.slice(1)}, and no passphrase vault has been created. Create a vault to store them encrypted (they are never kept in plain text).`,
  );
}

/** Runs a store operation; CredentialError becomes its typed failure (scrubbed), anything else is a bug (thrown). */
export async function typedFailures<T>(op: () => Promise<IpcResult<T>>, scrub: (text: string) => string): Promise<IpcResult<T>> {
  try {
    return await op();
  } catch (err) {
    if (err instanceof CredentialError) return fail({ kind: err.kind, message: scrub(err.message) });
    throw err;
  }
}
