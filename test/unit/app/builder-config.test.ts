import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'mc-builder-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function validate(configPath: string) {
  return spawnSync(process.execPath, [join(root, 'scripts', 'validate-builder.mjs'), configPath], { cwd: root, encoding: 'utf8' });
}

describe('electron-builder.yml', () => {
  it("passes electron-builder's own schema validation, with Linux, macOS and Windows targets", () => {
    const run = validate(join(root, 'electron-builder.yml'));
    expect(run.stderr).not.toContain('not valid');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('electron-builder.yml is valid (linux: AppImage+deb, mac: dmg, win: nsis)');
  });

  it('keeps keytar as built (npmRebuild: false) and ships only the build output', () => {
    const text = readFileSync(join(root, 'electron-builder.yml'), 'utf8');
    expect(text).toMatch(/^npmRebuild: false$/m);
    expect(text).toMatch(/^ {2}- out\/\*\*\/\*$/m);
  });

  it('is a real check: an unknown option is refused', () => {
    const bad = join(dir, 'bad.yml');
    writeFileSync(bad, 'appId: com.mastercontrol.console\nlinux:\n  notAnOption: 1\n');
    const run = validate(bad);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('configuration.linux');
  });
});
