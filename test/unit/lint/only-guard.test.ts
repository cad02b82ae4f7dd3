/**
 * A committed `.only` must fail `npm test`, not silently shrink a suite to one test. Each
 * runner is run with the project's own config on a throwaway file holding `.only` beside
 * a second test, and must exit non-zero saying why.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../../..');
const made: string[] = [];

function probeFolder(under: string): string {
  const dir = join(root, under, `zz-only-probe-${randomUUID().slice(0, 8)}`);
  mkdirSync(dir, { recursive: true });
  made.push(dir);
  return dir;
}

function run(args: string[]): { status: number | null; output: string } {
  const r = spawnSync('npx', args, { cwd: root, encoding: 'utf8', env: { ...process.env, CI: '' }, timeout: 120_000 });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('a committed .only', () => {
  it('fails the vitest run (allowOnly: false)', () => {
    const file = join(probeFolder('test/unit'), 'probe.test.ts');
    writeFileSync(file, "import { it } from 'vitest';\nit.only('focused', () => {});\nit('the rest', () => {});\n");
    const r = run(['vitest', 'run', '--project', 'unit', relative(root, file)]);
    expect(r.status).not.toBe(0);
    expect(r.output).toMatch(/\.only|allowOnly/);
  });

  it('fails the Playwright run (forbidOnly: true), even outside CI', () => {
    const file = join(probeFolder('test/e2e'), 'probe.spec.ts');
    writeFileSync(file, "import { test } from '@playwright/test';\ntest.only('focused', () => {});\ntest('the rest', () => {});\n");
    const r = run(['playwright', 'test', '--project', 'e2e', '--list', relative(root, file)]);
    expect(r.status).not.toBe(0);
    expect(r.output).toMatch(/not allowed due to the 'forbidOnly' option/);
  });
});
