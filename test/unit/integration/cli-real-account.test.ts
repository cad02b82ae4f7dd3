/**
 * The command line against a service that differs from the spec the way a real one may:
 * a read known only under its public name (sqldb.usage → mysql.usage), signed in every
 * way a PHP service may check it; and, through a loopback proxy, pages capped at 100 rows
 * and lists under other names.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../../../electron/cli/main';
import { type SandboxHandle, type SandboxOptions, startSandbox } from '../../../electron/sandbox';
import { type Proxy, type ProxyOptions, startCappingProxy } from './capping-proxy';

const open: Array<SandboxHandle | Proxy> = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

async function proxy(sb: SandboxHandle, o: Omit<ProxyOptions, 'target'>): Promise<Proxy> {
  const p = await startCappingProxy({ target: sb.baseUrl, ...o });
  open.push(p);
  return p;
}

/** Data lines of a CSV file (rows hold no line breaks here). */
function csvRows(path: string): number {
  return readFileSync(path, 'utf8').trim().split('\n').length - 1;
}

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

describe('master-control export through a service that caps pages at 100 rows', () => {
  it('a 2,500-row attempts export (list renamed to results) writes 2,500 rows and says complete against the count', async () => {
    const sb = await sandbox({ attempts: 2_500, seed: 5 });
    const p = await proxy(sb, { cap: 100, rename: { errors: 'results' } });
    const out = join(mkdtempSync(join(tmpdir(), 'mc-exp-')), 'attempts.csv');
    const r = await cli(sb, ['export', 'sevu.errorlog', '--params', '{}', '--out', out], p.baseUrl);
    expect(r.code, r.err).toBe(0);
    const summary = JSON.parse(r.out) as Record<string, unknown>;
    // Pages after the first are asked one row early (the drift check): 100 + 24 × 99 + 4.
    expect(summary).toMatchObject({ state: 'done', rows: 2_500, rows_counted: 2_500, pages: 26, complete: true });
    expect(String(summary.message)).toContain('Complete: 2,500 written of 2,500 counted.');
    expect(csvRows(out)).toBe(2_500);
  });

  it('a 2,500-row tickets export (no count; list renamed to data) writes 2,500 rows, complete because an empty page ended it', async () => {
    const sb = await sandbox({ tickets: 2_500, seed: 5 });
    const p = await proxy(sb, { cap: 100, rename: { tickets: 'data' } });
    const out = join(mkdtempSync(join(tmpdir(), 'mc-exp-')), 'tickets.csv');
    const r = await cli(sb, ['export', 'sevu.search', '--params', '{}', '--out', out, '--concurrency', '4'], p.baseUrl);
    expect(r.code, r.err).toBe(0);
    const summary = JSON.parse(r.out) as Record<string, unknown>;
    expect(summary).toMatchObject({ state: 'done', rows: 2_500, rows_counted: null, pages: 26, complete: true });
    expect(String(summary.message)).toContain('an empty page ended it');
    const keys = readFileSync(out, 'utf8').trim().split('\n').slice(1).map((l) => l.split(',')[0]);
    expect(new Set(keys).size).toBe(2_500);
  });
});

describe('master-control export: a page that is not a list, a count below the rows', () => {
  it.each([
    ['attempts with a date filter', 'sevu.errorlog', '{"datetime":"2000-01-01 00:00:00"}', 'errors', { attempts: 2_257 }],
    ['tickets', 'sevu.search', '{}', 'tickets', { tickets: 500 }],
  ] as const)('%s: a null page mid-run stops the export not complete, exit 2, naming the page', async (_what, command, params, member, data) => {
    const sb = await sandbox({ ...data, seed: 5 });
    // The fifth page, asked one row early (the drift check): seeks 0, 99, 198, 297, 396.
    const p = await proxy(sb, { cap: 100, listAt: { seek: 396, value: null } });
    const out = join(mkdtempSync(join(tmpdir(), 'mc-exp-')), 'rows.csv');
    const r = await cli(sb, ['export', command, '--params', params, '--out', out, '--concurrency', '1'], p.baseUrl);
    expect(r.code, r.err).toBe(2);
    const summary = JSON.parse(r.out) as Record<string, unknown>;
    expect(summary).toMatchObject({ state: 'failed', complete: false, rows: 397 });
    expect(String(summary.message)).toContain(`the page from row 397 sent ${member}: null, not a list`);
    expect(String(summary.message)).not.toMatch(/Complete/);
    expect(csvRows(out)).toBe(397);
  });

  it('errorcount 25 of 5,000: all 5,000 written, complete by the empty page, with the warning', async () => {
    const sb = await sandbox({ attempts: 5_000, seed: 5 });
    const p = await proxy(sb, { count: 25 });
    const out = join(mkdtempSync(join(tmpdir(), 'mc-exp-')), 'attempts.csv');
    const r = await cli(sb, ['export', 'sevu.errorlog', '--params', '{}', '--out', out], p.baseUrl);
    expect(r.code, r.err).toBe(0);
    const summary = JSON.parse(r.out) as Record<string, unknown>;
    expect(summary).toMatchObject({ state: 'done', rows: 5_000, rows_counted: 25, complete: true });
    expect(String(summary.message)).toContain('Warning: the service counted 25, fewer than the 5,000 written.');
    expect(csvRows(out)).toBe(5_000);
  });
});

describe('master-control export: pages that move under it', () => {
  it('a service repeating a page: exit 2, "Not complete" in the summary, the file named attempts.incomplete.csv holding the rows counted', async () => {
    const sb = await sandbox({ attempts: 5_000, seed: 5 });
    const p = await proxy(sb, { repeatFrom: 1_500 });
    const out = join(mkdtempSync(join(tmpdir(), 'mc-exp-')), 'attempts.csv');
    const r = await cli(sb, ['export', 'sevu.errorlog', '--params', '{}', '--out', out, '--concurrency', '1'], p.baseUrl);
    expect(r.code, r.err).toBe(2);
    const summary = JSON.parse(r.out) as Record<string, unknown>;
    expect(summary).toMatchObject({ state: 'failed', complete: false, error_kind: 'paging_drift', path: out.replace(/attempts\.csv$/, 'attempts.incomplete.csv') });
    expect(String(summary.message)).toMatch(/^Not complete: the service's pages moved at row /);
    expect(existsSync(out)).toBe(false);
    expect(csvRows(String(summary.path))).toBe(summary.rows);
  });

  it('rows read to the end but fewer than counted (5,000 of 6,000): exit 2, not complete, the file named so', async () => {
    const sb = await sandbox({ attempts: 5_000, seed: 5 });
    const p = await proxy(sb, { count: 6_000 });
    const out = join(mkdtempSync(join(tmpdir(), 'mc-exp-')), 'attempts.csv');
    const r = await cli(sb, ['export', 'sevu.errorlog', '--params', '{}', '--out', out], p.baseUrl);
    expect(r.code, r.err).toBe(2);
    const summary = JSON.parse(r.out) as Record<string, unknown>;
    expect(summary).toMatchObject({ state: 'done', complete: false, rows: 5_000, rows_counted: 6_000 });
    expect(String(summary.message)).toContain('Not complete: 5,000 written of 6,000 counted');
    expect(csvRows(out.replace(/attempts\.csv$/, 'attempts.incomplete.csv'))).toBe(5_000);
  });
});

describe('master-control call: a renamed list is read or reported, never empty', () => {
  it.each(['data', 'results', 'items'])('tickets sent as %s are read', async (name) => {
    const sb = await sandbox({ tickets: 30, seed: 5 });
    const p = await proxy(sb, { rename: { tickets: name } });
    const r = await cli(sb, ['call', 'sevu.search', '--params', '{"limit":20}'], p.baseUrl);
    expect(r.code, r.err).toBe(0);
    expect((JSON.parse(r.out) as { tickets: unknown[] }).tickets).toHaveLength(20);
  });

  it('tickets under a name no service is known to use: the words on stderr, exit non-zero, nothing on stdout', async () => {
    const sb = await sandbox({ tickets: 30, seed: 5 });
    const p = await proxy(sb, { rename: { tickets: 'rows' } });
    const r = await cli(sb, ['call', 'sevu.search', '--params', '{"limit":20}'], p.baseUrl);
    expect(r.code).not.toBe(0);
    expect(r.out).toBe('');
    expect(r.err).toContain("The server's answer had no readable list of tickets; it sent: rows.");
  });

  it('an export whose list cannot be found fails in the same words, not "0 rows"', async () => {
    const sb = await sandbox({ attempts: 50, seed: 5 });
    const p = await proxy(sb, { rename: { errors: 'log' } });
    const out = join(mkdtempSync(join(tmpdir(), 'mc-exp-')), 'attempts.csv');
    const r = await cli(sb, ['export', 'sevu.errorlog', '--params', '{}', '--out', out], p.baseUrl);
    expect(r.code).not.toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ state: 'failed', complete: false, rows: 0 });
    expect(r.out).toContain("The server's answer had no readable list of access attempts; it sent: log.");
  });
});
