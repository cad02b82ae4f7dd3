/**
 * Starting and stopping `master-control web` as a child process, for the e2e fixture
 * and the shell bench: spawn, read its one JSON line, keep its output for `logs()`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface WebLine {
  url: string;
  sandbox_admin?: { url: string; token: string };
}

export interface WebProcess {
  child: ChildProcess;
  line: WebLine;
  /** Everything the process wrote so far (stdout and stderr, in order). */
  output: string[];
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 30_000;

function waitForLine(child: ChildProcess, output: string[]): Promise<WebLine> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    const timer = setTimeout(() => reject(new Error(`master-control web printed no URL within ${START_TIMEOUT_MS} ms:\n${output.join('')}`)), START_TIMEOUT_MS);
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const newline = buffered.indexOf('\n');
      if (newline < 0) return;
      const first = buffered.slice(0, newline);
      clearTimeout(timer);
      try {
        resolve(JSON.parse(first) as WebLine);
      } catch {
        reject(new Error(`master-control web's first line is not JSON: ${first}`));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`master-control web exited (code ${code}) before printing its URL:\n${output.join('')}`));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}

/**
 * `launcher` runs the process through another command (e.g. `prlimit --nofile=1024:1024 --`);
 * `nodeArgs` go to Node itself (the soak bench's `--inspect=127.0.0.1:0`).
 */
export async function startWebProcess(args: string[], env: NodeJS.ProcessEnv = {}, launcher: string[] = [], nodeArgs: string[] = []): Promise<WebProcess> {
  const command = [...launcher, process.execPath, ...nodeArgs, join(projectRoot, 'bin', 'master-control.cjs'), 'web', ...args];
  const child = spawn(command[0]!, command.slice(1), {
    cwd: projectRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (c: Buffer) => output.push(c.toString('utf8')));
  child.stderr!.on('data', (c: Buffer) => output.push(c.toString('utf8')));
  try {
    const line = await waitForLine(child, output);
    return { child, line, output, stop: () => stopChild(child) };
  } catch (err) {
    await stopChild(child);
    throw err;
  }
}
