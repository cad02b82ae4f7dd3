import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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

  it('keeps keytar as built (npmRebuild: false) and ships only the build output', () => {
    const text = readFileSync(join(root, 'electron-builder.yml'), 'utf8');
    expect(text).toMatch(/^npmRebuild: false$/m);
    expect(text).toMatch(/^ {2}- out\/\*\*\/\*$/m);
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
