/**
 * `master-control web` writes one machine line on stdout (which holds the token) and, on
 * stderr, words for a person with no address and no token in them.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { expect, it } from 'vitest';
import { projectRoot } from '../../e2e/web-process';

it('prints the token only in its one stdout line, never on stderr', async () => {
  const child = spawn(process.execPath, [join(projectRoot, 'bin', 'master-control.cjs'), 'web', '--sandbox', '--port', '0', '--control-port', '0', '--data-dir', mkdtempSync(join(tmpdir(), 'mc-web-lines-'))], { stdio: ['ignore', 'pipe', 'pipe'] });
  const stdout: string[] = [];
  const stderr: string[] = [];
  createInterface({ input: child.stdout! }).on('line', (l) => stdout.push(l));
  createInterface({ input: child.stderr! }).on('line', (l) => stderr.push(l));
  try {
    await expect.poll(() => stdout.length > 0 && stderr.some((l) => l.startsWith('master-control web: open ')), { timeout: 60_000 }).toBe(true);
    const line = JSON.parse(stdout[0]!) as { url: string; launch_url: string; control: { token: string } };
    const token = new URL(line.url).searchParams.get('token')!;
    expect(token.length).toBeGreaterThan(20);
    expect(stdout).toHaveLength(1);
    const words = stderr.join('\n');
    for (const secret of [token, line.control.token, line.url, line.launch_url, new URL(line.launch_url).searchParams.get('launch')!]) expect(words).not.toContain(secret);
    expect(words).not.toMatch(/https?:\/\//);
  } finally {
    child.kill('SIGTERM');
  }
}, 90_000);
