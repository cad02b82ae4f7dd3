/**
 * The module's packaging: the manifest validates with @companion-module/base's own
 * validator, and `npm run companion:pack` (companion-module-build) makes a .tgz whose
 * entry loads in Node and default-exports the InstanceBase subclass.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
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

  it('packs a .tgz whose entry loads and default-exports the module class', async () => {
    execFileSync('npm', ['run', '--silent', 'companion:pack'], { cwd: root, stdio: 'pipe' });
    const version = readJson<{ version: string }>(join(moduleDir, 'package.json')).version;
    const out = mkdtempSync(join(tmpdir(), 'mc-companion-pack-'));
    execFileSync('tar', ['-xzf', join(moduleDir, `master-control-${version}.tgz`), '-C', out]);
    const packed = readJson<ModuleManifest>(join(out, 'master-control/companion/manifest.json'));
    expect(() => validateManifest(packed, false)).not.toThrow();
    expect(packed.runtime).toMatchObject({ entrypoint: '../main.js', apiVersion: expect.stringMatching(/^2\.0\./) });
    expect(readFileSync(join(out, 'master-control/companion/HELP.md'), 'utf8')).toMatch(/Master Control/);

    const entry = (await import(pathToFileURL(join(out, 'master-control/main.js')).href)) as { default: new (ctx: unknown) => object; UpgradeScripts: unknown };
    expect(typeof entry.default).toBe('function');
    expect(Array.isArray(entry.UpgradeScripts)).toBe(true);
    for (const m of ['init', 'configUpdated', 'destroy', 'getConfigFields']) expect(typeof (entry.default.prototype as Record<string, unknown>)[m]).toBe('function');
    // InstanceBase's own check: only a module host context may construct it.
    expect(() => new entry.default({})).toThrow(/constructed incorrectly/);
  });
});
