/**
 * The real client against the real sandbox, for every catalog command: exact on the wire
 * (the sandbox verifies signatures and member rules) and decoded into the catalog's shapes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommandName, catalog, commandNames, mutatingCommands } from '../../../shared/api/catalog';
import { type ApiClient, createApiClient } from '../../../electron/core/client';
import { type Fault, type SandboxHandle, startSandbox } from '../../../electron/sandbox';
import { sampleFor } from '../../fixtures/command-samples';

let sb: SandboxHandle;
let firstKey: string;

function clientFor(overrides: Partial<Parameters<typeof createApiClient>[0]> = {}): ApiClient {
  return createApiClient({
    baseUrl: sb.baseUrl,
    cdn: sb.cdn,
    apiKey: sb.apiKey,
    secret: sb.secret,
    serialization: 'php',
    timeoutMs: 1500,
    connectTimeoutMs: 1000,
    retry: { baseDelayMs: 1, maxDelayMs: 5 },
    ...overrides,
  });
}

async function freshSandbox(): Promise<void> {
  await sb?.close();
  sb = await startSandbox({ seed: 11, tickets: 40, attempts: 200 });
  firstKey = sb.state.tickets.list[0]!.row.key;
}

beforeAll(freshSandbox);
afterAll(async () => sb.close());

describe('every catalog command through the client', () => {
  for (const serialization of ['php', 'standard'] as const) {
    // Commands change state (a split is busy for a moment, a removed user is gone): each
    // serialization gets its own fresh sandbox.
    it.each(commandNames)(`%s succeeds and decodes (${serialization})`, async (name) => {
      if (name === commandNames[0]) await freshSandbox();
      const client = clientFor({ serialization });
      const result = await client.call(name, sampleFor(name, firstKey) as never);
      client.close();
      expect(result.ok, JSON.stringify(!result.ok && result.error)).toBe(true);
      if (!result.ok) return;
      // The decoded value is exactly what the catalog's schema makes of the body.
      expect(result.value.status).toBe('success');
      expect(result.meta.attempts).toBe(1);
      expect(typeof result.meta.latencyMs).toBe('number');
    });
  }

  it('decodes the records into clean domain values', async () => {
    const client = clientFor();
    const search = await client.call('sevu.search', { limit: 3 });
    const status = await client.call('sevu.status', { key: firstKey });
    const playlist = await client.call('channel.currentchannels', { stream: 'channel1' });
    client.close();
    if (!search.ok || !status.ok || !playlist.ok) throw new Error('reads failed');
    for (const t of search.value.tickets) {
      expect(typeof t.uses).toBe('number');
      expect(typeof t.active).toBe('boolean');
      expect(t.used_date === null || /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(t.used_date)).toBe(true);
    }
    expect(status.value.ticket?.key).toBe(firstKey);
    expect(status.value.code).toBe('2021');
    expect(playlist.value.playlist.length).toBeGreaterThan(0);
    expect(playlist.value.playlist.every((i) => typeof i.length === 'number')).toBe(true);
  });
});

describe('authentication failures surface as their kinds, with the server text', () => {
  it('a wrong secret is signature_rejected (0003)', async () => {
    const r = await clientFor({ secret: 'not-the-secret' }).call('sevu.search', { limit: 1 });
    expect(!r.ok && r.error).toMatchObject({ kind: 'signature_rejected', code: '0003' });
    expect(!r.ok && 'serverMessage' in r.error && r.error.serverMessage).toMatch(/Failed HMAC-SHA256 Signature/);
  });

  it('an unknown api key is auth_rejected (0001)', async () => {
    const r = await clientFor({ apiKey: 'no-such-key' }).call('sevu.search', { limit: 1 });
    expect(!r.ok && r.error).toMatchObject({ kind: 'auth_rejected', code: '0001' });
    expect(!r.ok && 'serverMessage' in r.error && r.error.serverMessage).toMatch(/CDN Authorization failed/);
  });

  it('a clock an hour off is corrected once from the Date header, then succeeds', async () => {
    const client = clientFor({ clock: { now: () => Date.now() - 3_600_000 } });
    sb.resetCounts();
    const r = await client.call('sevu.search', { limit: 1 });
    expect(r.ok).toBe(true);
    expect(sb.counts()['sevu.search']).toBe(2);
    expect(Math.abs(client.clockOffsetMs() - 3_600_000)).toBeLessThan(3000);
  });

  it('a timestamp an hour off that cannot be corrected is timestamp_rejected (0002)', async () => {
    // The client re-signs once with the corrected clock; a clock that keeps drifting still fails.
    let calls = 0;
    const client = clientFor({ clock: { now: () => Date.now() - 3_600_000 * ++calls * 2 } });
    const r = await client.call('sevu.search', { limit: 1 });
    expect(!r.ok && r.error).toMatchObject({ kind: 'timestamp_rejected', code: '0002' });
  });

  it('an unknown command is api_failure 0000 with the server text', async () => {
    // Bypass the catalog on purpose: sign a request for a command the service does not know.
    const client = clientFor();
    const prepared = client.prepare('video.getapps', {});
    if (!prepared.ok) throw new Error('prepare failed');
    const { signRequest } = await import('../../../electron/core/signing/sign');
    const signed = signRequest({ command: 'no.such', cdn: sb.cdn, apiKey: sb.apiKey, timestamp: Math.floor(Date.now() / 1000) }, {}, sb.secret, 'php');
    const res = await fetch(sb.baseUrl, { method: 'POST', body: new URLSearchParams({ json: signed.body }) });
    const body = (await res.json()) as { status: string; code: string; message: string };
    expect(body).toMatchObject({ status: 'failure', code: '0000', message: 'Unrecognized API Command' });
    const { decodeBody } = await import('../../../electron/core/client');
    const decoded = decodeBody('video.getapps', 200, JSON.stringify(body), { sent: true });
    expect(decoded).toMatchObject({ ok: false, error: { kind: 'api_failure', code: '0000' } });
  });

  it('a missing required member is caught before sending, and the server names it too (0006)', async () => {
    sb.resetCounts();
    const r = await clientFor().call('sevu.status', {} as never);
    expect(!r.ok && r.error.kind).toBe('invalid_request');
    expect(sb.counts()['sevu.status'] ?? 0).toBe(0);
    const { signRequest } = await import('../../../electron/core/signing/sign');
    const signed = signRequest({ command: 'sevu.status', cdn: sb.cdn, apiKey: sb.apiKey, timestamp: Math.floor(Date.now() / 1000) }, {}, sb.secret, 'php');
    const res = await fetch(sb.baseUrl, { method: 'POST', body: new URLSearchParams({ json: signed.body }) });
    const body = (await res.json()) as { code: string; message: string };
    expect(body.code).toBe('0006');
    expect(body.message).toMatch(/One or more required fields are missing: .*key/);
  });
});

/** Every fault that strikes after the request was read. */
const POST_SEND_FAULTS: Fault[] = [
  { kind: 'http', status: 500 },
  { kind: 'http', status: 503 },
  { kind: 'busy' },
  { kind: 'empty' },
  { kind: 'html' },
  { kind: 'truncated' },
  { kind: 'wrong_types' },
  { kind: 'reset' },
  { kind: 'hang' },
];

describe('mutating commands are sent exactly once whatever goes wrong after sending', () => {
  const cases = (mutatingCommands as CommandName[]).flatMap((command) => POST_SEND_FAULTS.map((fault) => [command, fault] as const));
  it.each(cases)('%s under %o: one request, outcome_unknown', async (command, fault) => {
    await freshSandbox();
    sb.setFault(command, fault);
    const client = clientFor({ timeoutMs: 400 });
    const r = await client.call(command, sampleFor(command, firstKey) as never);
    client.close();
    expect(sb.counts()[command]).toBe(1);
    // wrong_types on a response with no typed members of its own (e.g. sevu.revoke) still
    // decodes: the command did succeed. Everything else is outcome_unknown.
    if (fault.kind === 'wrong_types' && r.ok) return;
    expect(!r.ok && r.error.kind).toBe('outcome_unknown');
    expect(catalog[command].mutates).toBe(true);
  });
});
