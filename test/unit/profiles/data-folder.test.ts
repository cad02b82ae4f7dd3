// The data folder at rest: folders 0700 (tightened when looser), temp files of interrupted
// atomic writes removed at start, the read cache capped (oldest first), and at most a few
// profiles.json.skipped-* copies, one per distinct content, 0600.
import { chmod, mkdir, mkdtemp, readdir, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ReadCache } from '../../../electron/core/cache/store';
import { KnownSecrets } from '../../../electron/core/events/known-secrets';
import { memoryLogger } from '../../../electron/core/events/log';
import { loadProfilesFile, SKIPPED_COPIES } from '../../../electron/core/profiles/file';
import { createCoreServices } from '../../../electron/core/services';
import { memoryStore } from '../gateway/helpers';

const modeOf = async (p: string) => (await stat(p)).mode & 0o777;
const start = (dataDir: string) => createCoreServices({ dataDir, mode: 'web', version: 't', sandbox: null, secretStore: memoryStore(), logSink: () => {} });
const HOUR_AGO = (Date.now() - 3_600_000) / 1000;

describe('the data folder', () => {
  it('is created 0700 with its cache and sheets folders; looser ones found at start are tightened', async () => {
    const fresh = join(await mkdtemp(join(tmpdir(), 'mc-modes-')), 'data');
    const core = start(fresh);
    expect([await modeOf(fresh), await modeOf(join(fresh, 'cache')), await modeOf(join(fresh, 'sheets'))]).toEqual([0o700, 0o700, 0o700]);
    await core.cache.put('acct-1', 'k', { a: 1 }, 't');
    expect(await modeOf(join(fresh, 'cache', 'acct-1'))).toBe(0o700);
    await core.dispose();

    const loose = await mkdtemp(join(tmpdir(), 'mc-modes-'));
    for (const d of ['cache', 'sheets']) await mkdir(join(loose, d), { mode: 0o755 });
    await chmod(loose, 0o755);
    await chmod(join(loose, 'cache'), 0o777);
    await start(loose).dispose();
    expect([await modeOf(loose), await modeOf(join(loose, 'cache')), await modeOf(join(loose, 'sheets'))]).toEqual([0o700, 0o700, 0o700]);
  });

  it('loses the temp files of interrupted atomic writes at start, keeping a fresh one (another console may be writing it)', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'mc-temps-'));
    await mkdir(join(dataDir, 'cache', 'acct'), { recursive: true });
    await mkdir(join(dataDir, 'sheets'));
    const old = [join(dataDir, 'profiles.json.3402882341'), join(dataDir, 'cache', 'acct', 'live%3Astreams.json.17'), join(dataDir, 'sheets', 'gala.json.99')];
    for (const f of old) {
      await writeFile(f, 'x'.repeat(1000));
      await utimes(f, HOUR_AGO, HOUR_AGO);
    }
    await writeFile(join(dataDir, 'ledger.json.12345'), 'being written');
    await writeFile(join(dataDir, 'profiles.json.skipped-abc'), '{}');
    await start(dataDir).dispose();
    const left = [...(await readdir(dataDir, { recursive: true }))].map(String).sort();
    for (const f of old) expect(left).not.toContain(f.slice(dataDir.length + 1));
    expect(left).toEqual(expect.arrayContaining(['ledger.json.12345', 'profiles.json.skipped-abc']));
  });
});

describe('the read cache', () => {
  it('stays under its size cap, dropping the oldest files first, also at start', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'mc-cap-'));
    const log = memoryLogger(new KnownSecrets());
    const cache = new ReadCache(dataDir, new KnownSecrets(), log, 2_000);
    const row = { text: 'y'.repeat(600) };
    for (const key of ['a', 'b', 'c', 'd']) await cache.put('acct', key, row, 't');
    const kept = async () => (await cache.files()).map((f) => f.split('/').pop()).sort();
    expect(await kept()).toEqual(['c.json', 'd.json']);
    expect(await cache.get('acct', 'd')).not.toBeNull();

    const smaller = new ReadCache(dataDir, new KnownSecrets(), log, 1_000);
    expect(await smaller.get('acct', 'c')).toBeNull();
    expect(await smaller.get('acct', 'd')).not.toBeNull();
    expect(log.lines.join('\n')).toContain('oldest file(s) to stay under its size cap');
  });
});

describe('profiles.json.skipped-* copies', () => {
  const bad = (n: number) => JSON.stringify({ activeId: null, profiles: [{ id: `x${n}`, name: '' }] });

  it('one per distinct content, at most SKIPPED_COPIES, each 0600 whatever the file mode', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'mc-skipped-'));
    const path = join(dataDir, 'profiles.json');
    await writeFile(path, bad(1), { mode: 0o644 });
    for (let i = 0; i < 4; i++) expect(loadProfilesFile(dataDir, Date.now).problems.join(' ')).toContain('kept at');
    let copies = (await readdir(dataDir)).filter((f) => f.startsWith('profiles.json.skipped-'));
    expect(copies).toHaveLength(1);
    expect(await modeOf(join(dataDir, copies[0]!))).toBe(0o600);
    for (let n = 2; n <= 6; n++) {
      await writeFile(path, bad(n), { mode: 0o644 });
      loadProfilesFile(dataDir, Date.now);
    }
    copies = (await readdir(dataDir)).filter((f) => f.startsWith('profiles.json.skipped-'));
    expect(copies).toHaveLength(SKIPPED_COPIES);
    for (const c of copies) expect(await modeOf(join(dataDir, c))).toBe(0o600);
  });
});
