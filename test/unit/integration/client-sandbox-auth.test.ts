/**
 * Authentication and request failures end to end through the client: each reaches the
 * sandbox, comes back with its code and the service's documented text, and is surfaced as its kind
 * with the server's words kept. Nothing here is retried except the one 0002 re-sign.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiFailure } from '../../../shared/api/failures';
import { type SandboxHandle, startSandbox } from '../../../electron/sandbox';
import { signRequest } from '../../../electron/core/signing/sign';
import { clientFor } from './sandbox-client';

/** docs/service-notes.md, Failures: the service's texts, word for word. */
const NOTES = {
  '0000': 'Unrecognized API Command',
  '0001': 'CDN Authorization failed. Invalid API Key or not authorized for that account.',
  '0002': 'Timestamp outside valid range. Make sure your timestamp is in UTC not local time',
  '0003': 'Failed HMAC-SHA256 Signature. Check your Private Key',
  '0006': 'One or more required fields are missing: ',
} as const;

let sb: SandboxHandle;
beforeAll(async () => {
  // stream.active is offered by the catalog but not by this server: an older service.
  sb = await startSandbox({ seed: 12, tickets: 20, attempts: 50, unknownCommands: ['stream.active'] });
});
afterAll(async () => sb.close());

/** The failure, its server words in the client's message too, and how many requests it took. */
function expectFailure(r: { ok: boolean; error?: ApiFailure }, kind: ApiFailure['kind'], code: string, serverMessage: string): void {
  expect(r.ok).toBe(false);
  expect(r.error).toMatchObject({ kind, code, serverMessage });
  expect(r.error?.message).toContain(serverMessage);
}

describe("each refusal arrives as its kind, with its code and the service's documented text", () => {
  it('a wrong secret is signature_rejected (0003), sent once', async () => {
    sb.resetCounts();
    const r = await clientFor(sb, { secret: 'not-the-secret' }).call('sevu.search', { limit: 1 });
    expectFailure(r, 'signature_rejected', '0003', NOTES['0003']);
    expect(sb.counts()['sevu.search']).toBe(1);
  });

  it('an unknown api key is auth_rejected (0001), sent once', async () => {
    sb.resetCounts();
    const r = await clientFor(sb, { apiKey: 'no-such-key' }).call('sevu.search', { limit: 1 });
    expectFailure(r, 'auth_rejected', '0001', NOTES['0001']);
    expect(sb.counts()['sevu.search']).toBe(1);
  });

  it('a timestamp an hour off is refused with 0002, corrected once from the Date header, then succeeds', async () => {
    const client = clientFor(sb, { clock: { now: () => Date.now() - 3_600_000 } });
    sb.resetCounts();
    const r = await client.call('sevu.search', { limit: 1 });
    expect(r.ok).toBe(true);
    expect(sb.counts()['sevu.search']).toBe(2);
    expect(Math.abs(client.clockOffsetMs() - 3_600_000)).toBeLessThan(3000);
  });

  it('a timestamp that stays an hour off after the correction is timestamp_rejected (0002), sent twice', async () => {
    // The re-sign uses the corrected clock; a clock that keeps drifting is still out of range.
    let reads = 0;
    const client = clientFor(sb, { clock: { now: () => Date.now() - 3_600_000 * ++reads * 2 } });
    sb.resetCounts();
    const r = await client.call('sevu.search', { limit: 1 });
    expectFailure(r, 'timestamp_rejected', '0002', NOTES['0002']);
    expect(sb.counts()['sevu.search']).toBe(2);
  });

  it('a command this server does not offer is api_failure 0000, sent once', async () => {
    sb.resetCounts();
    const r = await clientFor(sb).call('stream.active', { app: 'demo-origin', inst: 'live' });
    expectFailure(r, 'api_failure', '0000', NOTES['0000']);
    expect(sb.counts()['stream.active']).toBe(1);
  });

  it('a missing required member the client cannot see (an empty api key) is api_failure 0006 naming it', async () => {
    sb.resetCounts();
    const r = await clientFor(sb, { apiKey: '' }).call('video.getapps', {});
    expectFailure(r, 'api_failure', '0006', `${NOTES['0006']}api_key`);
    expect(sb.counts()['video.getapps']).toBe(1);
  });

  it('a missing command member is caught by the client before sending; sent anyway, the server names it (0006)', async () => {
    sb.resetCounts();
    const r = await clientFor(sb).call('sevu.status', {} as never);
    expect(r).toMatchObject({ ok: false, error: { kind: 'invalid_request', issues: [{ path: 'key' }] } });
    expect(sb.counts()['sevu.status'] ?? 0).toBe(0);
    const signed = signRequest({ command: 'sevu.status', cdn: sb.cdn, apiKey: sb.apiKey, timestamp: Math.floor(Date.now() / 1000) }, {}, sb.secret, 'php');
    const res = await fetch(sb.baseUrl, { method: 'POST', body: new URLSearchParams({ json: signed.body }) });
    expect(await res.json()).toMatchObject({ status: 'failure', code: '0006', message: `${NOTES['0006']}key` });
  });

  it('the unknown-command answer of the real service (a name outside the catalog) is 0000 too', async () => {
    const signed = signRequest({ command: 'no.such', cdn: sb.cdn, apiKey: sb.apiKey, timestamp: Math.floor(Date.now() / 1000) }, {}, sb.secret, 'php');
    const res = await fetch(sb.baseUrl, { method: 'POST', body: new URLSearchParams({ json: signed.body }) });
    expect(await res.json()).toMatchObject({ status: 'failure', code: '0000', message: NOTES['0000'] });
  });
});
