/**
 * `master-control archive` for every account the console knows, by name: the Sandbox and a
 * saved account read from the archive kept on this machine with no key or secret; the
 * Sandbox syncs from a Sandbox started for the command; an account with nothing archived
 * is said so, never exported empty; the usage shows only forms the command takes.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../electron/cli/main';
import { archiveDir } from '../../../electron/core/archive/place';
import { openArchive } from '../../../electron/core/archive/session';
import { SyncWriter } from '../../../electron/core/archive/sync-writer';
import { systemClock } from '../../../electron/core/deps';
import type { IpLookup } from '../../../electron/core/insights/ip-data';
import { ProfileStore } from '../../../electron/core/profiles/store';
import { type SandboxHandle, startSandbox } from '../../../electron/sandbox';
import type { Attempt } from '../../../shared/api/records';
import { call } from '../sandbox/helpers';

const nowhere: IpLookup = { country: () => null, network: () => null, about: {} as IpLookup['about'] };
let work: string;
let dataDir: string;
let studioId: string;

async function run(argv: string[], env: NodeJS.ProcessEnv = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli([...argv, '--data-dir', dataDir], { out: (l) => out.push(l), err: (l) => err.push(l) }, env);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const attempt = (datetime: string, key: string): Attempt => ({ key, datetime, ip: '203.0.113.9', video: null, app: 'demo-origin', appinst: null, pageurl: null, refurl: null, success: true, reason: 'Success', server_ip: null });

async function keep(profileId: string, rows: Attempt[]): Promise<void> {
  const archive = await openArchive(archiveDir(dataDir, { profileId, baseUrl: '', cdn: 0 }));
  const w = await SyncWriter.start(archive, nowhere);
  await w.add(rows);
  await w.commit();
  await archive.close();
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'mc-archive-accounts-'));
  dataDir = join(work, 'data');
  const created = await ProfileStore.open(dataDir, null, systemClock).create({ name: 'Studio', baseUrl: 'https://api.example.com/stable/', cdn: 4, serialization: 'php', colour: '#336699' });
  if (!created.ok) throw new Error(created.error.message);
  studioId = created.value.id;
  await keep('sandbox', [attempt('2026-03-02 10:00:00', 'sb.2'), attempt('2026-02-01 10:00:00', 'sb.1')]);
  await keep(studioId, [attempt('2026-05-05 05:05:05', 'studio.1')]);
});
afterAll(async () => rm(work, { recursive: true, force: true }));

// Each test runs the CLI's archive commands in-process on real DuckDB files (several opens,
// an export, a sync from a started Sandbox): on a loaded 2-core CI machine one took past 30 s.
describe('archive commands by account name', { timeout: 60_000 }, () => {
  it('export --account sandbox --parquet DIR writes the Sandbox\'s archive, with no key or secret', async () => {
    const out = join(work, 'sandbox-parquet');
    const r = await run(['archive', 'export', '--account', 'sandbox', '--parquet', out, '--json']);
    expect(r.code, r.err).toBe(0);
    expect(JSON.parse(r.out)).toEqual({ months: [{ month: '2026-02', rows: 1 }, { month: '2026-03', rows: 1 }] });
    expect((await readdir(out)).sort()).toEqual(['month=2026-02', 'month=2026-03']);
  });

  it('stats and forget take a saved account by its name, and the Sandbox by its name too', async () => {
    const studio = await run(['archive', 'stats', '--account', 'studio', '--json']);
    expect(studio.code, studio.err).toBe(0);
    expect(JSON.parse(studio.out)).toMatchObject({ rows: 1, oldest: '2026-05-05 05:05:05' });
    const sandbox = await run(['archive', 'stats', '--profile', 'Sandbox', '--json']);
    expect(JSON.parse(sandbox.out)).toMatchObject({ rows: 2 });
    const forgot = await run(['archive', 'forget', '--before', '2026-03-01', '--account', 'Sandbox', '--json']);
    expect(forgot.code, forgot.err).toBe(0);
    expect(JSON.parse(forgot.out)).toEqual({ removed: 1 });
    await keep('sandbox', [attempt('2026-02-01 10:00:00', 'sb.1')]);
  });

  it('sync --account sandbox reads a Sandbox started for the command and adds every attempt it holds', async () => {
    const own = await mkdtemp(join(work, 'own-'));
    const lines: string[] = [];
    const cli = (argv: string[]) => runCli([...argv, '--data-dir', own], { out: (l) => lines.push(l), err: (l) => lines.push(l) }, {});
    expect(await cli(['archive', 'sync', '--account', 'sandbox', '--json']), lines.join('\n')).toBe(0);
    const synced = JSON.parse(lines.at(-1)!) as { read: number; added: number };
    expect(await cli(['archive', 'stats', '--account', 'sandbox', '--json'])).toBe(0);
    const { rows } = JSON.parse(lines.at(-1)!) as { rows: number };
    // The Sandbox the console starts (its own seed) holds these attempts; a sync keeps each one.
    const sb = await startSandbox({});
    try {
      const held = Number((await call(sb, 'sevu.errorcount', {})).body.error_count);
      expect(held).toBeGreaterThan(0);
      expect(synced).toMatchObject({ read: held, added: held });
      expect(rows).toBe(held);
    } finally {
      await sb.close();
    }
  }, 120_000);

  it('an account with nothing archived is said so (exit 2), and no empty archive is made for it', async () => {
    const sb: SandboxHandle = await startSandbox({ seed: 1, attempts: 5 });
    try {
      const out = join(work, 'by-address');
      const r = await run(['archive', 'export', '--parquet', out, '--base-url', sb.baseUrl, '--cdn', String(sb.cdn), '--api-key', sb.apiKey], { MC_SECRET: sb.secret });
      expect(r.code).toBe(2);
      expect(r.err).toContain(`nothing is archived for ${sb.baseUrl} (cdn ${sb.cdn}) on this machine`);
      expect(existsSync(archiveDir(dataDir, { profileId: 'cli', baseUrl: sb.baseUrl, cdn: sb.cdn }))).toBe(false);
      expect(existsSync(out)).toBe(false);
    } finally {
      await sb.close();
    }
  });

  it('an unknown name lists the accounts there are', async () => {
    const r = await run(['archive', 'stats', '--account', 'nobody']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('No account called "nobody" (accounts: Sandbox, Studio).');
  });

  it('the usage shows only what the command takes: --account NAME on every form, no bare [account]', async () => {
    const r = await run(['archive', '--help']);
    expect(r.code).toBe(0);
    expect(r.out).not.toContain('[account]');
    const forms = r.out.split('\n').filter((l) => /master-control archive /.test(l));
    expect(forms.length).toBe(3);
    for (const form of forms) expect(form).toContain('--account NAME');
  });
});
