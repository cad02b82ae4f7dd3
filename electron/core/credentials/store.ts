/**
 * Where API keys and signing secrets are kept: an adapter per backend (the OS keychain
 * through @napi-rs/keyring, or the passphrase vault file). Adapters throw CredentialError for
 * expected trouble; CredentialService turns that into typed IPC failures.
 */
export type SecretKind = 'apiKey' | 'secret';

export const SECRET_KINDS: readonly SecretKind[] = ['apiKey', 'secret'];

export interface SecretStore {
  get(profileId: string, kind: SecretKind): Promise<string | null>;
  set(profileId: string, kind: SecretKind, value: string): Promise<void>;
  delete(profileId: string, kind: SecretKind): Promise<void>;
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
