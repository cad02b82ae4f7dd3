/** The bridge a whole-shell render starts with: web mode, the Sandbox and Production accounts on the keychain. */
import { type FakeBridge, installFake } from '../fake-bridge';
import { accountsList, connection, keychainBackend, profile, sandbox } from '../fixtures';

export const prod = profile({ id: 'p1', name: 'Production', colour: '#c0392b' });

/** A fresh page (no hash, empty storage) and the shell's bridge calls answered. */
export function installShellFake(): FakeBridge {
  window.location.hash = '';
  localStorage.clear();
  return installFake()
    .on('app.info', { ok: true, value: { mode: 'web', version: '0.1.0', platform: 'linux' } })
    .on('app.connection', { ok: true, value: connection() })
    .on('accounts.list', { ok: true, value: accountsList([sandbox, prod]) })
    .on('accounts.backend', { ok: true, value: keychainBackend })
    .on('accounts.setActive', (input) => ({ ok: true, value: accountsList([sandbox, prod], (input as { id: string }).id) }));
}
