/**
 * Command-line start (issue #13): wall time from spawn to exit of the BUILT CLI
 * (`node bin/master-control.mjs`, which runs out/cli) for `--help` and for `sign` (a
 * command that loads the catalog, parses, validates and signs, sends nothing), beside
 * `node -e 0` as the floor no Node CLI can beat on this machine. Runs are interleaved so
 * a busy moment hits all three alike; the figure is the median of RUNS.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildIfStale } from '../scripts/build-state.mjs';
import { projectRoot } from '../test/e2e/web-process';
import type { BenchLine } from './types';

const RUNS = 21;
const bin = join(projectRoot, 'bin', 'master-control.mjs');
const cases: Array<{ name: string; args: string[] }> = [
  { name: 'node -e 0 (floor)', args: ['-e', '0'] },
  { name: 'master-control --help', args: [bin, '--help'] },
  { name: 'master-control sign sevu.search', args: [bin, 'sign', 'sevu.search', '--params', '{"limit":2}', '--cdn', '1', '--api-key', 'bench-key'] },
];

function timeOnce(args: string[]): number {
  const started = performance.now();
  const run = spawnSync(process.execPath, args, { env: { ...process.env, MC_SECRET: 'bench-secret' }, stdio: ['ignore', 'ignore', 'pipe'] });
  const ms = performance.now() - started;
  if (run.status !== 0) throw new Error(`node ${args.join(' ')} exited ${run.status}: ${run.stderr.toString()}`);
  return ms;
}

const median = (v: number[]): number => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? Number.NaN;

export async function bench(): Promise<BenchLine[]> {
  buildIfStale(projectRoot, 'bench: out/ is missing or older than the sources');
  const times = cases.map(() => [] as number[]);
  for (let i = 0; i < RUNS; i++) cases.forEach((c, k) => times[k]!.push(timeOnce(c.args)));
  const floor = median(times[0]!);
  return cases.map((c, k) => {
    const ms = median(times[k]!);
    return { name: `start: ${c.name}`, value: Math.round(ms), unit: 'ms', note: k === 0 ? `median of ${RUNS}` : `median of ${RUNS}; ${Math.round(ms - floor)} ms over the floor` };
  });
}
