/**
 * A sync killed with SIGKILL mid-way (the built command and its archive process, together)
 * and run again ends with the same rows as a sync that was never interrupted: the killed
 * one added nothing half-way, and the next one reads the span again.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxHandle, startSandbox } from '../../../electron/sandbox';
import { archivedRows, cli, sync, target } from './archive-cli';

let sb: SandboxHandle;
let work: string;

beforeAll(async () => {
  sb = await startSandbox({ seed: 5, tickets: 100, attempts: 200_000 });
  work = await mkdtemp(join(tmpdir(), 'mc-archive-kill-'));
});
afterAll(async () => {
  await sb.close();
  await rm(work, { recursive: true, force: true });
});

/** Starts the built `archive sync` in its own process group and SIGKILLs the group once it has read some attempts. */
function killMidway(dataDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['bin/master-control.cjs', 'archive', 'sync', ...target(sb), '--data-dir', dataDir], {
      env: { ...process.env, MC_SECRET: sb.secret },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let err = '';
    child.stderr.on('data', (d: Buffer) => {
      err += d.toString('utf8');
      if (/Reading [1-9]/.test(err)) process.kill(-child.pid!, 'SIGKILL');
    });
    child.on('exit', (code, signal) => (signal === 'SIGKILL' ? resolve(err) : reject(new Error(`the sync ended before it was killed (${code}): ${err}`))));
  });
}

/** The killed run's archive process may still be going away: the next run waits until the file is free. */
async function syncOnceFree(dataDir: string): Promise<{ added: number }> {
  for (;;) {
    const r = await cli(sb, dataDir, ['archive', 'stats']);
    if (r.code === 0) return sync(sb, dataDir);
    if (!/unavailable/.test(r.err)) throw new Error(r.err);
  }
}

describe('archive sync killed mid-way', () => {
  it('run again, holds the same rows as an uninterrupted sync', async () => {
    const whole = join(work, 'whole');
    const killed = join(work, 'killed');
    expect((await sync(sb, whole)).added).toBe(200_000);
    expect(await killMidway(killed)).toMatch(/Reading [1-9]/);
    expect((await syncOnceFree(killed)).added).toBe(200_000);
    expect(await archivedRows(sb, killed)).toEqual(await archivedRows(sb, whole));
  }, 300_000);
});
