/**
 * Where API keys and signing secrets are kept: an adapter per backend (the OS keychain
 * through @napi-rs/keyring, or the passphrase vault file). Adapters throw CredentialError for
 * expected trouble; CredentialService turns that into typed IPC failures.
 */
export type SecretKind = 'apiKey' | 'secret';

export const SECRET_KINDS: readonly SecretKind[] = ['apiKey', 'secret'];

/**
 * What a store keeps per account: the two credentials, and `extras` — the account's other
 * secrets (a run sheet's stream keys and passwords) as one JSON object of name → value,
 * in the same keychain item or vault entry, so they go when the account's credentials go.
 */
export type StoredKind = SecretKind | 'extras';

export interface SecretStore {
  get(profileId: string, kind: StoredKind): Promise<string | null>;
  set(profileId: string, kind: StoredKind, value: string): Promise<void>;
  delete(profileId: string, kind: StoredKind): Promise<void>;
}

export type CredentialErrorKind = 'keychain_unavailable' | 'vault_locked' | 'vault_wrong_passphrase' | 'io_error' | 'conflict';

/** An expected credential failure; `message` is shown to the operator and never holds a secret. */
export class CredentialError extends Error {
  constructor(
    readonly kind: CredentialErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'CredentialError';
  }
}

/** Both secrets of one profile, as the client needs them. */
export interface Credentials {
  apiKey: string;
  secret: string;
}
