/**
 * The export against the real sandbox through the real signed client: row counts match
 * sevu.errorcount, quoting survives, the pager's requests are bounded, and the CLI
 * command writes the same file with a JSON summary.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../../electron/core/client';
import { systemClock } from '../../../electron/core/deps';
import { runExport } from '../../../electron/core/viewers/export-run';
import { reasonBreakdown } from '../../../electron/core/viewers/breakdown';
import { runExportCommand } from '../../../electron/cli/commands/export';
import { startSandbox, type SandboxHandle } from '../../../electron/sandbox/index';
import { readCsv } from './csv-read';

let sandbox: SandboxHandle;
let client: ApiClient;
let dir: string;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 7, attempts: 12_000, tickets: 800 });
  client = createApiClient({ baseUrl: sandbox.baseUrl, cdn: sandbox.cdn, apiKey: sandbox.apiKey, secret: sandbox.secret, serialization: 'php' });
  dir = await mkdtemp(join(tmpdir(), 'mc-sbx-export-'));
});
afterAll(async () => {
  client.close();
  await sandbox.close();
});

describe('export against the sandbox', () => {
  it('exports every rejected attempt of an app, matching sevu.errorcount', async () => {
    const params = { app: 'demo-origin', success: 0 as const };
    const count = await client.call('sevu.errorcount', params);
    if (!count.ok) throw new Error(count.error.message);
    const path = join(dir, 'rejected.csv');
    sandbox.resetCounts();
    const final = await runExport({
      id: 'x', call: (c, p, o) => client.call(c, p, o), command: 'sevu.errorlog', params, path, replace: false,
      pageSize: 500, concurrency: 4, signal: new AbortController().signal, clock: systemClock, onProgress: () => {},
    });
    expect(final.state).toBe('done');
    expect(final.rows).toBe(count.value.error_count);
    expect(final.total).toBe(count.value.error_count);
    const rows = readCsv(await readFile(path, 'utf8'));
    expect(rows).toHaveLength(final.rows + 1);
    expect(rows.slice(1).every((r) => r[4] === 'demo-origin' && r[8] === '0' && r[9] !== 'Success')).toBe(true);
    // Pages: ceil(rows/500) plus at most (concurrency - 1) read past the end, plus the count.
    const pages = sandbox.counts()['sevu.errorlog'] ?? 0;
    expect(pages).toBeLessThanOrEqual(Math.ceil(final.rows / 500) + 1 + 3);
  });

  it('exports every ticket; never-used tickets have an empty first-use cell', async () => {
    const path = join(dir, 'tickets.csv');
    const final = await runExport({
      id: 'y', call: (c, p, o) => client.call(c, p, o), command: 'sevu.search', params: {}, path, replace: false,
      pageSize: 300, concurrency: 3, signal: new AbortController().signal, clock: systemClock, onProgress: () => {},
    });
    expect(final).toMatchObject({ state: 'done', rows: sandbox.state.tickets.list.length });
    const rows = readCsv(await readFile(path, 'utf8'));
    const keys = new Set(rows.slice(1).map((r) => r[0]));
    expect(keys.size).toBe(final.rows);
    expect(rows.slice(1).some((r) => r[6] === '')).toBe(true);
  });

  it('the reason breakdown of the sandbox agrees with per-reason filtering of the rows', async () => {
    const r = await reasonBreakdown({ call: (c, p, o) => client.call(c, p, o), params: { app: 'demo-origin' }, sample: 100_000 });
    if (!r.ok) throw new Error(r.error.message);
    const rejected = await client.call('sevu.errorcount', { app: 'demo-origin', success: 0 });
    expect(rejected.ok && r.value.sampled).toBe(rejected.ok ? rejected.value.error_count : -1);
    expect(r.value.exact).toBe(true);
    expect(r.value.counts.reduce((n, c) => n + c.count, 0)).toBe(r.value.sampled);
  });

  it('the CLI writes the file and prints one JSON summary line', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const path = join(dir, 'cli.csv');
    const code = await runExportCommand(
      ['sevu.errorlog', '--params', '{"video":"cam_1"}', '--out', path, '--base-url', sandbox.baseUrl, '--cdn', String(sandbox.cdn), '--api-key', sandbox.apiKey, '--page-size', '250'],
      { out: (l) => out.push(l), err: (l) => err.push(l) },
      { MC_SECRET: sandbox.secret },
    );
    expect(code).toBe(0);
    expect(out).toHaveLength(1);
    const summary = JSON.parse(out[0]!) as { state: string; rows: number; path: string };
    expect(summary).toMatchObject({ state: 'done', path });
    expect(readCsv(await readFile(path, 'utf8'))).toHaveLength(summary.rows + 1);
    expect(err.join('\n')).not.toContain(sandbox.secret);
  });

  it('the CLI refuses bad input with exit code 2 and a specific message, sending nothing', async () => {
    const err: string[] = [];
    const io = { out: () => {}, err: (l: string) => err.push(l) };
    const base = ['--base-url', sandbox.baseUrl, '--cdn', String(sandbox.cdn), '--api-key', sandbox.apiKey];
    expect(await runExportCommand(['sevu.status', '--out', join(dir, 'a.csv'), ...base], io, { MC_SECRET: 's' })).toBe(2);
    expect(err.at(-1)).toContain('command');
    expect(await runExportCommand(['sevu.errorlog', '--params', '{"datetime":"today"}', '--out', join(dir, 'a.csv'), ...base], io, { MC_SECRET: 's' })).toBe(2);
    expect(err.at(-1)).toContain('use YYYY-MM-DD HH:MM:SS (UTC)');
    expect(await runExportCommand(['sevu.errorlog', '--out', join(dir, 'a.csv'), ...base], io, {})).toBe(2);
    expect(err.at(-1)).toContain('MC_SECRET');
  });

  it('the CLI reads --profile from the data folder and names the accounts it knows when the name is wrong', async () => {
    const err: string[] = [];
    const code = await runExportCommand(
      ['sevu.search', '--out', join(dir, 'p.csv'), '--profile', 'Nope', '--data-dir', dir],
      { out: () => {}, err: (l) => err.push(l) },
      { MC_SECRET_BACKEND: 'none' },
    );
    expect(code).toBe(2);
    expect(err.join('\n')).toContain('No account called "Nope" (accounts: Sandbox)');
  });

  it('the CLI exits 1 when the API refuses (wrong secret)', async () => {
    const out: string[] = [];
    const code = await runExportCommand(
      ['sevu.search', '--out', join(dir, 'refused.csv'), '--base-url', sandbox.baseUrl, '--cdn', String(sandbox.cdn), '--api-key', sandbox.apiKey],
      { out: (l) => out.push(l), err: () => {} },
      { MC_SECRET: 'not-the-secret' },
    );
    expect(code).toBe(1);
    expect(JSON.parse(out[0]!)).toMatchObject({ state: 'failed', error_kind: 'signature_rejected', rows: 0 });
  });
});
