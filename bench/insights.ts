/**
 * Attempt insights over 1,000,000 attempts on loopback, app and CLI (the same setup as the
 * exports bench: the sandbox in its own process, seed 1). App: `master-control web` with a
 * vault profile, `viewers.insightsRun` over the web-mode WebSocket, peak RSS the web
 * process's VmHWM reset just before. CLI: `master-control insights attempts --json`, peak
 * RSS its VmHWM. Both are timed over the same span: from the run's first progress report
 * (the app's first `viewers.insights` event, the CLI's first progress line) to its answer
 * (the call's result, the end of the CLI's JSON); process start is not insights work. The attempts tallied must equal
 * sevu.errorcount, or the figure is NaN and the run fails.
 */
import { performance } from 'node:perf_hooks';
import { type SandboxLine, errorCount, procMiB, resetPeak, runCli, startSandboxProcess, stopChild } from './lib/procs';
import { startBenchWeb } from './lib/web-account';
import { countLabel } from './lib/stats';
import { type BenchLine, type BenchOptions, sized } from './types';

const FULL_ATTEMPTS = 1_000_000;

interface Figures {
  attempts: number;
  seconds: number;
  peakMiB: number;
  sharedKeys: number;
}

async function cli(sb: SandboxLine): Promise<Figures> {
  const run = await runCli(['insights', 'attempts', '--json', '--base-url', sb.base_url, '--cdn', String(sb.cdn), '--api-key', sb.api_key], { MC_SECRET: sb.secret });
  const seconds = (run.lastOutAt - run.firstErrAt) / 1000;
  if (run.code !== 0) throw new Error(`master-control insights exited ${run.code}: ${run.stderr.slice(-500)}`);
  const printed = JSON.parse(run.stdout) as { attempts: number; sharedKeys: unknown[] };
  return { attempts: printed.attempts, seconds, peakMiB: run.peakMiB, sharedKeys: printed.sharedKeys.length };
}

async function app(sb: SandboxLine): Promise<Figures> {
  const { pid, socket, profileId, stop } = await startBenchWeb(sb, 'mc-bench-insights-web-');
  try {
    const reset = resetPeak(pid);
    let t0 = Number.NaN;
    socket.onEvent((e) => {
      if (e.type === 'viewers.insights' && Number.isNaN(t0)) t0 = performance.now();
    });
    const r = await socket.call<{ attempts: number; sharedKeys: unknown[] }>('viewers.insightsRun', { params: {} }, profileId);
    const seconds = (performance.now() - t0) / 1000;
    return { attempts: r.attempts, seconds, peakMiB: reset ? procMiB(pid, 'VmHWM') : Number.NaN, sharedKeys: r.sharedKeys.length };
  } finally {
    await stop();
  }
}

function lines(label: string, f: Figures, asked: number): BenchLine[] {
  const size = `loopback ${countLabel(asked)}`;
  const counted = f.attempts === asked;
  const note = counted ? `${f.attempts.toLocaleString('en-US')} attempts = sevu.errorcount, ${f.sharedKeys} shared keys` : `tallied ${f.attempts}, sevu.errorcount ${asked}`;
  return [
    { name: `insights: ${size}, ${label} time`, value: counted ? f.seconds : Number.NaN, unit: 's', note: `${note}; goal < 10` },
    { name: `insights: ${size}, ${label} peak RSS`, value: Math.round(f.peakMiB), unit: 'MiB', note: 'goal < 300' },
  ];
}

export async function bench(options?: BenchOptions): Promise<BenchLine[]> {
  const sandbox = await startSandboxProcess(['--seed', '1', '--attempts', String(sized(options, FULL_ATTEMPTS, 5_000))]);
  try {
    const asked = await errorCount(sandbox.line);
    return [...lines('CLI', await cli(sandbox.line), asked), ...lines('app', await app(sandbox.line), asked)];
  } finally {
    await stopChild(sandbox.child);
  }
}
