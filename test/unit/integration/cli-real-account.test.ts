/**
 * The command line against a service that differs from the spec the way a real one may:
 * a read known only under its public name (sqldb.usage → mysql.usage), signed in every
 * way a PHP service may check it.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../../../electron/cli/main';
import { type SandboxHandle, type SandboxOptions, startSandbox } from '../../../electron/sandbox';

const open: SandboxHandle[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

async function sandbox(o: SandboxOptions): Promise<SandboxHandle> {
  const sb = await startSandbox(o);
  open.push(sb);
  return sb;
}

async function cli(sb: SandboxHandle, argv: string[], baseUrl = sb.baseUrl) {
  const out: string[] = [];
  const err: string[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'mc-cli-ra-'));
  const target = ['--base-url', baseUrl, '--cdn', String(sb.cdn), '--api-key', sb.apiKey, '--data-dir', dataDir];
  const code = await runCli([...argv, ...target], { out: (l) => out.push(l), err: (l) => err.push(l) }, { MC_SECRET: sb.secret });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('master-control call: one alias fallback, in core', () => {
  it.each(['php', 'raw', 'either'] as const)('sqldb.usage is answered by a --signature-mode %s sandbox that knows only mysql.usage', async (signatureMode) => {
    const sb = await sandbox({ unknownCommands: ['sqldb.usage'], signatureMode });
    sb.resetCounts();
    const r = await cli(sb, ['call', 'sqldb.usage', '--params', '{"sqldb":11}']);
    expect(r.code, r.err).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ status: 'success' });
    expect((JSON.parse(r.out) as { data: unknown[] }).data.length).toBeGreaterThan(0);
    expect(sb.counts()).toMatchObject({ 'sqldb.usage': 1, 'mysql.usage': 1 });
  });
});
