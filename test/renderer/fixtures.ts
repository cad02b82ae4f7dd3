/** Small builders for renderer tests: profiles, account lists, audit entries. */
import type { AuditEntry } from '../../shared/domain/audit';
import type { ProfileView } from '../../shared/domain/profile';
import type { AccountsList, BackendStatus } from '../../shared/ipc/accounts';
import type { ConnectionStatus } from '../../shared/ipc/app';

export function profile(over: Partial<ProfileView> & { id: string; name: string }): ProfileView {
  return {
    baseUrl: 'https://api.example.com/stable/',
    cdn: 42,
    serialization: 'php',
    colour: '#2f80ed',
    builtIn: false,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    credentials: { apiKey: 'missing', secret: 'missing', backend: 'keychain' },
    ...over,
  };
}

export const sandbox = profile({ id: 'sandbox', name: 'Sandbox', builtIn: true, colour: '#8a5cd1', baseUrl: 'http://127.0.0.1:9999/stable/', cdn: 1 });

export function accountsList(profiles: ProfileView[] = [sandbox], activeId = 'sandbox'): AccountsList {
  return { profiles, activeId };
}

export const keychainBackend: BackendStatus = { backend: 'keychain', keychainAvailable: true, keychainProblem: null, keychainFix: null, keychainDetail: null, vault: { exists: false, unlocked: false } };

export function connection(over: Partial<ConnectionStatus> = {}): ConnectionStatus {
  return { profileId: 'sandbox', state: 'ok', clockOffsetMs: 1200, latencyMs: 14, at: '2024-01-01T10:00:00.000Z', message: null, ...over };
}

export function auditEntry(over: Partial<AuditEntry> & { id: string }): AuditEntry {
  return {
    time: '2024-03-01T10:00:00.000Z',
    profileId: 'sandbox',
    profileName: 'Sandbox',
    command: 'geoblock.update',
    params: { mode: 'allow' },
    outcome: 'ok',
    resultKind: 'ok',
    message: null,
    latencyMs: 20,
    finishedAt: '2024-03-01T10:00:00.100Z',
    ...over,
  };
}
