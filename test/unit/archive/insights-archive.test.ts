/**
 * `insights attempts --from archive` gives the service's tables for the same attempts:
 * every table (countries, networks, shared tickets), every count, in the same order; and a
 * date range keeps to its days.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxHandle, startSandbox } from '../../../electron/sandbox';
import { cli, sync } from './archive-cli';

interface Printed {
  attempts: number;
  countries: Array<{ attempts: number }>;
  sharedKeys: Array<{ lastSeen: string; firstSeen: string }>;
}

let sb: SandboxHandle;
let dataDir: string;
beforeAll(async () => {
  sb = await startSandbox({ seed: 7, tickets: 60, attempts: 20_000 });
  dataDir = await mkdtemp(join(tmpdir(), 'mc-archive-insights-'));
  await sync(sb, dataDir);
});
afterAll(async () => {
  await sb.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function insights(extra: string[]): Promise<Printed> {
  const r = await cli(sb, dataDir, ['insights', 'attempts', '--json', ...extra]);
  expect(r.code, r.err).toBe(0);
  return JSON.parse(r.out) as Printed;
}

describe('insights from the archive', () => {
  it('equal the insights from the service on the same attempts, table for table', async () => {
    const fromService = await insights([]);
    sb.resetCounts();
    const fromArchive = await insights(['--from', 'archive']);
    // Read from the archive alone: nothing asked of the service.
    expect(sb.counts()['sevu.errorlog'] ?? 0).toBe(0);
    expect(fromService.attempts).toBe(20_000);
    expect(fromService.sharedKeys.length).toBeGreaterThan(0);
    expect(fromArchive).toEqual(fromService);
  }, 120_000);

  it('--from-date/--to-date keep to those UTC days, and the days split the whole', async () => {
    const all = await insights(['--from', 'archive']);
    const last = all.sharedKeys.map((k) => k.lastSeen).sort().at(-1)!.slice(0, 10);
    const dayBefore = new Date(Date.parse(`${last}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const recent = await insights(['--from', 'archive', '--from-date', last]);
    const older = await insights(['--from', 'archive', '--to-date', dayBefore]);
    expect(recent.attempts).toBeGreaterThan(0);
    expect(older.attempts).toBeGreaterThan(0);
    expect(recent.attempts + older.attempts).toBe(all.attempts);
    expect(recent.sharedKeys.every((k) => k.firstSeen >= `${last} 00:00:00`)).toBe(true);
  }, 120_000);

  it('refuses service filters with --from archive, and dates without it', async () => {
    expect((await cli(sb, dataDir, ['insights', 'attempts', '--from', 'archive', '--app', 'x'])).code).toBe(2);
    expect((await cli(sb, dataDir, ['insights', 'attempts', '--from-date', '2026-01-01'])).err).toMatch(/add --from archive/);
  });
});
