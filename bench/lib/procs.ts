/**
 * Child processes the bench measures: `master-control sandbox` (one JSON line), the web
 * mode's WebSocket contract, and /proc memory readings that fail loudly (NaN) rather than
 * reading as 0 MiB.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createReadStream, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import WebSocket from 'ws';
import { createApiClient } from '../../electron/core/client';
import { WS_PATH } from '../../electron/web/server';
import type { WireMessage } from '../../electron/web/types';
import type { McEvent } from '../../shared/ipc/events';
import { projectRoot } from '../../test/e2e/web-process';

export const CLI = join(projectRoot, 'bin', 'master-control.cjs');

/** What `master-control sandbox` prints on its first line. */
export interface SandboxLine {
  base_url: string;
  cdn: number;
  api_key: string;
  secret: string;
}

/** A field of /proc/PID/status in MiB (VmHWM: peak resident set; VmRSS: now); NaN when unreadable. */
export function procMiB(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  try {
    const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** Resets the process's peak RSS to its current RSS (Linux ≥ 4.0); false where not allowed. */
export function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** Starts `master-control sandbox ARGS` and reads its one JSON line. */
export function startSandboxProcess(args: string[]): Promise<{ child: ChildProcess; line: SandboxLine }> {
  const child = spawn(process.execPath, [CLI, 'sandbox', ...args], { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const newline = out.indexOf('\n');
      if (newline >= 0) resolve({ child, line: JSON.parse(out.slice(0, newline)) as SandboxLine });
    });
    child.once('exit', (code) => reject(new Error(`the sandbox exited (${code}) before printing its line: ${err.slice(-500)}`)));
  });
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

/** CSV records in a file, counted from the file itself: CRLF-ended lines (no field holds a line break here). */
export async function csvLines(path: string): Promise<number> {
  let lines = 0;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) lines += 1;
  }
  return lines;
}

/** The web-mode contract over its WebSocket, as the renderer's web transport speaks it. */
export async function connectSocket(pageUrl: string) {
  const page = new URL(pageUrl);
  // The token travels as a subprotocol, as the renderer's web transport sends it.
  const ws = new WebSocket(`ws://${page.host}${WS_PATH}`, ['mc.v1', `mc.token.${page.searchParams.get('token') ?? ''}`]);
  await new Promise<void>((resolve, reject) => (ws.once('open', () => resolve()), ws.once('error', reject)));
  const pending = new Map<number, (m: WireMessage & { id: number | null }) => void>();
  const listeners = new Set<(e: McEvent) => void>();
  ws.on('message', (raw) => {
    const m = JSON.parse(String(raw)) as WireMessage;
    if ('event' in m) listeners.forEach((l) => l(m.event));
    else if (m.id !== null) pending.get(m.id)?.(m);
  });
  let nextId = 1;
  return {
    call<T>(channel: string, input: unknown, account?: string): Promise<T> {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, (m) => {
          pending.delete(id);
          if (!('result' in m)) return;
          if (m.result.ok) resolve(m.result.value as T);
          else reject(new Error(`${channel}: ${m.result.error.message}`));
        });
        ws.send(JSON.stringify({ id, channel, input, account }));
      });
    },
    onEvent: (l: (e: McEvent) => void) => listeners.add(l),
    close: () => ws.close(),
  };
}

/**
 * What a program run to its end gave: its output, exit code and peak RSS, and the moments
 * (performance.now()) its first stderr chunk and its last stdout chunk arrived: a command's
 * first progress line and the end of its answer, the span the benches time on both sides.
 */
export interface ProgramRun {
  stdout: string;
  stderr: string;
  code: number | null;
  peakMiB: number;
  firstErrAt: number;
  lastOutAt: number;
}

/** Runs `master-control ARGS` to its end, polling its peak RSS. */
export function runCli(args: string[], env: NodeJS.ProcessEnv): Promise<ProgramRun> {
  return runProgram(process.execPath, [CLI, ...args], env);
}

/** Runs a program to its end, polling its peak RSS (VmHWM). */
export function runProgram(file: string, args: string[], env: NodeJS.ProcessEnv): Promise<ProgramRun> {
  return new Promise((resolve) => {
    const child = spawn(file, args, { cwd: projectRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let peak = Number.NaN;
    let firstErrAt = Number.NaN;
    let lastOutAt = Number.NaN;
    // VmHWM is the process's own high-water mark; it only has to be read once more before exit:
    // every 50 ms, and on each output (a program done within 50 ms is still read while it writes).
    const sample = (): void => {
      const now = procMiB(child.pid ?? 0, 'VmHWM');
      if (Number.isFinite(now)) peak = Number.isFinite(peak) ? Math.max(peak, now) : now;
    };
    const poll = setInterval(sample, 50);
    child.once('spawn', sample);
    child.stdout.on('data', (c: Buffer) => {
      sample();
      lastOutAt = performance.now();
      stdout += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      if (Number.isNaN(firstErrAt)) firstErrAt = performance.now();
      stderr += c.toString();
    });
    child.on('close', (code) => {
      clearInterval(poll);
      resolve({ stdout, stderr, code, peakMiB: peak, firstErrAt, lastOutAt });
    });
  });
}

/** The sandbox's own count of attempts (sevu.errorcount): what a bench's tallies are checked against. */
export async function errorCount(sb: SandboxLine): Promise<number> {
  const client = createApiClient({ baseUrl: sb.base_url, cdn: sb.cdn, apiKey: sb.api_key, secret: sb.secret, serialization: 'php' });
  try {
    const r = await client.call('sevu.errorcount', {});
    if (!r.ok || r.value.error_count === null) throw new Error('sevu.errorcount could not be read');
    return r.value.error_count;
  } finally {
    client.close();
  }
}
