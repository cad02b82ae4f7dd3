/**
 * The module's packaging: the manifest validates with @companion-module/base's own
 * validator, and `npm run companion:pack` (companion-module-build) makes a .tgz whose
 * entry loads in Node and default-exports the InstanceBase subclass.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type ModuleManifest, validateManifest } from '@companion-module/base/manifest';
import { describe, expect, it } from 'vitest';

const moduleDir = resolve(import.meta.dirname, '..');
const root = resolve(moduleDir, '../..');
const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

describe('the Companion module package', () => {
  it("validates its manifest with the base package's validator", () => {
    const manifest = readJson<ModuleManifest>(join(moduleDir, 'companion/manifest.json'));
    expect(() => validateManifest(manifest, false)).not.toThrow();
    expect(manifest).toMatchObject({ id: 'master-control', type: 'connection', runtime: { type: 'node22' } });
    expect(() => validateManifest({ ...manifest, runtime: { ...manifest.runtime, type: 'node18' as 'node22' } }, false)).toThrow(/validation failed/);
  });

  it('pins @companion-module/base to 2.0.x (Companion 4.3 takes module API 2.0.x only), and the pack refuses any other', () => {
    const range = readJson<{ dependencies: Record<string, string> }>(join(moduleDir, 'package.json')).dependencies['@companion-module/base']!;
    expect(range).toBe('~2.0.4');
    expect(readJson<{ devDependencies: Record<string, string> }>(join(root, 'package.json')).devDependencies['@companion-module/base']).toBe(range);
    const check = (basePackage: string[]) => spawnSync(process.execPath, [join(moduleDir, 'scripts/check-base.mjs'), ...basePackage], { encoding: 'utf8' });
    expect(check([]).status).toBe(0);
    const base = (version: string) => {
      const fake = join(mkdtempSync(join(tmpdir(), 'mc-base-')), 'package.json');
      writeFileSync(fake, JSON.stringify({ name: '@companion-module/base', version }));
      return check([fake]);
    };
    expect(['2.0.4', '2.0.9', '2.0.3', '2.1.0', '3.0.0'].map((v) => base(v).status)).toEqual([0, 0, 1, 1, 1]);
    expect(base('2.1.0').stderr).toMatch(/^Not packed: @companion-module\/base 2\.1\.0 is installed, but the module is pinned to ~2\.0\.4/);
  });

  it('names no placeholder repository or bug tracker: the project publishes none, so both are empty', () => {
    const manifest = readJson<ModuleManifest>(join(moduleDir, 'companion/manifest.json'));
    const project = readJson<{ repository?: string | { url: string }; bugs?: string | { url: string } }>(join(root, 'package.json'));
    expect(project.repository).toBeUndefined();
    expect([manifest.repository, manifest.bugs]).toEqual(['', '']);
  });

  it('packs a .tgz whose entry loads and default-exports the module class', async () => {
    execFileSync('npm', ['run', '--silent', 'companion:pack'], { cwd: root, stdio: 'pipe' });
    const version = readJson<{ version: string }>(join(moduleDir, 'package.json')).version;
    const out = mkdtempSync(join(tmpdir(), 'mc-companion-pack-'));
    execFileSync('tar', ['-xzf', join(moduleDir, `master-control-${version}.tgz`), '-C', out]);
    const packed = readJson<ModuleManifest>(join(out, 'master-control/companion/manifest.json'));
    expect(() => validateManifest(packed, false)).not.toThrow();
    expect(packed.runtime).toMatchObject({ entrypoint: '../main.js', apiVersion: expect.stringMatching(/^2\.0\./) });
    expect(packed.runtime.apiVersion).toMatch(/^2\.0\.([4-9]|\d{2,})$/);
    expect(readFileSync(join(out, 'master-control/companion/HELP.md'), 'utf8')).toMatch(/Master Control/);

    const entry = (await import(pathToFileURL(join(out, 'master-control/main.js')).href)) as { default: new (ctx: unknown) => object; UpgradeScripts: unknown };
    expect(typeof entry.default).toBe('function');
    expect(Array.isArray(entry.UpgradeScripts)).toBe(true);
    for (const m of ['init', 'configUpdated', 'destroy', 'getConfigFields']) expect(typeof (entry.default.prototype as Record<string, unknown>)[m]).toBe('function');
    // InstanceBase's own check: only a module host context may construct it.
    expect(() => new entry.default({})).toThrow(/constructed incorrectly/);
  });
});
