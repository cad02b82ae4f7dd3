import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ProfileView } from '../../../shared/domain/profile';
import AccountsScreen from '../../../renderer/src/features/accounts/AccountsScreen';
import { useMc } from '../../../renderer/src/stores/store';
import { type FakeBridge, installFake } from '../fake-bridge';
import { accountsList, keychainBackend, profile, sandbox } from '../fixtures';
import { passArmGap } from '../arm-gap';

let fake: FakeBridge;
let profiles: ProfileView[];

beforeEach(() => {
  profiles = [sandbox];
  fake = installFake()
    .on('accounts.list', () => ({ ok: true, value: accountsList(profiles) }))
    .on('accounts.backend', { ok: true, value: keychainBackend })
    .on('app.connection', { ok: true, value: { profileId: 'sandbox', state: 'unknown', clockOffsetMs: null, latencyMs: null, at: null, message: null } })
    .on('accounts.create', (input) => {
      const view = profile({ id: 'p1', ...(input as object), name: (input as { name: string }).name });
      profiles = [...profiles, view];
      return { ok: true, value: view };
    })
    .on('accounts.setCredentials', (input) => {
      const view: ProfileView = { ...profiles[1]!, credentials: { apiKey: 'set', secret: 'set', backend: 'keychain' } };
      expect(input).toEqual({ id: 'p1', apiKey: 'key-123', secret: 'shh-456' });
      return { ok: true, value: view };
    });
});

async function createAccount(): Promise<void> {
  fireEvent.click(await screen.findByRole('button', { name: 'New account' }));
  const form = screen.getByRole('form', { name: 'New account' });
  fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Rehearsal' } });
  fireEvent.change(within(form).getByLabelText('Base URL'), { target: { value: 'https://api.example.com/stable/' } });
  fireEvent.change(within(form).getByLabelText('Account id (cdn)'), { target: { value: '4711' } });
  await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Create account' })));
}

describe('Accounts screen', () => {
  it('has one h1, lists the Sandbox and says where secrets are kept', async () => {
    render(<AccountsScreen />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Accounts']);
    expect(await screen.findByRole('button', { name: 'Sandbox SANDBOX ACTIVE' })).toBeTruthy();
    expect(screen.getByText('API keys and secrets are kept in the operating system keychain.')).toBeTruthy();
  });

  it('stops an incomplete form with specific messages and sends nothing', async () => {
    render(<AccountsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'New account' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create account' })));
    expect(screen.getByText('give the account a name')).toBeTruthy();
    expect(screen.getByText('give the account id (cdn), a whole number')).toBeTruthy();
    expect(fake.callsTo('accounts.create')).toEqual([]);
  });

  it('hints the base URL rule and refuses in the form, in those words, what main would refuse: http:// beyond this machine', async () => {
    render(<AccountsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'New account' }));
    const form = screen.getByRole('form', { name: 'New account' });
    const url = within(form).getByLabelText('Base URL');
    const rule = 'https://, or http:// only to this machine (localhost, 127.x.x.x, ::1)';
    expect(url.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(url.getAttribute('aria-describedby')!)!.textContent).toContain(rule);
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Remote' } });
    fireEvent.change(within(form).getByLabelText('Account id (cdn)'), { target: { value: '4711' } });
    fireEvent.change(url, { target: { value: 'http://api.example.com/stable/' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Create account' })));
    expect(within(form).getByText(`the base URL must use ${rule}, not http:// to api.example.com`)).toBeTruthy();
    expect(fake.callsTo('accounts.create')).toEqual([]);
    fireEvent.change(url, { target: { value: 'http://127.0.0.1:8080/stable' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Create account' })));
    expect(fake.callsTo('accounts.create')).toEqual([expect.objectContaining({ baseUrl: 'http://127.0.0.1:8080/stable/' })]);
  });

  it('creates an account, stores write-only credentials and shows only "set"', async () => {
    render(<AccountsScreen />);
    await createAccount();
    expect(fake.callsTo('accounts.create')).toEqual([{ name: 'Rehearsal', baseUrl: 'https://api.example.com/stable/', cdn: 4711, serialization: 'php', colour: '#2f80ed' }]);
    const creds = await screen.findByRole('region', { name: 'Credentials of Rehearsal' });
    expect(within(creds).getByTestId('api-key-state').textContent).toContain('NOT SET');
    const key = within(creds).getByLabelText('New API key') as HTMLInputElement;
    expect(key.type).toBe('password');
    fireEvent.change(key, { target: { value: 'key-123' } });
    fireEvent.change(within(creds).getByLabelText('New signing secret'), { target: { value: 'shh-456' } });
    await act(async () => fireEvent.click(within(creds).getByRole('button', { name: 'Store credentials' })));
    await waitFor(() => expect(within(creds).getByTestId('api-key-state').textContent).toContain('SET'));
    expect(within(creds).getByTestId('secret-state').textContent).not.toContain('NOT');
    expect(key.value).toBe('');
    expect(document.body.textContent).not.toContain('shh-456');
  });

  it('tests the connection and shows latency, offset and serialization verdicts', async () => {
    fake.on('accounts.testConnection', {
      ok: true,
      value: { profileId: 'sandbox', ok: true, latencyMs: 42, clockOffsetMs: -830, serialization: { php: 'accepted', standard: 'rejected' }, message: 'Answered.', failureKind: null },
    });
    render(<AccountsScreen />);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Test connection' })));
    const result = await screen.findByLabelText('Connection test result');
    expect(result.textContent).toContain('42 ms');
    expect(result.textContent).toContain('-830 ms');
    expect(result.textContent).toContain('ACCEPTED');
    expect(result.textContent).toContain('REJECTED');
    expect(useMc.getState().connection).toMatchObject({ profileId: 'sandbox', state: 'ok', latencyMs: 42, clockOffsetMs: -830 });
  });

  it('a failed test shows one FAILED state (no DONE beside it) and "—" for what it did not measure', async () => {
    fake.on('accounts.testConnection', {
      ok: true,
      value: { profileId: 'sandbox', ok: false, latencyMs: null, clockOffsetMs: null, serialization: { php: 'unknown', standard: 'not_tried' }, message: 'No such host.', failureKind: 'network_not_sent' },
    });
    render(<AccountsScreen />);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Test connection' })));
    const result = await screen.findByLabelText('Connection test result');
    const panel = result.closest('section')!;
    expect(panel.textContent).toContain('FAILED');
    expect(panel.textContent).not.toContain('DONE');
    expect(panel.textContent).not.toContain('No good answer');
    expect(panel.textContent!.match(/FAILED/g)).toHaveLength(1);
    const dds = [...result.querySelectorAll('dd')].map((d) => d.textContent);
    expect(dds[1]).toBe('—');
    expect(dds[2]).toBe('—');
  });

  it('offers to create a vault when no keychain is reachable, and blocks storing secrets until then', async () => {
    profiles = [sandbox, profile({ id: 'p1', name: 'Prod' })];
    fake.on('accounts.backend', { ok: true, value: { backend: 'none', keychainAvailable: false, keychainProblem: 'No keychain is running', keychainFix: 'start a keyring', keychainDetail: 'no D-Bus session', vault: { exists: false, unlocked: false } } });
    fake.on('accounts.createVault', { ok: true, value: { backend: 'vault', keychainAvailable: false, keychainProblem: 'No keychain is running', keychainFix: 'start a keyring', keychainDetail: 'no D-Bus session', vault: { exists: true, unlocked: true } } });
    render(<AccountsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Prod' }));
    expect(await screen.findByText(/^No keychain is running; no credentials are stored, and none can be until you create a passphrase vault/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Store credentials' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Vault passphrase'), { target: { value: 'correct horse battery' } });
    fireEvent.change(screen.getByLabelText('Repeat passphrase'), { target: { value: 'correct horse battery' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create vault' })));
    expect(fake.callsTo('accounts.createVault')).toEqual([{ passphrase: 'correct horse battery' }]);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Store credentials' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('deletes only on the second press', async () => {
    profiles = [sandbox, profile({ id: 'p1', name: 'Prod' })];
    fake.on('accounts.remove', () => {
      profiles = [sandbox];
      return { ok: true, value: null };
    });
    render(<AccountsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Prod' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(fake.callsTo('accounts.remove')).toEqual([]);
    passArmGap();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Press again to delete Prod/ })));
    expect(fake.callsTo('accounts.remove')).toEqual([{ id: 'p1' }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Prod' })).toBeNull());
  });
});
