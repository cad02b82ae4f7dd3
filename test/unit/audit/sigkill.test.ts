import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAudit } from '../../../electron/core/audit/reader';

const KILLS = 200;
let work: string;
let bundle: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'mc-sigkill-'));
  bundle = join(work, 'writer-child.mjs');
  // Bundled once so each of the 200 children starts as plain node (~50 ms), not through a TS loader.
  await build({ entryPoints: [fileURLToPath(new URL('./writer-child.ts', import.meta.url))], bundle: true, platform: 'node', format: 'esm', outfile: bundle, logLevel: 'silent' });
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** Runs the child until it has acknowledged `minAcks` lines, waits a little more, then SIGKILLs it. */
function runAndKill(dataDir: string, minAcks: number, extraMs: number, fillerBytes: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bundle, dataDir, String(fillerBytes)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    let armed = false;
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString('utf8');
      if (!armed && out.split('\n').length > minAcks) {
        armed = true;
        setTimeout(() => child.kill('SIGKILL'), extraMs);
      }
    });
    child.stderr.on('data', (d: Buffer) => (err += d.toString('utf8')));
    child.on('exit', (code, signal) => {
      if (signal !== 'SIGKILL') reject(new Error(`child ended by ${signal ?? code}: ${err}`));
      else resolve(out.split('\n').filter((l) => /^[IO] /.test(l)));
    });
  });
}

describe('audit log under SIGKILL', () => {
  it(`loses no acknowledged entry across ${KILLS} kills mid-write`, { timeout: 240_000 }, async () => {
    const dataDir = join(work, 'data');
    const acked = new Map<string, 'I' | 'O'>();
    let maxTorn = 0;
    for (let k = 0; k < KILLS; k += 1) {
      const lines = await runAndKill(dataDir, 1 + Math.floor(Math.random() * 8), Math.floor(Math.random() * 4), [50, 1000, 8000][k % 3]!);
      for (const l of lines) acked.set(l.slice(2), l[0] as 'I' | 'O');
      const read = await readAudit(join(dataDir, 'audit.jsonl'));
      const byId = new Map(read.entries.map((e) => [e.id, e]));
      for (const [id, phase] of acked) {
        const entry = byId.get(id);
        expect(entry, `entry ${id} acknowledged before kill #${k + 1} is missing`).toBeDefined();
        if (phase === 'O') expect(entry!.outcome, `outcome of ${id} lost at kill #${k + 1}`).toBe('ok');
      }
      // At most one torn line per kill, and each one is only ever the line being written.
      expect(read.tornLines).toBeLessThanOrEqual(k + 1);
      maxTorn = read.tornLines;
    }
    console.info(`[sigkill] ${KILLS} kills, ${acked.size} acknowledged entries all intact, ${maxTorn} torn line(s) skipped`);
  });
});
