/**
 * The archive process starts with no secret in its environment: the console's own secret
 * variables and any other whose name says it holds one are left out; the rest is kept.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { nodeLauncher } from '../../../electron/core/archive/launch';

const SECRETS = { MC_SECRET: 's-1', MC_API_KEY: 'k-1', MC_VAULT_PASSPHRASE: 'p-1', GITHUB_TOKEN: 't-1', DB_PASSWORD: 'w-1', AWS_SECRET_ACCESS_KEY: 'a-1' };
const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

it('strips every secret-bearing variable from the archive child', async () => {
  Object.assign(process.env, SECRETS, { MC_KEEP_ME: 'plain' });
  const entry = join(mkdtempSync(join(tmpdir(), 'mc-launch-env-')), 'child.cjs');
  writeFileSync(entry, 'process.send(process.env, () => process.exit(0));\n');
  const child = nodeLauncher(entry, [], []);
  const env = await new Promise<Record<string, string>>((resolve) => child.onMessage((m) => resolve(m as Record<string, string>)));
  for (const name of Object.keys(SECRETS)) expect(env[name], name).toBeUndefined();
  expect(Object.values(env)).not.toEqual(expect.arrayContaining(Object.values(SECRETS)));
  expect(env.MC_KEEP_ME).toBe('plain');
  expect(env.PATH).toBe(process.env.PATH);
});
