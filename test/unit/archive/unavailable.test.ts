/**
 * When DuckDB's binary cannot load, the archive is "unavailable: <why>": the process says
 * so and ends, and what reads the archive gets those words as a failure value, not a throw.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openArchive } from '../../../electron/core/archive/session';
import { insightsFromArchive } from '../../../electron/core/archive/insights';
import { DEFAULT_SHARING } from '../../../shared/domain/insights/types';
import { openIpData, shippedIpDataDir } from '../../../electron/core/insights/ip-data';

const NO_DUCKDB = ['--require', fileURLToPath(new URL('../../fixtures/no-duckdb.cjs', import.meta.url))];
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mc-archive-unavailable-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

describe('an archive whose DuckDB binary cannot load', () => {
  it('is unavailable, with the reason', async () => {
    await expect(openArchive(dir, { execArgv: NO_DUCKDB })).rejects.toThrow(/^unavailable: .*Cannot find module @duckdb\/node-api/);
  });

  it('opens as usual without the fault (the hook is what failed it)', async () => {
    const archive = await openArchive(dir);
    expect((await archive.request({ op: 'stats' })).rows).toBe(0);
    await archive.close();
  });

  it('fails insights from the archive in those words, as a value', async () => {
    const ip = await openIpData(shippedIpDataDir());
    const r = await insightsFromArchive(dir, { id: 't', range: {}, rule: DEFAULT_SHARING, ip, signal: new AbortController().signal }, { execArgv: NO_DUCKDB });
    expect(r.ok).toBe(false);
    expect(r.progress.message).toMatch(/^The archive is unavailable: .*@duckdb/);
  });
});
