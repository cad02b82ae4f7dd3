/**
 * `master-control sign` starts fast because it loads and builds only what signing needs
 *: no zod schema is built when the catalog loads (commands, records and wire
 * rules are builders), sign builds its command's request schema and nothing else, its
 * bundle holds only the zod it uses, and it never loads the client's transport
 * (node:http/https), node:net, the keychain, the audit log or Node's ES module loader.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalog, commandNames } from '../../../shared/api/catalog';

const root = join(import.meta.dirname, '..', '..', '..');

/**
 * zod calls `globalThis.__zod_globalConfig.postProcessor` with every instance it has just
 * built (zod/v4/core/core.js, the hook `zod/compile` uses). The same global reaches the
 * copy of zod bundled into out/cli, so one counter works from source and on the build.
 */
const COUNTER = `
globalThis.__zod_globalConfig ??= {};
globalThis.__zod_globalConfig.postProcessor = (inst) => {
  if (inst._zod.traits.has('$ZodType')) globalThis.__mcSchemasBuilt = (globalThis.__mcSchemasBuilt ?? 0) + 1;
};`;

type ZodHookHolder = { __zod_globalConfig?: { postProcessor?: unknown }; __mcSchemasBuilt?: number };

describe('the catalog builds schemas on first use', () => {
  afterEach(() => {
    const g = globalThis as ZodHookHolder;
    if (g.__zod_globalConfig) delete g.__zod_globalConfig.postProcessor;
    delete g.__mcSchemasBuilt;
  });

  it.each(commandNames)('%s: request and response are getters that build once', (name) => {
    const entry = catalog[name];
    for (const member of ['request', 'response'] as const) {
      const descriptor = Object.getOwnPropertyDescriptor(entry, member);
      expect(descriptor?.get, `${name}.${member} is built when the catalog loads`).toBeTypeOf('function');
      expect(entry[member]).toBe(entry[member]);
    }
  });

  it('loading the catalog (commands, records, wire rules, envelope) builds no schema', async () => {
    const g = globalThis as ZodHookHolder;
    new Function(COUNTER)();
    vi.resetModules();
    const fresh = await import('../../../shared/api/catalog');
    await import('../../../shared/api/records');
    await import('../../../shared/api/envelope');
    expect(g.__mcSchemasBuilt ?? 0).toBe(0);
    void fresh.catalog['sevu.search'].request;
    // The counter is live: reading one request builds that request (and proves zod still calls the hook).
    expect(g.__mcSchemasBuilt).toBeGreaterThan(0);
  });
});

/** The schemas a fresh process builds for sevu.search's request alone, counted from the sources. */
async function sevuSearchRequestSchemas(): Promise<number> {
  const g = globalThis as ZodHookHolder;
  new Function(COUNTER)();
  try {
    vi.resetModules();
    const fresh = await import('../../../shared/api/catalog');
    void fresh.catalog['sevu.search'].request;
    return g.__mcSchemasBuilt ?? 0;
  } finally {
    delete g.__zod_globalConfig?.postProcessor;
    delete g.__mcSchemasBuilt;
  }
}

/** Runs the built CLI with a preload that records the built-in modules, files and schemas of the run. */
function runBuilt(args: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'mc-sign-start-'));
  const listFile = join(dir, 'run.json');
  const preload = join(dir, 'record.cjs');
  // Node's own record of every built-in module it loaded, taken as the process exits.
  writeFileSync(
    preload,
    `${COUNTER}
process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(listFile)}, JSON.stringify({ builtins: process.moduleLoadList, files: Object.keys(require.cache), schemas: globalThis.__mcSchemasBuilt ?? 0 })));`,
  );
  // Output to files, as in the bench: a pipe would make Node load node:net for process.stdout itself.
  const outFile = join(dir, 'out.txt');
  const errFile = join(dir, 'err.txt');
  const [out, err] = [openSync(outFile, 'w'), openSync(errFile, 'w')];
  const status = spawnSync(process.execPath, ['--require', preload, join(root, 'bin', 'master-control.cjs'), ...args], {
    stdio: ['ignore', out, err],
    env: { ...process.env, MC_SECRET: 's' },
  }).status;
  closeSync(out);
  closeSync(err);
  const run = { status, stdout: readFileSync(outFile, 'utf8'), stderr: readFileSync(errFile, 'utf8') };
  const recorded = JSON.parse(readFileSync(listFile, 'utf8')) as { builtins: string[]; files: string[]; schemas: number };
  return { run, ...recorded };
}

describe('the built sign command', () => {
  it('signs without loading node:http, node:https, node:net, the keychain binding, the zod locales or the ES module loader', () => {
    const { run, builtins, files } = runBuilt(['sign', 'sevu.search', '--params', '{"limit":2}', '--cdn', '7', '--api-key', 'k']);
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ command: 'sevu.search', cdn: 7, limit: 2 });
    expect(builtins).toContain('NativeModule crypto');
    for (const unwanted of ['NativeModule http', 'NativeModule https', 'NativeModule _http_client', 'NativeModule tls', 'NativeModule net', 'NativeModule worker_threads']) {
      expect(builtins, unwanted).not.toContain(unwanted);
    }
    // An ES module anywhere on the way (the bin, a helper) starts Node's ESM loader and its module jobs.
    expect(builtins).not.toContain('NativeModule internal/modules/esm/module_job');
    expect(files.filter((f) => f.includes('keyring'))).toEqual([]);
    const bundle = readFileSync(join(root, 'out', 'cli', 'sign.cjs'), 'utf8');
    // zod's other message locales (German) are not in the bundle at all.
    expect(bundle).not.toContain('Eingabe');
    // Nor is the zod the catalog never uses (a schema type it has no use for): one
    // `import { z } from 'zod'` in the bundle's sources would bring all of zod back.
    expect(bundle).not.toContain('ZodTemplateLiteral');
  });

  it('--help prints without loading the stream machinery (it writes to the descriptor)', () => {
    const { run, builtins } = runBuilt(['--help']);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('usage: master-control <command>');
    expect(builtins).not.toContain('NativeModule stream');
  });

  it('builds the schemas of the request it signs and no other', async () => {
    const expected = await sevuSearchRequestSchemas();
    expect(expected).toBeGreaterThan(0);
    const signed = runBuilt(['sign', 'sevu.search', '--params', '{"limit":2}', '--cdn', '7', '--api-key', 'k']);
    expect(signed.run.status, signed.run.stderr).toBe(0);
    expect(signed.schemas).toBe(expected);
    const help = runBuilt(['sign', '--help']);
    expect(help.run.status, help.run.stderr).toBe(0);
    expect(help.schemas).toBe(0);
  });
});
