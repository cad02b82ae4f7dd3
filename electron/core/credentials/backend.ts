/**
 * Which secret backend is in use, decided in one pure function: the keychain when its
 * probe succeeded (and it is not switched off), else the vault once it exists, else
 * none — with the keychain's problem in words for the Accounts screen and the CLI.
 */
import type { SecretBackend } from '../../../shared/domain/profile';
import type { BackendStatus } from '../../../shared/ipc/accounts';
import type { KeychainProbe } from './probe';

export type BackendChoice = 'auto' | 'keychain' | 'vault' | 'none';

export interface BackendFacts {
  choice: BackendChoice;
  /** The probe's answer; null when the keychain was not tried. */
  probe: KeychainProbe | null;
  vault: { exists: boolean; unlocked: boolean };
}

export function keychainUsable(f: BackendFacts): boolean {
  return f.choice !== 'vault' && f.choice !== 'none' && f.probe?.available === true;
}

export function chooseBackend(f: BackendFacts): SecretBackend {
  if (keychainUsable(f)) return 'keychain';
  if (f.choice !== 'keychain' && f.choice !== 'none' && f.vault.exists) return 'vault';
  return 'none';
}

type Problem = Pick<BackendStatus, 'keychainProblem' | 'keychainFix' | 'keychainDetail'>;

function keychainProblem(f: BackendFacts): Problem {
  if (f.choice === 'vault' || f.choice === 'none') return { keychainProblem: `The keychain is switched off (MC_SECRET_BACKEND=${f.choice})`, keychainFix: 'start the console without MC_SECRET_BACKEND', keychainDetail: null };
  if (!f.probe) return { keychainProblem: 'The keychain was not tried', keychainFix: 'restart the console', keychainDetail: null };
  if (f.probe.available) return { keychainProblem: null, keychainFix: null, keychainDetail: null };
  return { keychainProblem: f.probe.what, keychainFix: f.probe.fix, keychainDetail: f.probe.detail };
}

export function backendStatus(f: BackendFacts): BackendStatus {
  return { backend: chooseBackend(f), keychainAvailable: keychainUsable(f), ...keychainProblem(f), vault: { ...f.vault } };
}
