/**
 * `master-control archive sync` against the sandbox: every attempt archived once
 * (sevu.errorcount), a repeated sync adds nothing, attempts added at the service are added
 * exactly once each — two identical ones in one second, and ones in the very second the
 * last sync ended on, included.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxHandle, startSandbox } from '../../../electron/sandbox';
import { archiveDir } from '../../../electron/core/archive/place';
import { admin, call, fakeClock } from '../sandbox/helpers';
import { archivedRows, cli, sync } from './archive-cli';

const ATTEMPTS = 200_000;
// The sandbox's clock stands still unless moved, so attempts land in the seconds the test chooses;
// it starts at the real second, so requests signed with the real time are in its window.
const clock = fakeClock(Math.floor(Date.now() / 1000) * 1000);
let sb: SandboxHandle;
let dataDir: string;

beforeAll(async () => {
  sb = await startSandbox({ seed: 11, tickets: 200, attempts: ATTEMPTS, clock });
  dataDir = await mkdtemp(join(tmpdir(), 'mc-archive-'));
});
afterAll(async () => {
  await sb.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function errorcount(): Promise<number> {
  return Number((await call(sb, 'sevu.errorcount', {})).body.error_count);
}

describe('archive sync against the sandbox', () => {
  it('archives every attempt the service counts, in a 0700 folder (its spill folder too), and a second sync adds none', async () => {
    const first = await sync(sb, dataDir);
    expect(first.added).toBe(await errorcount());
    expect(first.added).toBe(ATTEMPTS);
    const stats = JSON.parse((await cli(sb, dataDir, ['archive', 'stats', '--json'])).out) as { rows: number };
    expect(stats.rows).toBe(ATTEMPTS);
    const dir = archiveDir(dataDir, { profileId: 'cli', baseUrl: sb.baseUrl, cdn: sb.cdn });
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    // Where DuckDB spills what does not fit its memory cap: viewers' addresses too.
    expect((await stat(join(dir, 'spill'))).mode & 0o777).toBe(0o700);
    expect((await sync(sb, dataDir)).added).toBe(0);
  }, 180_000);

  it('adds exactly the attempts made since, identical ones in one second and ones in the last synced second too', async () => {
    const key = (await call(sb, 'sevu.request', { app: 'demo-origin', video: 'cam_1', pass: 'pw-archive-01', uses: 50 })).body.ticket as string;
    const use = { key, pass: 'pw-archive-01', ip: '203.0.113.9', app: 'demo-origin', video: 'cam_1' };
    expect((await admin(sb, 'POST', 'use-ticket', use)).status).toBe(200);
    // The archive's newest second is now the one this attempt was made in.
    expect((await sync(sb, dataDir)).added).toBe(1);
    // Two more identical to it, in that same second: the archive holds one such row, the service three.
    await admin(sb, 'POST', 'use-ticket', use);
    await admin(sb, 'POST', 'use-ticket', use);
    clock.advance(1000);
    await admin(sb, 'POST', 'use-ticket', { ...use, ip: '198.51.100.4' });
    await admin(sb, 'POST', 'use-ticket', { ...use, ip: '198.51.100.4' });
    await admin(sb, 'POST', 'use-ticket', { ...use, pass: 'wrong' });
    expect((await sync(sb, dataDir)).added).toBe(5);
    expect((await sync(sb, dataDir)).added).toBe(0);
    const rows = await archivedRows(sb, dataDir);
    expect(rows).toHaveLength(await errorcount());
    // The three identical attempts of that first second, kept as three.
    expect(rows.filter((r) => r.includes(key) && r.includes('"203.0.113.9"') && r.includes('"Success"'))).toHaveLength(3);
  }, 180_000);
});
