/**
 * `npm run lint` refuses what would let dead code or a layer crossing hide: an export that
 * nothing imports (knip, with this repo's own knip.jsonc) and a blanket disable comment.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../../..');

describe('npm run lint', () => {
  it('runs eslint and knip', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.lint).toMatch(/^eslint \. && knip\b/);
  });
});

describe('knip with this repo’s configuration', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mc-knip-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'electron', 'cli'), { recursive: true });
  mkdirSync(join(dir, 'shared'), { recursive: true });
  copyFileSync(join(root, 'knip.jsonc'), join(dir, 'knip.jsonc'));
  writeFileSync(join(dir, 'package.json'), '{"name":"probe","private":true,"type":"module"}\n');
  writeFileSync(join(dir, 'electron', 'cli', 'main.ts'), "import { used } from '../../shared/x';\nexport function main() {\n  return used;\n}\n");
  const knip = () => spawnSync(process.execPath, [join(root, 'node_modules', 'knip', 'bin', 'knip.js'), '--directory', dir, '--no-progress', '--no-config-hints'], { encoding: 'utf8' });

  it('fails on an export that nothing imports, naming it', () => {
    writeFileSync(join(dir, 'shared', 'x.ts'), 'export const used = 1;\nexport const unusedProbe = 2;\n');
    const run = knip();
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/Unused exports \(1\)[\s\S]*unusedProbe/);
  });

  it('passes once every export is used', () => {
    writeFileSync(join(dir, 'shared', 'x.ts'), 'export const used = 1;\n');
    const run = knip();
    expect(run.stdout + run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});

describe('disable comments', () => {
  const eslint = new ESLint({ cwd: root });
  const rulesHit = async (code: string) => {
    const [result] = await eslint.lintText(code, { filePath: join(root, 'electron/core/probe.ts') });
    return (result?.messages ?? []).map((m) => m.ruleId);
  };
  const crossing = "import { x } from '../web/server';\nexport const y = x;\n";

  it('refuses a blanket eslint-disable-next-line, even where it hides a layer crossing', async () => {
    expect(await rulesHit(`// eslint-disable-next-line\n${crossing}`)).toContain('@eslint-community/eslint-comments/no-unlimited-disable');
  });

  it('refuses a file-wide blanket eslint-disable', async () => {
    expect(await rulesHit(`/* eslint-disable */\n${crossing}`)).toContain('@eslint-community/eslint-comments/no-unlimited-disable');
  });

  it('refuses a named disable without a reason', async () => {
    expect(await rulesHit(`// eslint-disable-next-line layers/imports\n${crossing}`)).toContain('@eslint-community/eslint-comments/require-description');
  });

  it('accepts a named disable that says why', async () => {
    expect(await rulesHit(`// eslint-disable-next-line layers/imports -- probe: a reason given\n${crossing}`)).toEqual([]);
  });
});
