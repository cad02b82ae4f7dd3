/**
 * The audit journal with several processes (desktop app, web mode, CLI share one data
 * folder): two writers append 1,000 entries each while a third is SIGKILLed mid-write
 * 200 times. Afterwards every acknowledged entry is readable, no line holds two entries
 * (nothing glued onto a torn fragment), the torn fragments are at most one per kill and
 * counted by the app's reader, and outcome lines without an intent are counted too.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAudit } from '../../../electron/core/audit/reader';

const KILLS = 200;
// Kills run in a few lanes at once: starting a process is most of each kill's cost, and a
// busy 2-core machine would otherwise take minutes. More killed writers at once is only harsher.
const LANES = 4;
const STEADY_ENTRIES = 1000;
let work: string;
let bundle: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'mc-sigkill-'));
  bundle = join(work, 'writer-child.mjs');
  // Bundled once so each child starts as plain node (~50 ms), not through a TS loader.
  await build({ entryPoints: [fileURLToPath(new URL('./writer-child.ts', import.meta.url))], bundle: true, platform: 'node', format: 'esm', outfile: bundle, logLevel: 'silent' });
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

type Acks = Map<string, 'I' | 'O'>;

function collectAcks(out: string, acks: Acks): void {
  for (const l of out.split('\n')) if (/^[IO] /.test(l)) acks.set(l.slice(2), l[0] as 'I' | 'O');
}

/** A writer that appends `count` entries, pausing between them, and exits. */
function steadyWriter(dataDir: string, acks: Acks): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bundle, dataDir, '3000', String(STEADY_ENTRIES), '15'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString('utf8')));
    child.stderr.on('data', (d: Buffer) => (err += d.toString('utf8')));
    child.on('exit', (code) => {
      collectAcks(out, acks);
      if (code === 0) resolve();
      else reject(new Error(`steady writer ended with ${code}: ${err}`));
    });
  });
}

/** Runs an endless writer until it has acknowledged `minAcks` lines, waits a little more, then SIGKILLs it. */
function runAndKill(dataDir: string, minAcks: number, extraMs: number, fillerBytes: number, acks: Acks): Promise<void> {
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
      collectAcks(out, acks);
      if (signal !== 'SIGKILL') reject(new Error(`child ended by ${signal ?? code}: ${err}`));
      else resolve();
    });
  });
}

interface Scan {
  phases: Map<string, Set<string>>;
  torn: number;
  glued: number;
  orphans: number;
}

/** Reads the file line by line with no help from the app's reader. */
function scan(path: string): Scan {
  const phases = new Map<string, Set<string>>();
  let torn = 0;
  let glued = 0;
  const outcomes: string[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line === '') continue;
    // Two entries on one line, or an entry after a fragment: the glue the journal must prevent.
    if ((line.match(/"phase":/g) ?? []).length > 1 || line.indexOf('{"phase":', 1) > 0) glued += 1;
    try {
      const v = JSON.parse(line) as { id: string; phase: string };
      phases.set(v.id, (phases.get(v.id) ?? new Set()).add(v.phase));
      if (v.phase === 'outcome') outcomes.push(v.id);
    } catch {
      torn += 1;
    }
  }
  const orphans = outcomes.filter((id) => !phases.get(id)?.has('intent')).length;
  return { phases, torn, glued, orphans };
}

describe('audit journal with several processes', () => {
  it(`two writers append ${STEADY_ENTRIES} entries each while a third is SIGKILLed mid-write ${KILLS} times`, { timeout: 300_000 }, async () => {
    const dataDir = join(work, 'data');
    const file = join(dataDir, 'audit.jsonl');
    const steadyAcks: Acks = new Map();
    const killedAcks: Acks = new Map();
    const started = Date.now();
    const steady = Promise.all([steadyWriter(dataDir, steadyAcks), steadyWriter(dataDir, steadyAcks)]);
    const lane = async (first: number): Promise<void> => {
      for (let k = first; k < KILLS; k += LANES) {
        await runAndKill(dataDir, 1 + Math.floor(Math.random() * 4), Math.floor(Math.random() * 3), [50, 8000, 60_000][k % 3]!, killedAcks);
      }
    };
    await Promise.all([steady, ...Array.from({ length: LANES }, (_, i) => lane(i))]);

    const s = scan(file);
    expect(s.glued).toBe(0);
    expect(s.torn).toBeLessThanOrEqual(KILLS);
    expect(steadyAcks.size).toBe(2 * STEADY_ENTRIES);
    for (const [id, phase] of [...steadyAcks, ...killedAcks]) {
      expect(s.phases.get(id)?.has('intent'), `acknowledged intent ${id} is missing`).toBe(true);
      if (phase === 'O') expect(s.phases.get(id)?.has('outcome'), `acknowledged outcome of ${id} is missing`).toBe(true);
    }
    // The app's own reader agrees: every entry readable, torn lines and orphans counted.
    const read = await readAudit(file);
    const byId = new Map(read.entries.map((e) => [e.id, e]));
    for (const id of steadyAcks.keys()) expect(byId.get(id)?.outcome, id).toBe('ok');
    for (const [id, phase] of killedAcks) expect(byId.get(id)?.outcome, id).toMatch(phase === 'O' ? /^ok$/ : /^(ok|pending)$/);
    expect(read.tornLines).toBe(s.torn);
    expect(read.orphanedLines).toBe(s.orphans);
    console.info(`[journal] ${KILLS} kills beside 2 writers in ${((Date.now() - started) / 1000).toFixed(1)} s: ${steadyAcks.size + killedAcks.size} acknowledged entries all readable, 0 glued lines, ${s.torn} torn fragment(s) and ${s.orphans} orphan(s) counted`);
  });
});
