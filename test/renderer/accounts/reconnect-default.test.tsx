/**
 * "Reconnect new destinations automatically" on the Accounts screen, against the real
 * main-process services behind the bridge: off until set, ticked once main keeps it with
 * the account's profile (on disk), and off again.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProfileView } from '../../../shared/domain/profile';
import { contractChannelNames } from '../../../shared/ipc/contract';
import { type CoreServices, createCoreServices } from '../../../electron/core/services';
import AccountsScreen from '../../../renderer/src/features/accounts/AccountsScreen';
import { memoryStore } from '../../unit/gateway/helpers';
import { installFake } from '../fake-bridge';

let dataDir: string;
let services: CoreServices;
let prodId: string;

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mc-reconnect-default-'));
  services = createCoreServices({
    dataDir, mode: 'web', version: '0.0.0-test',
    sandbox: { baseUrl: 'http://127.0.0.1:9/stable/', cdn: 1, apiKey: 'sandbox-key', secret: 'sandbox-secret' },
    secretStore: memoryStore(), secretBackend: 'keychain', logSink: () => {},
  });
  const fake = installFake();
  for (const channel of contractChannelNames()) fake.on(channel, (input) => services.router.dispatch(channel, input));
  const created = await services.router.dispatch('accounts.create', { name: 'Prod', baseUrl: 'https://api.example.com/stable/', cdn: 4711 });
  if (!created.ok) throw new Error(created.error.message);
  prodId = (created.value as ProfileView).id;
});

afterEach(async () => {
  await services.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

const saved = (): unknown => (JSON.parse(readFileSync(join(dataDir, 'profiles.json'), 'utf8')) as { profiles: Array<{ id: string; reconnectByDefault?: boolean }> }).profiles.find((p) => p.id === prodId)?.reconnectByDefault;

describe("the account's reconnect default on the Accounts screen", () => {
  it('is off until set, then kept with the profile, and turned off again', async () => {
    render(<AccountsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Prod' }));
    const box = within(screen.getByRole('region', { name: 'Live defaults of Prod' })).getByRole('checkbox', { name: 'Reconnect new destinations automatically' });
    expect((box as HTMLInputElement).checked).toBe(false);
    await act(async () => fireEvent.click(box));
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true));
    expect(saved()).toBe(true);
    await act(async () => fireEvent.click(box));
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(false));
    expect(saved()).toBe(false);
  });
});
