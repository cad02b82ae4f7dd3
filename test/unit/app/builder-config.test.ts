import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ASAR_BUDGET_BYTES, judgePackage } from '../../../scripts/package-rules.mjs';
// @ts-expect-error -- plain .mjs script without type declarations
import { validateBuilderConfig } from '../../../scripts/validate-builder.mjs';

type Config = Record<string, { target?: unknown } | undefined>;
const validate = validateBuilderConfig as (projectDir: string, configPath: string) => Promise<Config>;

const root = join(import.meta.dirname, '..', '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'mc-builder-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('electron-builder.yml', () => {
  it("passes electron-builder's own schema validation, with Linux, macOS and Windows targets", async () => {
    const config = await validate(root, join(root, 'electron-builder.yml'));
    expect(config.linux?.target).toEqual(['AppImage', 'deb']);
    expect(config.mac?.target).toEqual(['dmg']);
    expect(config.win?.target).toEqual(['nsis']);
  });

  it('keeps the native modules as built (npmRebuild: false), ships the build output and the native modules only, and uses the default deb depends', async () => {
    const config = (await validate(root, join(root, 'electron-builder.yml'))) as Record<string, unknown>;
    expect(config.npmRebuild).toBe(false);
    // The loader normalizes the list to [{ filter: [...] }].
    const files = [config.files].flat().flatMap((f) => (f as { filter: string[] }).filter);
    expect(files).toEqual(expect.arrayContaining(['out/main/**/*', 'out/preload/**/*', 'out/renderer/**/*', '!**/node_modules/**/*']));
    expect(files).not.toContain('out/**/*');
    // electron-builder's defaults (GTK, NSS, libsecret…) apply only when depends is unset.
    expect((config.deb as { depends?: unknown } | undefined)?.depends).toBeUndefined();
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
    expect(Object.keys(pkg.dependencies)).toEqual(['@duckdb/node-api', '@napi-rs/keyring']);
    for (const dev of ['tsx', 'esbuild', 'react', 'react-dom', 'ag-grid-community', 'ag-charts-community', 'zod']) expect(pkg.devDependencies).toHaveProperty(dev);
  });

  it("package:check's verdict: the allow-list, the keyring's and DuckDB's binaries unpacked, the size budget, nothing left external", () => {
    const good = {
      asarFiles: ['/package.json', '/out', '/out/main', '/out/main/index.js', '/out/preload', '/out/preload/preload.cjs', '/out/renderer', '/out/renderer/index.html', '/out/ipdata', '/out/ipdata/country.mmdb.gz', '/out/ipdata/asn.bin.gz', '/out/ipdata/about.json', '/node_modules', '/node_modules/@napi-rs', '/node_modules/@napi-rs/keyring', '/node_modules/@napi-rs/keyring/package.json', '/node_modules/@napi-rs/keyring/index.js', '/node_modules/@napi-rs/keyring-linux-x64-gnu', '/node_modules/@napi-rs/keyring-linux-x64-gnu/package.json', '/node_modules/@napi-rs/keyring-linux-x64-gnu/keyring.linux-x64-gnu.node',
        '/out/main/archive-child.js', '/node_modules/@duckdb', '/node_modules/@duckdb/node-api', '/node_modules/@duckdb/node-api/package.json', '/node_modules/@duckdb/node-api/lib', '/node_modules/@duckdb/node-api/lib/index.js',
        '/node_modules/@duckdb/node-bindings', '/node_modules/@duckdb/node-bindings/duckdb.js', '/node_modules/@duckdb/node-bindings-linux-x64', '/node_modules/@duckdb/node-bindings-linux-x64/duckdb.node', '/node_modules/@duckdb/node-bindings-linux-x64/libduckdb.so',
        '/node_modules/detect-libc', '/node_modules/detect-libc/lib', '/node_modules/detect-libc/lib/detect-libc.js'],
      unpackedFiles: ['node_modules/@napi-rs/keyring-linux-x64-gnu/keyring.linux-x64-gnu.node', 'node_modules/@duckdb/node-bindings-linux-x64/duckdb.node', 'node_modules/@duckdb/node-bindings-linux-x64/libduckdb.so'],
      asarBytes: 12_300_000,
      bundleImports: ['electron', '@napi-rs/keyring', '@duckdb/node-api', 'stream'],
    };
    expect(judgePackage(good)).toEqual([]);
    expect(judgePackage({ ...good, asarFiles: [...good.asarFiles, '/node_modules/react', '/node_modules/react/index.js'] })).toEqual([expect.stringMatching(/2 path\(s\) outside the allow-list, e\.g\. \/node_modules\/react/)]);
    expect(judgePackage({ ...good, asarFiles: [...good.asarFiles, '/out/cli/main.js'] })).toEqual([expect.stringContaining('/out/cli/main.js')]);
    expect(judgePackage({ ...good, asarFiles: [...good.asarFiles, '/out/ipdata/asn-ipv4.csv'] })).toEqual([expect.stringContaining('/out/ipdata/asn-ipv4.csv')]);
    expect(judgePackage({ ...good, asarFiles: good.asarFiles.filter((f) => !f.endsWith('.mmdb.gz')) })).toEqual(['app.asar lacks /out/ipdata/country.mmdb.gz']);
    expect(judgePackage({ ...good, unpackedFiles: [] })).toEqual([expect.stringMatching(/DuckDB's binary .* is not unpacked/), expect.stringMatching(/keyring binary .* is not unpacked/)]);
    expect(judgePackage({ ...good, unpackedFiles: good.unpackedFiles.filter((f) => !f.endsWith('duckdb.node')) })).toEqual([expect.stringMatching(/DuckDB's binary .* is not unpacked/)]);
    expect(judgePackage({ ...good, asarFiles: good.asarFiles.filter((f) => !f.endsWith('archive-child.js')) })).toEqual(['app.asar lacks /out/main/archive-child.js']);
    expect(judgePackage({ ...good, asarFiles: [...good.asarFiles, '/node_modules/@duckdb/node-api/lib/index.d.ts'] })).toEqual([expect.stringContaining('index.d.ts')]);
    expect(judgePackage({ ...good, unpackedFiles: [...good.unpackedFiles, 'node_modules/esbuild/bin/esbuild'] })).toEqual([expect.stringMatching(/more than the native binaries \(keyring, DuckDB\): node_modules\/esbuild/)]);
    expect(judgePackage({ ...good, asarBytes: ASAR_BUDGET_BYTES + 1 })).toEqual([expect.stringMatching(/over the budget of 15,000,000/)]);
    expect(judgePackage({ ...good, bundleImports: ['electron', 'zod'] })).toEqual([expect.stringMatching(/load zod at run time/)]);
  });

  it('sets the Electron fuses of checklist #19', async () => {
    const config = (await validate(root, join(root, 'electron-builder.yml'))) as Record<string, unknown>;
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('is a real check: an unknown option is refused', async () => {
    const bad = join(dir, 'bad.yml');
    writeFileSync(bad, 'appId: com.mastercontrol.console\nlinux:\n  notAnOption: 1\n');
    await expect(validate(root, bad)).rejects.toThrow(/configuration\.linux/);
  });
});
