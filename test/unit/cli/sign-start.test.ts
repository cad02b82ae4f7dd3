/**
 * `master-control sign` starts fast because it loads only what signing needs (issue #13):
 * the catalog builds a command's schemas when they are first read, and sign never loads
 * the client's transport (node:http/https), the keychain or the audit log.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalog, commandNames } from '../../../shared/api/catalog';

const root = join(import.meta.dirname, '..', '..', '..');

describe('the catalog builds schemas on first use', () => {
  it.each(commandNames)('%s: request and response are getters that build once', (name) => {
    const entry = catalog[name];
    for (const member of ['request', 'response'] as const) {
      const descriptor = Object.getOwnPropertyDescriptor(entry, member);
      expect(descriptor?.get, `${name}.${member} is built when the catalog loads`).toBeTypeOf('function');
      expect(entry[member]).toBe(entry[member]);
    }
  });
});

describe('the built sign command', () => {
  it('signs without loading node:http, node:https, keytar or the zod locales', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mc-sign-start-'));
    const listFile = join(dir, 'modules.json');
    const preload = join(dir, 'list-modules.cjs');
    // Node's own record of every built-in module it loaded, taken as the process exits.
    writeFileSync(preload, `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(listFile)}, JSON.stringify({ builtins: process.moduleLoadList, files: Object.keys(require.cache) })));`);
    const run = spawnSync(process.execPath, ['--require', preload, join(root, 'bin', 'master-control.cjs'), 'sign', 'sevu.search', '--params', '{"limit":2}', '--cdn', '7', '--api-key', 'k'], {
      encoding: 'utf8',
      env: { ...process.env, MC_SECRET: 's' },
    });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ command: 'sevu.search', cdn: 7, limit: 2 });
    const { builtins, files } = JSON.parse(readFileSync(listFile, 'utf8')) as { builtins: string[]; files: string[] };
    expect(builtins).toContain('NativeModule crypto');
    for (const unwanted of ['NativeModule http', 'NativeModule https', 'NativeModule _http_client', 'NativeModule tls', 'NativeModule worker_threads']) {
      expect(builtins, unwanted).not.toContain(unwanted);
    }
    expect(files.filter((f) => f.includes('keytar'))).toEqual([]);
    // zod's other message locales (German) are not in the bundle at all.
    expect(readFileSync(join(root, 'out', 'cli', 'sign.cjs'), 'utf8')).not.toContain('Eingabe');
  });
});
