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

  // docs/security.md: \xHH for a control character the text holds, U+FFFD for what was never text.
  it('shows a C1 control as \\xHH, and a raw byte that is not UTF-8 and a lone surrogate as U+FFFD', async () => {
    const head = Buffer.from('{"status":"failure","code":"0201","message":"c1 \\u009b2J raw ');
    const tail = Buffer.from('2J half \\ud800 end"}');
    server.respond(() => ({ type: 'raw', body: Buffer.concat([head, Buffer.from([0x9b]), tail]), headers: { 'content-type': 'application/json' } }));
    const bin = join(import.meta.dirname, '..', '..', '..', 'bin', 'master-control.cjs');
    const run = await promisify(execFile)(process.execPath, [bin, 'call', 'video.getapps', '--base-url', server.url, '--cdn', '1'], {
      env: { ...process.env, MC_SECRET: SECRET, MC_API_KEY: 'printable-key-0123' },
      encoding: 'buffer',
    }).catch((err: { stdout: Buffer; stderr: Buffer; code: number }) => err);
    expect('code' in run ? run.code : 0).toBe(1);
    const bytes = run.stderr as Buffer;
    // No C1 byte, raw or UTF-8 encoded (C2 9B), reaches the terminal.
    expect(bytes.includes(Buffer.from([0x9b])) && !bytes.includes(Buffer.from('\uFFFD'))).toBe(false);
    expect(bytes.includes(Buffer.from([0xc2, 0x9b]))).toBe(false);
    expect(bytes.toString('utf8')).toContain('c1 \\x9b2J raw \uFFFD2J half \uFFFD end');
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
