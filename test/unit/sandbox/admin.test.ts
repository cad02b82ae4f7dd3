/** Request counts and the admin HTTP routes (token, faults, use-ticket, close). */
import { describe, expect, it } from 'vitest';
import { parseFaultSpec } from '../../../electron/sandbox/http/faults';
import { admin, call, sandbox } from './helpers';

describe('sandbox counts and admin routes', () => {
  it('counts per command, unknown and unreadable requests included; reset clears', async () => {
    const sb = await sandbox();
    await call(sb, 'sevu.search', {});
    await call(sb, 'sevu.search', {}, { secret: 'wrong' });
    await call(sb, 'no.such', {});
    await fetch(sb.baseUrl, { method: 'POST', body: new URLSearchParams({ json: 'garbage' }) });
    expect(sb.counts()).toEqual({ 'sevu.search': 2, 'no.such': 1, '(unreadable)': 1 });
    expect((await admin(sb, 'GET', 'counts')).body).toEqual(sb.counts());
    await admin(sb, 'POST', 'counts/reset');
    expect(sb.counts()).toEqual({});
  });

  it('sets and clears faults over HTTP, rejects bad faults with a reason', async () => {
    const sb = await sandbox();
    expect((await admin(sb, 'POST', 'faults', { command: 'video.getapps', fault: { kind: 'empty' } })).status).toBe(200);
    expect((await call(sb, 'video.getapps', {})).text).toBe('');
    const bad = await admin(sb, 'POST', 'faults', { command: 'video.getapps', fault: { kind: 'explode' } });
    expect(bad.status).toBe(400);
    expect((bad.body as { error: string }).error).toMatch(/unknown fault kind "explode"/);
    await admin(sb, 'DELETE', 'faults');
    expect((await call(sb, 'video.getapps', {})).body.status).toBe('success');
  });

  it('sets a rehearsal\'s faults over HTTP: a refused service, a lost next answer; DELETE faults lifts them', async () => {
    const sb = await sandbox();
    expect(await admin(sb, 'POST', 'refuse', { push_service_id: 502, refused: true })).toEqual({ status: 200, body: { refused: [502], loseNextAnswer: false } });
    expect(await admin(sb, 'POST', 'lose-next-answer')).toEqual({ status: 200, body: { refused: [502], loseNextAnswer: true } });
    expect(await admin(sb, 'POST', 'refuse', { push_service_id: '502' })).toMatchObject({ status: 400, body: { error: expect.stringContaining('push_service_id') } });
    expect(await admin(sb, 'DELETE', 'faults')).toEqual({ status: 200, body: { ok: true } });
    expect(sb.rehearsalFaults()).toEqual({ refused: [], loseNextAnswer: false });
  });

  it('refuses every admin route without the token (401)', async () => {
    const sb = await sandbox();
    for (const [method, path] of [['GET', 'counts'], ['POST', 'counts/reset'], ['POST', 'faults'], ['DELETE', 'faults'], ['POST', 'use-ticket'], ['POST', 'close']]) {
      expect((await admin(sb, method!, path!, method === 'GET' ? undefined : {}, 'wrong')).status, path).toBe(401);
    }
    const plain = await fetch(sb.adminUrl + 'counts');
    expect(plain.status).toBe(401);
  });

  it('POST close stops the whole server (how tests simulate offline)', async () => {
    const sb = await sandbox();
    expect((await admin(sb, 'POST', 'close')).status).toBe(200);
    await sb.closed();
    await expect(fetch(sb.baseUrl, { method: 'POST' })).rejects.toThrow();
  });

  it('parses CLI fault specs', () => {
    expect(parseFaultSpec('sevu.search:latency:200')).toEqual({ command: 'sevu.search', fault: { kind: 'latency', ms: 200 } });
    expect(parseFaultSpec('*:http:503')).toEqual({ command: '*', fault: { kind: 'http', status: 503 } });
    expect(parseFaultSpec('pushpublish.connect:reset')).toEqual({ command: 'pushpublish.connect', fault: { kind: 'reset' } });
    expect(() => parseFaultSpec('x:http:404')).toThrow(/500 or 503/);
    expect(() => parseFaultSpec('nocolon')).toThrow(/COMMAND:KIND/);
  });
});
