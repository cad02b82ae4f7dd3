/**
 * Reads an account's credentials from a store: both values or the one wording for what is
 * missing, and, for the renderer, only whether each is set. Every value read is added to
 * the process's known secrets, so logs and errors can scrub it.
 */
import type { CredentialState, SecretBackend } from '../../../shared/domain/profile';
import { fail, ok, type IpcResult } from '../../../shared/ipc/define';
import type { KnownSecrets } from '../events/known-secrets';
import { CredentialError, type Credentials, SECRET_KINDS, type SecretStore } from './store';

export async function readCredentials(store: SecretStore, profileId: string, secrets: KnownSecrets): Promise<IpcResult<Credentials>> {
  const [apiKey, secret] = await Promise.all([store.get(profileId, 'apiKey'), store.get(profileId, 'secret')]);
  secrets.add(apiKey);
  secrets.add(secret);
  if (!apiKey || !secret) {
    const missing = [!apiKey && 'API key', !secret && 'signing secret'].filter(Boolean).join(' and ');
    return fail({ kind: 'no_credentials', message: `No ${missing} stored for this account: add them on the Accounts screen.` });
  }
  return ok({ apiKey, secret });
}

/** Set or missing, never the values. Unreadable (`store` throws CredentialError) counts as missing. */
export async function readState(store: () => SecretStore, profileId: string, secrets: KnownSecrets, backend: SecretBackend): Promise<CredentialState> {
  const out: CredentialState = { apiKey: 'missing', secret: 'missing', backend };
  try {
    const from = store();
    for (const kind of SECRET_KINDS) {
      const value = await from.get(profileId, kind);
      secrets.add(value);
      if (value) out[kind] = 'set';
    }
  } catch (err) {
    // A locked vault or no backend reads as missing (status() says why); anything else is a bug.
    if (!(err instanceof CredentialError)) throw err;
  }
  return out;
}
