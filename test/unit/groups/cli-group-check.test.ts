/**
 * `master-control sheet check --profile NAME` flags a cue naming a group the saved account
 * lacks (its groups are kept with it in the data folder) and passes one it has.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../electron/cli/main';
import { GroupStore } from '../../../electron/core/live/group-store';
import { createCoreServices } from '../../../electron/core/services';
import { type SandboxHandle, startSandbox } from '../../../electron/sandbox';
import { sixCueSheet } from '../sheets/fixtures';

let sb: SandboxHandle;
beforeAll(async () => {
  sb = await startSandbox({ seed: 3 });
});
afterAll(async () => sb.close());

const ENV = { MC_SECRET_BACKEND: 'vault', MC_VAULT_PASSPHRASE: 'vault passphrase 1' };

async function savedAccount(dataDir: string): Promise<string> {
  const core = createCoreServices({ dataDir, mode: 'web', version: 't', sandbox: null, secretBackend: 'vault', logSink: () => {} });
  await core.router.dispatch('accounts.createVault', { passphrase: ENV.MC_VAULT_PASSPHRASE });
  const created = await core.router.dispatch('accounts.create', { name: 'Staging', baseUrl: sb.baseUrl, cdn: sb.cdn, serialization: 'standard' });
  const id = (created as { value: { id: string } }).value.id;
  await core.router.dispatch('accounts.setCredentials', { id, apiKey: sb.apiKey, secret: sb.secret });
  await core.dispose();
  return id;
}

describe('sheet check on the command line, with groups', () => {
  it("flags a group the saved account lacks, and passes once the account has it", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mc-cli-groups-'));
    const id = await savedAccount(dataDir);
    const sheet = sixCueSheet();
    sheet.cues[0]!.action = { kind: 'goLive', group: 'Main platforms', connects: [] };
    const file = join(dataDir, 'gala.json');
    writeFileSync(file, JSON.stringify(sheet));
    const run = async () => {
      const out: string[] = [];
      const code = await runCli(['sheet', 'check', file, '--profile', 'Staging', '--data-dir', dataDir], { out: (l) => out.push(l), err: (l) => out.push(l) }, ENV);
      return { code, out: out.join('\n') };
    };
    const lacking = await run();
    expect(lacking.code).toBe(2);
    expect(lacking.out).toContain('1. Partners — Go live group “Main platforms”\n   ⚠ This account has no group "Main platforms".');
    await new GroupStore(dataDir).save(id, 'Main platforms', [501, 503]);
    const having = await run();
    expect(having.out).not.toContain('no group');
    expect(having.code).toBe(0);
  });
});
