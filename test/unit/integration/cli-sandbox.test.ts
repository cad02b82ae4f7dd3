/**
 * The same catalog through the command line: `master-control call` for every command
 * against the sandbox (in-process for speed), its printed JSON checked against the same
 * decoded-value expectations as the client's, exit codes and one-line reasons, and one
 * real run of the installed bin so `npx master-control` is known to work.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandNames } from '../../../shared/api/catalog';
import { runCli } from '../../../electron/cli/main';
import { type SandboxHandle, startSandbox } from '../../../electron/sandbox';
import { sampleFor } from '../../fixtures/command-samples';
import { DECODED_EXPECTATIONS, expectationFor } from './decoded-expectations';

let sb: SandboxHandle;
let dataDir: string;

beforeAll(async () => {
  sb = await startSandbox({ seed: 21, tickets: 40, attempts: 200 });
  dataDir = mkdtempSync(join(tmpdir(), 'mc-cli-'));
});
afterAll(async () => sb.close());

async function cli(argv: string[], env: NodeJS.ProcessEnv = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { out: (l) => out.push(l), err: (l) => err.push(l) }, { MC_SECRET: sb.secret, MC_API_KEY: sb.apiKey, ...env });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

function target(): string[] {
  return ['--base-url', sb.baseUrl, '--cdn', String(sb.cdn), '--data-dir', dataDir];
}

describe('master-control call', () => {
  it('has a decoded-value expectation for exactly the catalog commands', () => {
    expect(Object.keys(DECODED_EXPECTATIONS).sort()).toEqual([...commandNames].sort());
  });

  // In catalog order on one sandbox, as the client test does: each expectation reads the
  // state its command's answer depends on just before the call.
  it.each(commandNames)('%s prints the decoded values the sandbox holds and exits 0', async (name) => {
    const params = sampleFor(name, sb.state.tickets.list[0]!.row.key);
    const check = expectationFor(name)(sb, params);
    sb.resetCounts();
    const r = await cli(['call', name, '--params', JSON.stringify(params), ...target()]);
    expect(r.code, r.err).toBe(0);
    expect(sb.counts()[name]).toBe(1);
    const printed = JSON.parse(r.out) as { status: string };
    expect(printed.status).toBe('success');
    check(printed);
    expect(r.out).not.toContain(sb.secret);
  });

  it('exits 1 with the failure kind on one line when the API refuses', async () => {
    const r = await cli(['call', 'sevu.search', '--params', '{"limit":1}', ...target()], { MC_SECRET: 'wrong' });
    expect(r.code).toBe(1);
    expect(r.err.split('\n')).toHaveLength(1);
    expect(r.err).toContain('signature_rejected');
    expect(r.err).not.toContain('wrong');
  });

  it('exits 2 naming the problem for bad params, and sends nothing', async () => {
    sb.resetCounts();
    const r = await cli(['call', 'sevu.status', '--params', '{"nope":1}', ...target()]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/invalid_request/);
    expect(sb.counts()['sevu.status'] ?? 0).toBe(0);
  });

  it('refuses a secret given as an argument', async () => {
    const r = await cli(['call', 'sevu.search', '--secret', 'x', ...target()]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/MC_SECRET/);
  });
});

describe('direct connect from the command line', () => {
  it('takes any service kind as text and origin_url, adaptive_group and event_name, as the form does', async () => {
    const params = {
      inst: 'live', app: 'demo-origin', stream: 'main', service_name: 'twitchlike', entry_name: 'cli-direct', dst_stream: 'k1',
      origin_url: 'rtmp://origin.example/app', adaptive_group: 'all', event_name: 'Finale',
    };
    const signed = await cli(['sign', 'pushpublish.connect', '--params', JSON.stringify(params), '--cdn', String(sb.cdn)]);
    expect(signed.code, signed.err).toBe(0);
    expect(JSON.parse(signed.out)).toMatchObject({ service_name: 'twitchlike', origin_url: 'rtmp://origin.example/app', adaptive_group: 'all', event_name: 'Finale' });
    const r = await cli(['call', 'pushpublish.connect', '--params', JSON.stringify(params), ...target()]);
    expect(r.code, r.err).toBe(0);
    expect(sb.state.sessions.list('demo-origin', 'live').find((s) => s.entry_name === 'cli-direct')).toMatchObject({ service_name: 'twitchlike' });
  });
});

describe('master-control sign', () => {
  it('prints the exact body the client would send, which the sandbox accepts', async () => {
    const r = await cli(['sign', 'sevu.search', '--params', '{"limit":"2","key":"a/b"}', '--cdn', String(sb.cdn)]);
    expect(r.code, r.err).toBe(0);
    const body = r.out.trim();
    expect(body).toMatch(/^\{"command":"sevu\.search","cdn":\d+,"api_key":"[^"]+","timestamp":\d+,"key":"a\\\/b","limit":2,"signature":"[^"]+"\}$/);
    const res = await fetch(sb.baseUrl, { method: 'POST', body: new URLSearchParams({ json: body }) });
    expect(((await res.json()) as { status: string }).status).toBe('success');
  });
});

describe('the installed bin', () => {
  // Asynchronous on purpose: the sandbox answers from this process's event loop.
  it('runs `master-control call` as a separate process', async () => {
    const r = await promisify(execFile)(process.execPath, ['bin/master-control.cjs', 'call', 'video.getapps', ...target()], {
      env: { ...process.env, MC_SECRET: sb.secret, MC_API_KEY: sb.apiKey },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(JSON.parse(r.stdout).apps.length).toBeGreaterThan(0);
  });
});
