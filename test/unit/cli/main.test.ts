import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commands, runCli } from '../../../electron/cli/main';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) }, out, err };
}

describe('master-control dispatcher', () => {
  it('names every command in its usage and exits 0 for --help', async () => {
    const { io, out } = capture();
    expect(await runCli(['--help'], io, {})).toBe(0);
    for (const name of ['sandbox', 'call', 'sign', 'web', 'export', 'sheet', 'insights', 'archive']) expect(out.join('\n')).toContain(`  ${name}`);
    expect(Object.keys(commands).sort()).toEqual(['archive', 'call', 'export', 'insights', 'sandbox', 'sheet', 'sign', 'web']);
  });

  it('exits 2 with the usage for an unknown command or none', async () => {
    const a = capture();
    expect(await runCli(['frobnicate'], a.io, {})).toBe(2);
    expect(a.err.join('\n')).toMatch(/unknown command "frobnicate"[\s\S]*usage: master-control/);
    const b = capture();
    expect(await runCli([], b.io, {})).toBe(2);
  });

  it('hands the rest of the arguments to the command and returns its exit code', async () => {
    const { io, err } = capture();
    expect(await runCli(['web', '--host', '0.0.0.0'], io, {})).toBe(2);
    expect(err.join('\n')).toContain('web mode binds loopback only');
  });
});

describe('bin/master-control.cjs', () => {
  it('runs the built CLI (out/cli, built by the vitest setup when stale) and keeps its exit codes', () => {
    const bin = join(import.meta.dirname, '..', '..', '..', 'bin', 'master-control.cjs');
    const help = spawnSync(process.execPath, [bin, '--help'], { encoding: 'utf8' });
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('usage: master-control <command>');
    const unknown = spawnSync(process.execPath, [bin, 'nope'], { encoding: 'utf8' });
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('unknown command "nope"');
  });
});

describe("the built CLI's code cache (bin/code-cache.cjs)", () => {
  const root = join(import.meta.dirname, '..', '..', '..');
  const bin = join(root, 'bin', 'master-control.cjs');
  const cacheDir = join(root, 'out', 'cli', '.v8-cache');
  const sign = () =>
    spawnSync(process.execPath, [bin, 'sign', 'sevu.search', '--params', '{"limit":2}', '--cdn', '7'], { encoding: 'utf8', env: { ...process.env, MC_SECRET: 's', MC_API_KEY: 'k' } });

  it('keeps the compiled code of the command it ran, and a damaged cache changes nothing but the time', () => {
    const first = sign();
    expect(first.status).toBe(0);
    const cached = readdirSync(cacheDir).filter((f) => f.startsWith('sign.cjs-') && f.endsWith('.v8'));
    expect(cached).toHaveLength(1);
    writeFileSync(join(cacheDir, cached[0]!), 'not a V8 code cache');
    const again = sign();
    // The body carries the time of signing: compare it without timestamp and signature.
    const body = (out: string) => JSON.parse(out) as Record<string, unknown>;
    const { timestamp: _t1, signature: _s1, ...firstBody } = body(first.stdout);
    const { timestamp: _t2, signature: _s2, ...againBody } = body(again.stdout);
    expect({ status: again.status, stderr: again.stderr, body: againBody }).toEqual({ status: 0, stderr: '', body: firstBody });
    expect(firstBody).toEqual({ command: 'sevu.search', cdn: 7, api_key: 'k', limit: 2 });
  });

  it('never runs the code of a file\'s earlier content, even at the same size and mtime', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mc-code-cache-'));
    const bundle = join(dir, 'm.cjs');
    const run = () => spawnSync(process.execPath, ['-e', `require(${JSON.stringify(join(root, 'bin', 'code-cache.cjs'))}).compileWithCodeCache(${JSON.stringify(dir)}); console.log(require(${JSON.stringify(bundle)})())`], { encoding: 'utf8' });
    writeFileSync(bundle, "module.exports = () => 'first';\n");
    expect(run().stdout.trim()).toBe('first');
    const before = statSync(bundle);
    // The same length and mtime: what V8 and a size+mtime key cannot tell apart.
    writeFileSync(bundle, "module.exports = () => 'again';\n");
    utimesSync(bundle, before.atimeMs / 1000, before.mtimeMs / 1000);
    expect(Math.trunc(statSync(bundle).mtimeMs)).toBe(Math.trunc(before.mtimeMs));
    expect(run().stdout.trim()).toBe('again');
    expect(run().stdout.trim()).toBe('again');
    expect(readdirSync(join(dir, '.v8-cache')).filter((f) => f.endsWith('.v8')), 'the first content\'s cache is gone').toHaveLength(1);
  });

  it('is written by a run that did its work, not by a --help or a refused command (those compile little of it)', () => {
    rmSync(cacheDir, { recursive: true, force: true });
    const signCaches = () => (existsSync(cacheDir) ? readdirSync(cacheDir).filter((f) => f.startsWith('sign.cjs-')) : []);
    expect(spawnSync(process.execPath, [bin, 'sign', '--help']).status).toBe(0);
    expect(spawnSync(process.execPath, [bin, 'sign', 'nope.nothing', '--cdn', '7'], { env: { ...process.env, MC_SECRET: 's', MC_API_KEY: 'k' } }).status).toBe(2);
    expect(signCaches()).toEqual([]);
    expect(sign().status).toBe(0);
    expect(signCaches()).toHaveLength(1);
  });
});
