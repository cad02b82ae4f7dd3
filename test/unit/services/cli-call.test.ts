import { createHmac } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_WARNING } from '../../../electron/cli/api-key';
import { runCallCommand } from '../../../electron/cli/commands/call';
import { runSignCommand } from '../../../electron/cli/commands/sign';
import { exitCodeOf } from '../../../electron/cli/exit-codes';
import type { ApiFailureKind } from '../../../shared/api/failures';
import { closedPort, type Reply, startFaultServer } from '../client/fault-server';
import { createCoreServices } from '../../../electron/core/services';
import { type SandboxHandle, startSandbox } from '../../../electron/sandbox';

let sandbox: SandboxHandle;
beforeAll(async () => {
  sandbox = await startSandbox({ seed: 7 });
});
afterAll(async () => {
  await sandbox.close();
});

/** The CLI's io; the --api-key warning is kept apart, so `err` holds the command's own words. */
function io(stdin?: string) {
  const out: string[] = [];
  const err: string[] = [];
  const warnings: string[] = [];
  const cliIo = { out: (l: string) => out.push(l), err: (l: string) => (l === API_KEY_WARNING ? warnings : err).push(l), ...(stdin === undefined ? {} : { stdin: async () => stdin }) };
  return { io: cliIo, out, err, warnings };
}

async function dir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'mc-cli-'));
}

const direct = () => ['--base-url', sandbox.baseUrl, '--cdn', String(sandbox.cdn), '--api-key', sandbox.apiKey];

describe('the API key on the command line', () => {
  it('--api-key KEY works but warns once on stderr that other local users can see it, naming the private ways', async () => {
    const t = io();
    expect(await runCallCommand(['video.getapps', ...direct(), '--data-dir', await dir()], t.io, { MC_SECRET: sandbox.secret })).toBe(0);
    expect(t.warnings).toEqual([API_KEY_WARNING]);
    expect(API_KEY_WARNING).toMatch(/other local users.*MC_API_KEY.*--profile.*--api-key -/);
  });

  it('MC_API_KEY and --api-key - (stdin) work without the warning; the key is never printed', async () => {
    const base = ['video.getapps', '--base-url', sandbox.baseUrl, '--cdn', String(sandbox.cdn), '--data-dir', await dir()];
    const fromEnv = io();
    expect(await runCallCommand(base, fromEnv.io, { MC_SECRET: sandbox.secret, MC_API_KEY: sandbox.apiKey })).toBe(0);
    const fromStdin = io(`${sandbox.apiKey}\n`);
    expect(await runCallCommand([...base, '--api-key', '-'], fromStdin.io, { MC_SECRET: sandbox.secret }), fromStdin.err.join('')).toBe(0);
    expect([fromEnv.warnings, fromStdin.warnings, fromStdin.err]).toEqual([[], [], []]);
    const wrong = io('not-the-key-0000\n');
    expect(await runCallCommand([...base, '--api-key', '-'], wrong.io, { MC_SECRET: sandbox.secret })).toBe(1);
    expect(wrong.err.join('')).not.toContain('not-the-key-0000');
  });
});

describe('master-control call', () => {
  it('prints the decoded response as JSON and exits 0', async () => {
    const t = io();
    const code = await runCallCommand(['video.getapps', ...direct(), '--data-dir', await dir()], t.io, { MC_SECRET: sandbox.secret });
    expect(code, t.err.join('\n')).toBe(0);
    const response = JSON.parse(t.out.join('\n'));
    expect(response.apps.map((a: { name: string }) => a.name)).toEqual(['demo-origin', 'channel-origin', 'vod-archive']);
  });

  it('exits 1 with one stderr line naming the kind on an API failure, and audits mutating calls', async () => {
    const t = io();
    const dataDir = await dir();
    const code = await runCallCommand(['sevu.revoke', '--params', '{"key":"no-such-ticket"}', ...direct(), '--data-dir', dataDir], t.io, { MC_SECRET: sandbox.secret });
    expect(code).toBe(1);
    expect(t.err).toHaveLength(1);
    expect(t.err[0]).toMatch(/^master-control call: api_failure: /);
    const audit = (await readFile(join(dataDir, 'audit.jsonl'), 'utf8')).split('\n').filter((l) => l !== '').map((l) => JSON.parse(l));
    expect(audit.map((l) => l.phase)).toEqual(['intent', 'outcome']);
    expect(audit[1]).toMatchObject({ outcome: 'failed', resultKind: 'api_failure' });
  });

  it('exits 1 with signature_rejected for a wrong secret, without echoing it', async () => {
    const t = io();
    const code = await runCallCommand(['video.getapps', ...direct(), '--data-dir', await dir()], t.io, { MC_SECRET: 'wrong-secret-value-123' });
    expect(code).toBe(1);
    expect(t.err[0]).toMatch(/^master-control call: signature_rejected: /);
    expect(t.err.join('')).not.toContain('wrong-secret-value-123');
  });

  it.each([
    [['video.getapps', '--secret', 'abc'], 'usage_error: the secret is read from the MC_SECRET'],
    [['no.such.command'], 'unknown_command: "no.such.command" is not a catalog command'],
    [['video.getapps', '--params', '{bad'], 'usage_error: the params are not valid JSON'],
    [['video.getapps', '--params', '[1]'], 'usage_error: the params must be one JSON object'],
    [['video.getapps', '--serialization', 'xml'], 'usage_error: --serialization is php or standard'],
    [['video.getapps', '--params-file', '/no/such/file.json'], 'io_error: cannot read --params-file /no/such/file.json: ENOENT'],
    [['sevu.search', '--params', '{"limit":0}', '--base-url', 'http://127.0.0.1:1/stable/', '--cdn', '1', '--api-key', 'k'], 'invalid_request: '],
    [['video.getapps', '--base-url', 'https://x.example/stable/', '--cdn', '1'], 'invalid_input: missing --api-key, the MC_SECRET environment variable'],
  ])('exits 2 for %j', async (argv, reason) => {
    const t = io();
    expect(await runCallCommand(argv, t.io, argv.includes('--cdn') && argv.includes('--api-key') ? { MC_SECRET: 'abcdef' } : {})).toBe(2);
    expect(t.err).toHaveLength(1);
    expect(t.err[0]).toContain(`master-control call: ${reason}`);
  });

  it('uses a saved profile and the vault (passphrase from MC_VAULT_PASSPHRASE)', async () => {
    const dataDir = await dir();
    const core = createCoreServices({ dataDir, mode: 'web', version: 't', sandbox: null, secretBackend: 'vault', logSink: () => {} });
    await core.router.dispatch('accounts.createVault', { passphrase: 'vault passphrase 1' });
    const created = await core.router.dispatch('accounts.create', { name: 'Staging', baseUrl: sandbox.baseUrl, cdn: sandbox.cdn, serialization: 'standard' });
    const id = (created as { value: { id: string } }).value.id;
    expect(await core.router.dispatch('accounts.setCredentials', { id, apiKey: sandbox.apiKey, secret: sandbox.secret })).toMatchObject({ ok: true });
    await core.dispose();
    const env = { MC_SECRET_BACKEND: 'vault', MC_VAULT_PASSPHRASE: 'vault passphrase 1' };
    const ok = io();
    expect(await runCallCommand(['video.getapps', '--profile', 'staging', '--data-dir', dataDir], ok.io, env), ok.err.join('')).toBe(0);
    const wrong = io();
    expect(await runCallCommand(['video.getapps', '--profile', 'Staging', '--data-dir', dataDir], wrong.io, { ...env, MC_VAULT_PASSPHRASE: 'nope' })).toBe(2);
    expect(wrong.err[0]).toMatch(/^master-control call: vault_wrong_passphrase: /);
    const locked = io();
    expect(await runCallCommand(['video.getapps', '--profile', 'Staging', '--data-dir', dataDir], locked.io, { MC_SECRET_BACKEND: 'vault' })).toBe(2);
    expect(locked.err[0]).toMatch(/^master-control call: vault_locked: .*MC_VAULT_PASSPHRASE/);
    const missing = io();
    expect(await runCallCommand(['video.getapps', '--profile', 'Nobody', '--data-dir', dataDir], missing.io, env)).toBe(2);
    expect(missing.err[0]).toMatch(/^master-control call: not_found: No account called "Nobody" \(accounts: Sandbox, Staging\)/);
  });

  it('reads params from a file', async () => {
    const dataDir = await dir();
    const file = join(dataDir, 'p.json');
    await writeFile(file, '{"limit": 2}');
    const t = io();
    expect(await runCallCommand(['sevu.search', '--params-file', file, ...direct(), '--data-dir', dataDir], t.io, { MC_SECRET: sandbox.secret }), t.err.join('')).toBe(0);
    expect(JSON.parse(t.out.join('\n')).tickets).toHaveLength(2);
  });
});

describe('call exit codes: 1 only when the server answered with a failure', () => {
  const SECRET = 'exit-code-secret-0123';
  const failure = (code: string, message: string): Reply => ({ type: 'json', body: { status: 'failure', code, message } });
  const cases: Array<[string, 1 | 2, string, string, Reply]> = [
    ['api_failure', 1, 'sevu.search', '{}', failure('0004', 'unexpected error')],
    ['auth_rejected', 1, 'sevu.search', '{}', failure('0001', 'CDN Authorization failed.')],
    ['timestamp_rejected', 1, 'sevu.search', '{}', failure('0002', 'Timestamp outside valid range.')],
    ['signature_rejected', 1, 'sevu.search', '{}', failure('0003', 'Failed HMAC-SHA256 Signature.')],
    ['http_status', 2, 'sevu.search', '{}', { type: 'raw', status: 404, body: 'Not Found' }],
    ['empty_body', 2, 'sevu.search', '{}', { type: 'raw', body: '' }],
    ['not_json', 2, 'sevu.search', '{}', { type: 'raw', body: '<html>Bad Gateway</html>' }],
    ['bad_shape', 2, 'sevu.search', '{}', { type: 'json', body: { status: 'success', message: 'ok', tickets: 'not a list' } }],
    ['network_error', 2, 'sevu.search', '{}', { type: 'reset' }],
    ['timeout', 2, 'sevu.search', '{}', { type: 'hang' }],
    ['outcome_unknown', 2, 'sevu.revoke', '{"key":"k.1"}', { type: 'reset' }],
  ];

  it.each(cases)('%s exits %i', async (kind, exit, command, params, reply) => {
    const server = await startFaultServer(SECRET);
    try {
      server.respond(() => reply);
      const t = io();
      const argv = [command, '--params', params, '--base-url', server.url, '--cdn', '7', '--api-key', 'key-1', '--timeout-ms', '300', '--data-dir', await dir()];
      expect(await runCallCommand(argv, t.io, { MC_SECRET: SECRET })).toBe(exit);
      expect(t.err).toHaveLength(1);
      expect(t.err[0]).toMatch(new RegExp(`^master-control call: ${kind}: `));
      expect(server.count(command)).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });

  it('network_not_sent (nothing listens) exits 2', async () => {
    const t = io();
    const argv = ['sevu.search', '--base-url', `http://127.0.0.1:${await closedPort()}/stable/`, '--cdn', '7', '--api-key', 'key-1', '--data-dir', await dir()];
    expect(await runCallCommand(argv, t.io, { MC_SECRET: SECRET })).toBe(2);
    expect(t.err[0]).toMatch(/^master-control call: network_not_sent: /);
  });

  it('classifies every client failure kind, and app-side kinds as 2', () => {
    const answered: ApiFailureKind[] = ['api_failure', 'auth_rejected', 'timestamp_rejected', 'signature_rejected'];
    const other: ApiFailureKind[] = ['http_status', 'timeout', 'network_not_sent', 'network_error', 'outcome_unknown', 'empty_body', 'not_json', 'bad_shape', 'too_large', 'cancelled', 'already_in_flight', 'invalid_request'];
    for (const k of answered) expect(exitCodeOf(k)).toBe(1);
    for (const k of other) expect(exitCodeOf(k)).toBe(2);
    for (const k of ['io_error', 'vault_locked', 'toString', '']) expect(exitCodeOf(k)).toBe(2);
  });

  it('refuses a --timeout-ms that is not a whole number', async () => {
    const t = io();
    expect(await runCallCommand(['sevu.search', '--timeout-ms', 'soon', ...direct()], t.io, { MC_SECRET: sandbox.secret })).toBe(2);
    expect(t.err[0]).toMatch(/usage_error: --timeout-ms is a whole number/);
  });
});

describe('master-control sign', () => {
  it('prints the exact body: PHP escaping, catalog member order, spliced signature that verifies', async () => {
    const t = io();
    const code = await runSignCommand(['sevu.search', '--params', '{"limit":"1","app":"a/b é"}', '--cdn', '42', '--api-key', 'key-1'], t.io, { MC_SECRET: 'sign-secret' });
    expect(code, t.err.join('')).toBe(0);
    const body = t.out[0]!;
    expect(body).toMatch(/^\{"command":"sevu\.search","cdn":42,"api_key":"key-1","timestamp":\d+,"app":"a\\\/b \\u00e9","limit":1,"signature":"[^"]+"\}$/);
    const signed = body.replace(/,"signature":"[^"]+"\}$/, '}');
    const signature = JSON.parse(body).signature;
    expect(signature).toBe(createHmac('sha256', 'sign-secret').update(signed).digest('base64'));
  });

  it('takes the command from "command" in --params, as the issue writes it, giving the same body', async () => {
    const clock = Date.now;
    const fixed = 1_700_000_000_000;
    Date.now = () => fixed;
    try {
      const inParams = io();
      expect(await runSignCommand(['--params', '{"command":"sevu.search","limit":"1","app":"a/b"}', '--cdn', '42', '--api-key', 'key-1'], inParams.io, { MC_SECRET: 'sign-secret' }), inParams.err.join('')).toBe(0);
      const positional = io();
      expect(await runSignCommand(['sevu.search', '--params', '{"limit":"1","app":"a/b"}', '--cdn', '42', '--api-key', 'key-1'], positional.io, { MC_SECRET: 'sign-secret' })).toBe(0);
      expect(inParams.out[0]).toBe(positional.out[0]);
      expect(inParams.out[0]).toMatch(/^\{"command":"sevu\.search","cdn":42,"api_key":"key-1","timestamp":1700000000,"app":"a\\\/b","limit":1,"signature":"[^"]+"\}$/);
    } finally {
      Date.now = clock;
    }
  });

  it.each([
    [['--params', '{"limit":1}'], /usage_error: name the command to sign: master-control sign COMMAND --params JSON, or put it in the params/],
    [['--params', '{"command":"no.such"}'], /unknown_command: "no\.such" is not a catalog command/],
    [['--params', '{"command":7}'], /usage_error: "command" in the params must be a command name, got 7/],
    [['sevu.status', '--params', '{"command":"sevu.search"}'], /usage_error: the command is named twice, as sevu\.status and as "command":"sevu\.search"/],
  ])('sign %j exits 2 saying what is wrong', async (argv, reason) => {
    const t = io();
    expect(await runSignCommand([...argv, '--cdn', '42', '--api-key', 'k'], t.io, { MC_SECRET: 's' })).toBe(2);
    expect(t.err).toHaveLength(1);
    expect(t.err[0]).toMatch(reason);
  });

  it('uses standard serialization when asked', async () => {
    const t = io();
    await runSignCommand(['sevu.search', '--params', '{"app":"a/b"}', '--cdn', '42', '--api-key', 'k', '--serialization', 'standard'], t.io, { MC_SECRET: 's' });
    expect(t.out[0]).toContain('"app":"a/b"');
  });

  it('refuses without MC_SECRET, and refuses invalid params (exit 2)', async () => {
    const a = io();
    expect(await runSignCommand(['sevu.search', '--cdn', '42', '--api-key', 'k'], a.io, {})).toBe(2);
    expect(a.err[0]).toContain('missing the MC_SECRET environment variable');
    const b = io();
    expect(await runSignCommand(['sevu.status', '--params', '{}', '--cdn', '42', '--api-key', 'k'], b.io, { MC_SECRET: 's' })).toBe(2);
    expect(b.err[0]).toMatch(/^master-control sign: invalid_request: /);
  });
});
