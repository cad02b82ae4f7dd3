/**
 * The account journey, end to end in Chromium against `master-control web
 * --sandbox`: create an account with credentials, restart and find the secret still in
 * the OS keychain, test the connection, switch accounts, perform a mutating call and see
 * it in Activity. The keychain needs a D-Bus session with an unlocked gnome-keyring
 * (recipe in .ci/run); without one this spec skips and says why. Then the canary: a
 * secret stored through this screen must appear nowhere it could leak to.
 */
import type { Page } from '@playwright/test';
import { randomBytes, randomInt } from 'node:crypto';
import { join } from 'node:path';
import { KEYCHAIN_SERVICE, loadKeychain } from '../../electron/core/credentials/keychain-store';
import { startSandbox } from '../../electron/sandbox/index';
import { expect, type Mc, test } from './fixtures';
import { countOf, filesUnder, leaksIn } from './secret-scan';
import { allowAllGeo, newAccount, openScreen, rendererDirArgs } from './steps/screens';
import { armGap } from './steps/arm';
import { boardRow, startWatch } from './steps/live';

const SEED = 7;
/** Creating or unlocking a vault derives scrypt N = 2^17 keys (a re-key derives twice): seconds on a busy machine. */
const VAULT_KDF_MS = 30_000;
const hasKeyring = Boolean(process.env.DBUS_SESSION_BUS_ADDRESS);

test.use({ mcArgs: ['--sandbox-seed', String(SEED), ...rendererDirArgs()] });

const openAccounts = (page: Page): Promise<void> => openScreen(page, 'Accounts');

/** Skips a test that needs the OS keychain when there is none, and prints why. */
function skipWithoutKeyring(what: string): void {
  const why = 'no D-Bus session: run inside the gnome-keyring recipe (.ci/run) to test the OS keychain';
  if (!hasKeyring) console.log(`SKIPPED ${what}: ${why}`);
  test.skip(!hasKeyring, why);
}

/**
 * Creates an account on the Accounts screen and stores both secrets through it: the new
 * account starts NOT SET, both read SET afterwards, and the typed secret is cleared from
 * its field. Returns the account's Credentials region.
 */
async function createAccount(page: Page, a: { name: string; baseUrl: string; cdn: number; apiKey: string; secret: string }) {
  await newAccount(page, a);
  const secrets = page.getByRole('region', { name: `Credentials of ${a.name}` });
  await expect(secrets.getByTestId('api-key-state')).toHaveText(/NOT SET/);
  await secrets.getByLabel('New API key').fill(a.apiKey);
  await secrets.getByLabel('New signing secret').fill(a.secret);
  await secrets.getByRole('button', { name: 'Store credentials' }).click();
  await expect(secrets.getByTestId('api-key-state')).toHaveText(/✓\s*SET/);
  await expect(secrets.getByTestId('secret-state')).toHaveText(/✓\s*SET/);
  await expect(secrets.getByLabel('New signing secret')).toHaveValue('');
  return secrets;
}

/** The Sandbox's base URL as the Accounts list shows it (a new port each launch). */
async function sandboxBaseUrl(page: Page): Promise<string> {
  const text = await page.getByRole('list', { name: 'Accounts' }).getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Sandbox/ }) }).innerText();
  const url = /http:\/\/127\.0\.0\.1:\d+\/stable\//.exec(text)?.[0];
  if (!url) throw new Error(`no sandbox URL in: ${text}`);
  return url;
}

async function testConnection(page: Page, name: string): Promise<void> {
  const panel = page.getByRole('region', { name: `Connection test of ${name}` });
  await panel.getByRole('button', { name: 'Test connection' }).click();
  const result = panel.getByLabel('Connection test result');
  await expect(result).toContainText('CONNECTED');
  await expect(result).toContainText(/Latency\s*\d+ ms/);
  await expect(result).toContainText(/php serialization\s*✓\s*ACCEPTED/);
}

test('create, store in the keychain, restart, test, switch, mutate, audit', async ({ mc, page }) => {
  skipWithoutKeyring('keychain journey');
  await openAccounts(page);
  await expect(page.getByRole('region', { name: 'Credential storage' })).toContainText('KEYCHAIN');
  // The account's service: a sandbox of the test's own (the console's built-in one gets
  // fresh credentials on every launch), later "moved" to a second port with the same key.
  const first = await startSandbox({ seed: SEED });
  const creds = { cdn: first.cdn, apiKey: first.apiKey, secret: first.secret };
  const moved = await startSandbox({ seed: SEED, credentials: { apiKey: creds.apiKey, secret: creds.secret } });
  try {
    await rehearsalJourney(mc, page, first.baseUrl, moved, creds);
  } finally {
    await Promise.all([first.close(), moved.close()]);
  }
});

async function rehearsalJourney(mc: Mc, page: Page, firstUrl: string, moved: Awaited<ReturnType<typeof startSandbox>>, creds: { cdn: number; apiKey: string; secret: string }): Promise<void> {
  const secrets = await createAccount(page, { name: 'Rehearsal', baseUrl: firstUrl, cdn: creds.cdn, apiKey: creds.apiKey, secret: creds.secret });
  await testConnection(page, 'Rehearsal');

  await mc.restart();
  await openAccounts(page);
  await page.getByRole('list', { name: 'Accounts' }).getByRole('button', { name: 'Rehearsal' }).click();
  await expect(secrets.getByTestId('api-key-state')).toHaveText(/✓\s*SET/);
  await expect(secrets.getByTestId('secret-state')).toHaveText(/✓\s*SET/);

  // The service moved to a new port: point the profile at it, then use the kept secret.
  const secondUrl = moved.baseUrl;
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = page.getByRole('form', { name: 'Edit Rehearsal' });
  await edit.getByLabel('Base URL').fill(secondUrl);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await testConnection(page, 'Rehearsal');

  await page.getByRole('combobox', { name: 'Active account' }).selectOption({ label: 'Rehearsal' });
  await expect(page.getByTestId('active-account')).toHaveText('Rehearsal');
  await expect(page.getByRole('contentinfo', { name: 'Status' })).toContainText('Account: Rehearsal');
  await expect(page.getByRole('banner', { name: 'Active account' })).not.toContainText('SANDBOX');

  await allowAllGeo(page);
  expect(moved.counts()['geoblock.update']).toBe(1);

  await openScreen(page, 'Activity');
  const log = page.getByRole('region', { name: 'Activity log' });
  const row = log.getByRole('row').filter({ hasText: 'Set allowed countries' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Rehearsal');
  await expect(row).toContainText('DONE');
  expect(mc.logs()).not.toContain(creds.secret);

  // Deleting the account removes its one keychain item, so the journey leaves no
  // "Rehearsal" entry behind in the keyring it ran against.
  const id = profileIdOf(mc, 'Rehearsal');
  const keychain = await loadKeychain();
  expect(await keychain.getPassword(KEYCHAIN_SERVICE, id)).not.toBeNull();
  await page.getByRole('combobox', { name: 'Active account' }).selectOption({ label: 'Sandbox (sandbox)' });
  await deleteAccount(page, 'Rehearsal');
  expect(await keychain.getPassword(KEYCHAIN_SERVICE, id)).toBeNull();
}

/** The id profiles.json gives the account of that name. */
function profileIdOf(mc: Mc, name: string): string {
  const profiles = JSON.parse(filesUnder(mc.dataDir).get('profiles.json') ?? '{}') as { profiles?: Array<{ id: string; name: string }> };
  const id = profiles.profiles?.find((p) => p.name === name)?.id;
  if (id === undefined) throw new Error(`no account named ${name} in profiles.json`);
  return id;
}

/** Deletes an account on the Accounts screen: arm, wait past the double-click guard, fire. */
async function deleteAccount(page: Page, name: string): Promise<void> {
  await openAccounts(page);
  await page.getByRole('list', { name: 'Accounts' }).getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await armGap(page);
  await page.getByRole('button', { name: new RegExp(`Press again to delete ${name}`) }).click();
  await expect(page.getByRole('list', { name: 'Accounts' }).getByRole('button', { name: new RegExp(`^${name}`) })).toHaveCount(0);
}

test.describe('without a keychain', () => {
  test.use({ mcEnv: { MC_SECRET_BACKEND: 'vault' } });

  test('says so, offers a passphrase vault, and keeps secrets in it across a restart', async ({ mc, page }) => {
    await openAccounts(page);
    const storage = page.getByRole('region', { name: 'Credential storage' });
    await expect(storage).toContainText('NOT STORED');
    await storage.getByLabel('Vault passphrase').fill('correct horse battery');
    await storage.getByLabel('Repeat passphrase').fill('correct horse battery');
    await storage.getByRole('button', { name: 'Create vault' }).click();
    // What it means and what to do (here the keychain is switched off for the test), never a D-Bus error.
    await expect(storage).toContainText('The keychain is switched off (MC_SECRET_BACKEND=vault); credentials are kept in the encrypted vault. To use the keychain, start the console without MC_SECRET_BACKEND.', { timeout: VAULT_KDF_MS });
    await expect(storage).not.toContainText(/D-Bus|DBus/);

    const url = await sandboxBaseUrl(page);
    const creds = await mc.sandbox.credentials();
    const secrets = await createAccount(page, { name: 'Vaulted', baseUrl: url, cdn: creds.cdn, apiKey: creds.apiKey, secret: creds.secret });
    await testConnection(page, 'Vaulted');

    await mc.restart();
    await openAccounts(page);
    await expect(storage).toContainText('VAULT LOCKED');
    await storage.getByLabel('Vault passphrase').fill('wrong passphrase!');
    await storage.getByRole('button', { name: 'Unlock vault' }).click();
    await expect(storage).toContainText(/FAILED/);
    await storage.getByLabel('Vault passphrase').fill('correct horse battery');
    await storage.getByRole('button', { name: 'Unlock vault' }).click();
    await expect(storage).toContainText('credentials are kept in the encrypted vault.', { timeout: VAULT_KDF_MS });
    await expect(storage).not.toContainText('which is locked');
    await page.getByRole('list', { name: 'Accounts' }).getByRole('button', { name: 'Vaulted' }).click();
    await expect(secrets.getByTestId('secret-state')).toHaveText(/✓\s*SET/);
    expect(mc.logs()).not.toContain('correct horse battery');
    expect(mc.logs()).not.toContain(creds.secret);
  });
});

/**
 * The canary: a unique API key and a signing secret holding `"`, `\` and `/` (they look
 * different inside JSON text), typed once into the Accounts screen for an account on a
 * second sandbox (started here with those credentials, so nothing in the web-mode
 * process knows them unless it was told through the screen), plus a destination stream
 * key and password typed into a direct push, then used for everything a secret can leak
 * from: connection tests, reads that fill the cache, pushes, a mutating call that
 * succeeds and one that fails, a restart and the account's deletion.
 * Afterwards they must appear 0 times in the results and events the page received, the
 * process logs and every file of the data folder (profiles.json, audit.jsonl, cache/…).
 */
async function canaryJourney(mc: Mc, page: Page, storage: { ready(page: Page): Promise<void>; extraSecrets: Record<string, string> }): Promise<void> {
  const tag = randomBytes(9).toString('base64url');
  const canary = { apiKey: `canary_key_${tag}`, secret: `canary "sec\\ret"/${tag}` };
  const push = { streamKey: `canary_stream_key_${tag}`, password: `canary-dst-pass-${tag}` };
  const canarySandbox = await startSandbox({ seed: randomInt(1000, 2 ** 31 - 1), credentials: canary });
  try {
    await openAccounts(page);
    await storage.ready(page);
    await createAccount(page, { name: 'Canary', baseUrl: canarySandbox.baseUrl, cdn: canarySandbox.cdn, ...canary });
    await testConnection(page, 'Canary');

    // A restart reads the credentials back from storage (the canary sandbox keeps its port).
    await mc.restart();
    await openAccounts(page);
    await storage.ready(page);
    await page.getByRole('list', { name: 'Accounts' }).getByRole('button', { name: 'Canary' }).click();
    await testConnection(page, 'Canary');
    await page.getByRole('combobox', { name: 'Active account' }).selectOption({ label: 'Canary' });
    await expect(page.getByTestId('active-account')).toHaveText('Canary');
    await openScreen(page, 'Live'); // reads that land in the cache
    await pushWithCanary(page, push);

    await allowAllGeo(page);
    canarySandbox.setFault('geoblock.update', { kind: 'http', status: 500 });
    await page.getByRole('button', { name: 'Allow all' }).click();
    await armGap(page);
    await page.getByRole('button', { name: /Press again to allow every country on .*demo-origin/ }).click();
    await expect(page.getByRole('status').filter({ hasText: /FAILED|UNKNOWN/ }).first()).toBeVisible();
    canarySandbox.clearFaults();
    expect(canarySandbox.counts()['geoblock.update']).toBeGreaterThanOrEqual(1); // signed with the canary and accepted
    await openScreen(page, 'Activity');
    await expect(page.getByRole('region', { name: 'Activity log' }).getByRole('row').filter({ hasText: 'Canary' }).first()).toBeVisible();

    // The folder as it is while the account exists (deleting it clears its cache).
    const beforeDelete = filesUnder(mc.dataDir);
    await deleteAccount(page, 'Canary');
    await mc.stop(); // everything flushed; the data folder stays until the test returns

    scanForCanary(mc, beforeDelete, {
      'canary API key': canary.apiKey,
      'canary secret': canary.secret,
      'canary stream key': push.streamKey,
      'canary dst_pass': push.password,
      ...storage.extraSecrets,
    });
  } finally {
    await canarySandbox.close();
  }
}

/** A direct RTMP push whose destination stream key and password are canaries. */
async function pushWithCanary(page: Page, push: { streamKey: string; password: string }): Promise<void> {
  await startWatch(page);
  await page.getByText('Connect directly (no stored service)').click();
  await page.getByLabel('Destination kind').fill('rtmp');
  await page.getByLabel('Entry name (unique session key)').fill('canary-push');
  await page.getByLabel('Source stream', { exact: true }).fill('main');
  await page.getByLabel('Destination host').fill('rtmp.canary.example');
  await page.getByLabel('Destination stream or key').fill(push.streamKey);
  await page.getByLabel('Password (optional)').fill(push.password);
  await page.getByRole('button', { name: 'Connect directly' }).click();
  await expect(boardRow(page, /canary-push/)).toBeVisible();
}

/** The scan itself, with checks that each place really held what a leak would hide in. */
function scanForCanary(mc: Mc, beforeDelete: Map<string, string>, secrets: Record<string, string>): void {
  const { sent, received } = mc.frames;
  // The frames were captured: each secret went out (JSON-escaped) when it was typed, the signing secret exactly once.
  const typed = (value: string): string => JSON.stringify(value).slice(1, -1);
  for (const value of Object.values(secrets)) expect(countOf(sent.join('\n'), typed(value))).toBeGreaterThanOrEqual(1);
  expect(countOf(sent.join('\n'), typed(secrets['canary secret']!))).toBe(1);
  expect(received.some((f) => f.includes('"accounts.changed"'))).toBe(true);
  // The folder held the canary account's profile, audit entries and cached reads.
  const profiles = JSON.parse(beforeDelete.get('profiles.json') ?? '{}') as { profiles?: Array<{ id: string; name: string }> };
  const canaryId = profiles.profiles?.find((p) => p.name === 'Canary')?.id;
  expect(canaryId).toBeTruthy();
  expect([...beforeDelete.keys()].some((f) => f.startsWith(join('cache', canaryId!)))).toBe(true);
  const after = filesUnder(mc.dataDir);
  expect(after.get('audit.jsonl')).toContain('Canary');
  expect(mc.logs()).not.toBe('');

  const leaks = [
    ...received.flatMap((frame, i) => leaksIn(frame, `received frame ${i}`, secrets)),
    ...leaksIn(mc.logs(), 'process logs', secrets),
    ...[...beforeDelete].flatMap(([path, content]) => leaksIn(content, `data folder (account still there): ${path}`, secrets)),
    ...[...after].flatMap(([path, content]) => leaksIn(content, `data folder (after the run): ${path}`, secrets)),
  ];
  if (leaks.length > 0) console.log(`canary leaks:\n${JSON.stringify(leaks, null, 2)}`);
  expect(leaks).toEqual([]);
  console.log(`canary scan: ${received.length} received frames, ${mc.logs().length} characters of logs, files ${[...new Set([...beforeDelete.keys(), ...after.keys()])].join(', ')}: 0 leaks`);
}

test('a canary stored in the keychain appears nowhere in results, events, logs, audit, cache or profiles.json', async ({ mc, page }) => {
  skipWithoutKeyring('keychain canary');
  test.setTimeout(180_000);
  await canaryJourney(mc, page, {
    ready: async (p) => expect(p.getByRole('region', { name: 'Credential storage' })).toContainText('KEYCHAIN'),
    extraSecrets: {},
  });
});

test.describe('a canary in the vault', () => {
  test.use({ mcEnv: { MC_SECRET_BACKEND: 'vault' } });
  const passphrase = `canary vault ${randomBytes(9).toString('base64url')}`;

  test('appears nowhere in results, events, logs, audit, cache or profiles.json (nor does the passphrase)', async ({ mc, page }) => {
    test.setTimeout(180_000);
    let created = false;
    await canaryJourney(mc, page, {
      ready: async (p) => {
        const storage = p.getByRole('region', { name: 'Credential storage' });
        await storage.getByLabel('Vault passphrase').fill(passphrase);
        if (!created) await storage.getByLabel('Repeat passphrase').fill(passphrase);
        await storage.getByRole('button', { name: created ? 'Unlock vault' : 'Create vault' }).click();
        await expect(storage).toContainText('credentials are kept in the encrypted vault.', { timeout: VAULT_KDF_MS });
    await expect(storage).not.toContainText('which is locked');
        created = true;
      },
      extraSecrets: { 'vault passphrase': passphrase },
    });
  });
});
