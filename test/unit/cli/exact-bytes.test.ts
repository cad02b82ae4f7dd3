// `sign` and `call` write exactly the bytes sent when stdout is not a terminal: a DEL in a
// parameter reaches the pipe raw (not as \x7f), the printed text is JSON, and PHP's
// verifier accepts its signature both ways a PHP service may check it. The built CLI runs
// with its stdout piped, as `sign … | od -c` does.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const BIN = join(import.meta.dirname, '..', '..', '..', 'bin', 'master-control.cjs');
const VERIFIER = join(import.meta.dirname, '..', '..', 'fixtures', 'clients', 'verify-signature.php');
const SECRET = 'exact-bytes-secret-0123';

/** php-cli comes from Debian (.ci/run); a machine without it skips the check, saying why. */
async function hasPhp(): Promise<boolean> {
  try {
    await run('php', ['-v']);
    return true;
  } catch {
    console.log('[exact bytes] php is not installed: the PHP verifier check is skipped (install php-cli from Debian: .ci/run does)');
    return false;
  }
}

async function sign(pass: string, serialization: 'php' | 'standard'): Promise<Buffer> {
  const params = JSON.stringify({ app: 'demo-origin', pass });
  const { stdout } = await run(process.execPath, [BIN, 'sign', 'sevu.search', '--params', params, '--cdn', '1', '--serialization', serialization], {
    env: { ...process.env, MC_SECRET: SECRET, MC_API_KEY: 'exact-bytes-key-0123' },
    encoding: 'buffer',
  });
  return stdout;
}

describe('sign through a pipe', () => {
  it.each(['php', 'standard'] as const)('%s: the raw DEL byte is printed, the text is JSON, and PHP verifies it', async (serialization) => {
    const out = await sign('pass\u007fword-long', serialization);
    expect(out.includes(0x7f)).toBe(true);
    expect(out.toString('latin1')).not.toContain('\\x7f');
    const text = out.toString('utf8').replace(/\n$/, '');
    expect(JSON.parse(text)).toMatchObject({ pass: 'pass\u007fword-long' });
    if (!(await hasPhp())) return;
    const child = run('php', [VERIFIER, SECRET]);
    child.child.stdin!.end(out);
    const verdict = (await child).stdout.trim();
    // No "/" or non-ASCII here: both serializations are what PHP re-encodes to.
    expect(verdict).toBe('raw ok reencoded ok');
  });

  it('a C1 control in the standard serialization is printed as its UTF-8 bytes, never \\x85', async () => {
    const out = await sign('pass\u0085word-long', 'standard');
    expect(out.includes(Buffer.from('\u0085', 'utf8'))).toBe(true);
    expect(JSON.parse(out.toString('utf8'))).toMatchObject({ pass: 'pass\u0085word-long' });
  });
});
