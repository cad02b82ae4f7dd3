// Control characters in data never reach the terminal raw: a hostile server's failure
// message with ESC (which rewrites the terminal), BEL and CR comes out of the built CLI
// with each shown as \xHH, and a right-to-left override in an answer `call` prints on a
// terminal (a pseudo-terminal made by util-linux `script`) as U+FFFD.
import { execFile, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FaultServer, startFaultServer } from '../client/fault-server';

const SECRET = 'printable-secret-0123';
let server: FaultServer;
beforeAll(async () => {
  server = await startFaultServer(SECRET);
});
afterAll(async () => server.close());

describe('CLI output', () => {
  it('shows control characters of data as \\xHH on every line it writes', async () => {
    server.respond(() => ({ type: 'json', body: { status: 'failure', code: '0201', message: 'bad\u001b[2J\u001b]0;owned\u0007 app\rX' } }));
    const bin = join(import.meta.dirname, '..', '..', '..', 'bin', 'master-control.cjs');
    const run = await promisify(execFile)(process.execPath, [bin, 'call', 'video.getapps', '--base-url', server.url, '--cdn', '1'], {
      env: { ...process.env, MC_SECRET: SECRET, MC_API_KEY: 'printable-key-0123' },
      encoding: 'utf8',
    }).catch((err: { stdout: string; stderr: string; code: number }) => err);
    expect('code' in run ? run.code : 0).toBe(1);
    expect(run.stderr).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    expect(run.stderr).toContain('bad\\x1b[2J\\x1b]0;owned\\x07 app\\x0dX');
  });
});

/** A POSIX shell word. */
const quoted = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;

describe('call on a terminal', () => {
  const hasScript = spawnSync('script', ['--version']).status === 0;

  it.skipIf(!hasScript)('prints a right-to-left override in an answer as U+FFFD (skipped when util-linux script is missing)', async () => {
    server.respond(() => ({ type: 'json', body: { status: 'success', apps: [{ name: 'evil\u202Egnp.exe' }] } }));
    const bin = join(import.meta.dirname, '..', '..', '..', 'bin', 'master-control.cjs');
    const command = [process.execPath, bin, 'call', 'video.getapps', '--base-url', server.url, '--cdn', '1'].map(quoted).join(' ');
    const run = await promisify(execFile)('script', ['-qec', command, '/dev/null'], {
      env: { ...process.env, MC_SECRET: SECRET, MC_API_KEY: 'printable-key-0123' },
      encoding: 'utf8',
    });
    expect(run.stdout).toContain('evil\uFFFDgnp.exe');
    expect(run.stdout).not.toContain('\u202E');
  });
});
