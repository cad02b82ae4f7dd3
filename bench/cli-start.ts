/**
 * Command-line start: wall time from spawn to exit of the BUILT CLI
 * (`node bin/master-control.cjs`, which runs out/cli) for `--help` and for `sign` (a
 * command that loads the catalog, parses, validates and signs, sends nothing), beside
 * `node -e 0` as the floor no Node CLI can beat on this machine. Runs are interleaved so
 * a busy moment hits all three alike; the figure is the median of RUNS, with its ratio to
 * the floor of the same run and the load average around it (the machine is shared). CPU
 * time is printed too: on a shared machine it is the steadier figure. Each command is run
 * once first and its output checked, so what is timed is a start that does the job, with
 * the code cache (out/cli/.v8-cache) that any second start after a build has.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildOutIfStale } from './lib/built';
import { projectRoot } from '../test/e2e/web-process';
import { median } from './lib/stats';
import { type BenchLine, type BenchOptions, sized } from './types';

const FULL_RUNS = 21;
const bin = join(projectRoot, 'bin', 'master-control.cjs');
const cases: Array<{ name: string; args: string[] }> = [
  { name: 'node -e 0 (floor)', args: ['-e', '0'] },
  { name: 'master-control --help', args: [bin, '--help'] },
  { name: 'master-control sign sevu.search', args: [bin, 'sign', 'sevu.search', '--params', '{"limit":2}', '--cdn', '1', '--api-key', 'bench-key'] },
];

/**
 * CPU time of this process's finished children (user + system, ms), from /proc (Linux):
 * unlike wall time it does not grow when other work shares the cores. 10 ms resolution.
 */
function childCpuMs(): number {
  if (!existsSync('/proc/self/stat')) return Number.NaN;
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  // Fields 16 and 17 of stat(5) (cutime, cstime), counted from after the command name.
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / 100;
}

const env = { ...process.env, MC_SECRET: 'bench-secret' };

/** The untimed first run of each command: it must print what the command is for. */
function checkOutput(args: string[], k: number): void {
  const run = spawnSync(process.execPath, args, { env, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`node ${args.join(' ')} exited ${run.status}: ${run.stderr}`);
  if (k === 1 && !run.stdout.includes('usage: master-control <command>')) throw new Error(`--help printed no usage: ${run.stdout}`);
  if (k === 2) {
    const body = JSON.parse(run.stdout) as Record<string, unknown>;
    if (body.command !== 'sevu.search' || body.limit !== 2 || typeof body.signature !== 'string') throw new Error(`sign printed no signed body: ${run.stdout}`);
  }
}

function timeOnce(args: string[]): { wall: number; cpu: number } {
  const cpuBefore = childCpuMs();
  const started = performance.now();
  const run = spawnSync(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
  const wall = performance.now() - started;
  if (run.status !== 0) throw new Error(`node ${args.join(' ')} exited ${run.status}: ${run.stderr.toString()}`);
  return { wall, cpu: childCpuMs() - cpuBefore };
}


export async function bench(options?: BenchOptions): Promise<BenchLine[]> {
  const RUNS = sized(options, FULL_RUNS, 3);
  buildOutIfStale();
  cases.forEach((c, k) => checkOutput(c.args, k));
  const loadBefore = loadavg()[0]!;
  const walls = cases.map(() => [] as number[]);
  const cpus = cases.map(() => [] as number[]);
  for (let i = 0; i < RUNS; i++) {
    cases.forEach((c, k) => {
      const t = timeOnce(c.args);
      walls[k]!.push(t.wall);
      cpus[k]!.push(t.cpu);
    });
  }
  const load = `load ${loadBefore.toFixed(1)}→${loadavg()[0]!.toFixed(1)}`;
  if (walls.some((w) => w.length !== RUNS) || cpus.some((c) => c.length !== RUNS)) throw new Error(`a command was not timed ${RUNS} times`);
  const floor = median(walls[0]!);
  const cpuFloor = median(cpus[0]!);
  return cases.flatMap((c, k) => {
    const ms = median(walls[k]!);
    const cpu = median(cpus[k]!);
    return [
      {
        name: `start: ${c.name}`,
        value: Math.round(ms),
        unit: 'ms',
        note: k === 0 ? `wall, median of ${RUNS}; ${load}` : `wall, median of ${RUNS}; ${Math.round(ms - floor)} ms over the floor, ×${(ms / floor).toFixed(2)}`,
      },
      { name: `start: ${c.name} (CPU)`, value: Math.round(cpu), unit: 'ms', note: k === 0 ? 'user+system, median' : `user+system, median; ${Math.round(cpu - cpuFloor)} ms over the floor` },
    ];
  });
}
