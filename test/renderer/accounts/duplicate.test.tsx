/**
 * Duplicate on the Accounts screen, against the real main-process services (profiles on
 * disk, a keychain kept in memory) behind the bridge: the copy has the source's
 * non-secret fields, and what the screen says about credentials matches what happened.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProfileView } from '../../../shared/domain/profile';
import { contractChannelNames } from '../../../shared/ipc/contract';
import { type CoreServices, createCoreServices } from '../../../electron/core/services';
import AccountsScreen from '../../../renderer/src/features/accounts/AccountsScreen';
import { memoryStore } from '../../unit/gateway/helpers';
import { installFake } from '../fake-bridge';

const PROD = { name: 'Prod', baseUrl: 'https://api.example.com/stable/', cdn: 4711, serialization: 'standard', colour: '#c0392b' } as const;

let dataDir: string;
let services: CoreServices;

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mc-dup-'));
  services = createCoreServices({
    dataDir,
    mode: 'web',
    version: '0.0.0-test',
    sandbox: { baseUrl: 'http://127.0.0.1:9/stable/', cdn: 1, apiKey: 'sandbox-key', secret: 'sandbox-secret' },
    secretStore: memoryStore(),
    secretBackend: 'keychain',
    logSink: () => {},
  });
  // Every channel of the bridge goes to the real router, as the transports do.
  const fake = installFake();
  for (const channel of contractChannelNames()) fake.on(channel, (input) => services.router.dispatch(channel, input));
  const created = await services.router.dispatch('accounts.create', PROD);
  if (!created.ok) throw new Error(created.error.message);
  const stored = await services.router.dispatch('accounts.setCredentials', { id: (created.value as ProfileView).id, apiKey: 'prod-key', secret: 'prod-secret' });
  if (!stored.ok) throw new Error(stored.error.message);
});

afterEach(async () => {
  await services.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The values the Edit form of an account opens with. */
function formValues(form: HTMLElement): Record<string, string> {
  const value = (label: string) => (within(form).getByLabelText(label) as HTMLInputElement | HTMLSelectElement).value;
  return { baseUrl: value('Base URL'), cdn: value('Account id (cdn)'), serialization: value('Serialization'), colour: value('Colour') };
}

describe('Duplicate on the Accounts screen', () => {
  it('makes a copy with the same non-secret fields and says its credentials were not copied', async () => {
    render(<AccountsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Prod' }));
    expect(within(screen.getByRole('region', { name: 'Credentials of Prod' })).getByTestId('secret-state').textContent).toContain('SET');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Duplicate' })));

    // The screen moves to the copy and says, in words, what happened to the credentials.
    expect(await screen.findByRole('button', { name: 'Prod (copy)' })).toBeTruthy();
    const said = screen.getAllByRole('status').map((s) => s.textContent);
    expect(said).toContain('Created Prod (copy) from Prod (credentials are not copied)');
    const copied = screen.getByRole('region', { name: 'Credentials of Prod (copy)' });
    expect(within(copied).getByTestId('api-key-state').textContent).toContain('NOT SET');
    expect(within(copied).getByTestId('secret-state').textContent).toContain('NOT SET');

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(formValues(screen.getByRole('form', { name: 'Edit Prod (copy)' }))).toEqual({ baseUrl: PROD.baseUrl, cdn: String(PROD.cdn), serialization: PROD.serialization, colour: PROD.colour });

    // The source keeps its credentials.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Prod' }));
    expect(within(screen.getByRole('region', { name: 'Credentials of Prod' })).getByTestId('secret-state').textContent).not.toContain('NOT');
  });
});
