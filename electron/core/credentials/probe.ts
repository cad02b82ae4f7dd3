/**
 * Is a keychain reachable? Writes and deletes a probe item: a read alone succeeds on a
 * locked collection, a write does not. Bounded by a timeout because a keyring waiting
 * for an unlock prompt never answers.
 */
import { KEYCHAIN_SERVICE, type KeychainApi } from './keychain-store';
import { bindingTrouble, type KeychainTrouble, keychainTrouble } from './keychain-words';

export type KeychainProbe = { available: true } | ({ available: false } & KeychainTrouble);

const PROBE_ACCOUNT = '__master-control-probe__';

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the keychain did not answer within ${ms / 1000} s`)), ms);
    p.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

/** Probes the keychain; `load` failing (native module missing) counts as unavailable too. */
export async function probeKeychain(load: () => Promise<KeychainApi>, timeoutMs = 5000): Promise<KeychainProbe> {
  let api: KeychainApi;
  try {
    api = await load();
  } catch (err) {
    return { available: false, ...bindingTrouble(err) };
  }
  try {
    await withTimeout(
      (async () => {
        await api.setPassword(KEYCHAIN_SERVICE, PROBE_ACCOUNT, 'probe');
        await api.deletePassword(KEYCHAIN_SERVICE, PROBE_ACCOUNT);
      })(),
      timeoutMs,
    );
    return { available: true };
  } catch (err) {
    return { available: false, ...keychainTrouble(err) };
  }
}
