/**
 * Reads (once) the keychain items that earlier versions wrote through keytar, so an
 * upgrade keeps an operator's stored credentials. The new binding finds them by itself on
 * macOS (the same generic-password item); elsewhere keytar's items have another shape:
 * - Linux: Secret Service attributes `service` + `account` (the new binding uses
 *   `service` + `username`), read and cleared with libsecret's `secret-tool` when it is
 *   installed; without it nothing can be migrated and the profile reads as "not set";
 * - Windows: target name `service/account` with a UTF-8 blob (the new binding writes
 *   UTF-16 under another target name), read with the binding's raw-secret call.
 * The secret travels on a child's stdout, never on a command line.
 */
import { execFile } from 'node:child_process';

export interface LegacyKeychain {
  read(service: string, account: string): Promise<string | null>;
  remove(service: string, account: string): Promise<void>;
}

/** Runs a program and gives its stdout, or null when it fails or is not installed. */
export type RunProgram = (file: string, args: string[]) => Promise<string | null>;

const runProgram: RunProgram = (file, args) =>
  new Promise((resolve) => {
    execFile(file, args, { encoding: 'utf8', timeout: 5000 }, (err, stdout) => resolve(err ? null : stdout));
  });

/** keytar's Linux items, through `secret-tool` (package libsecret-tools). */
export function secretToolLegacy(run: RunProgram = runProgram): LegacyKeychain {
  return {
    async read(service, account) {
      const out = await run('secret-tool', ['lookup', 'service', service, 'account', account]);
      return out === null || out === '' ? null : out;
    },
    async remove(service, account) {
      await run('secret-tool', ['clear', 'service', service, 'account', account]);
    },
  };
}

interface RawEntry {
  getSecret(): Promise<number[] | null>;
  deleteCredential(): Promise<boolean>;
}

/** keytar's Windows items: target `service/account`, the password stored as UTF-8 bytes. */
async function windowsLegacy(): Promise<LegacyKeychain> {
  type Binding = { AsyncEntry: { withTarget(target: string, service: string, user: string): RawEntry } };
  const mod = (await import('@napi-rs/keyring')) as unknown as Binding & { default?: Binding };
  const { AsyncEntry } = mod.default ?? mod;
  const entry = (service: string, account: string) => AsyncEntry.withTarget(`${service}/${account}`, service, account);
  return {
    async read(service, account) {
      const bytes = await entry(service, account).getSecret().catch(() => null);
      return bytes === null ? null : Buffer.from(bytes).toString('utf8');
    },
    async remove(service, account) {
      await entry(service, account).deleteCredential().catch(() => false);
    },
  };
}

/** The reader of earlier versions' items on this platform, or null where none is needed. */
export async function legacyKeychainFor(platform: NodeJS.Platform = process.platform): Promise<LegacyKeychain | null> {
  if (platform === 'linux') return secretToolLegacy();
  if (platform === 'win32') return windowsLegacy();
  return null;
}
