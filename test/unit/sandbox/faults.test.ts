/**
 * Fault injection and request counting. Counting happens once the request is read, before
 * the fault, so a test can prove a request was sent exactly once whatever came back.
 */
import { describe, expect, it } from 'vitest';
import { catalog } from '../../../shared/api/catalog';
import { failureEnvelope } from '../../../shared/api/envelope';
import type { Fault } from '../../../electron/sandbox';
import { parseFaultSpec } from '../../../electron/sandbox/http/faults';
import { admin, call, sandbox, signedBody } from './helpers';

const connect = { push_service_id: 503, inst: 'live' };
const sessions = (sb: Awaited<ReturnType<typeof sandbox>>) => sb.state.sessions.list('demo-origin', 'live').length;

/** Sends one connect under a fault and says what reached the caller (never throws). */
async function connectUnder(fault: Fault): Promise<{ outcome: string; applied: number; count: number; text?: string; status?: number }> {
  const sb = await sandbox({ faults: [{ command: 'pushpublish.connect', fault }] });
  try {
    const res = await fetch(sb.baseUrl, {
      method: 'POST',
      body: new URLSearchParams({ json: signedBody(sb, 'pushpublish.connect', connect) }),
      signal: AbortSignal.timeout(fault.kind === 'hang' ? 400 : 5000),
    });
    const text = await res.text();
    return { outcome: 'answered', status: res.status, text, applied: sessions(sb), count: sb.counts()['pushpublish.connect'] ?? 0 };
  } catch (e) {
    return { outcome: (e as Error).name, applied: sessions(sb), count: sb.counts()['pushpublish.connect'] ?? 0 };
  }
}

describe('sandbox faults on a mutating command', () => {
  it('http 500/503: HTML error page, state applied, counted once', async () => {
    for (const status of [500, 503] as const) {
      const r = await connectUnder({ kind: 'http', status });
      expect(r).toMatchObject({ status, applied: 1, count: 1 });
      expect(r.text).toContain(String(status));
    }
  });

  it('busy: failure code 1000 with the documented text; fail_after_apply: 0004 — both applied', async () => {
    const busy = await connectUnder({ kind: 'busy' });
    expect(JSON.parse(busy.text!)).toMatchObject({ status: 'failure', code: '1000', message: 'Servers are experiencing a larger than usual volume of traffic, please try again in a few minutes' });
    expect(busy.applied).toBe(1);
    const after = await connectUnder({ kind: 'fail_after_apply' });
    expect(failureEnvelope.parse(JSON.parse(after.text!)).code).toBe('0004');
    expect(after.applied).toBe(1);
  });

  it('empty, html and truncated bodies are what they say (and applied)', async () => {
    const empty = await connectUnder({ kind: 'empty' });
    expect(empty).toMatchObject({ status: 200, text: '', applied: 1, count: 1 });
    const html = await connectUnder({ kind: 'html' });
    expect(html.text).toMatch(/^<!DOCTYPE html>/);
    const cut = await connectUnder({ kind: 'truncated' });
    expect(() => JSON.parse(cut.text!)).toThrow();
    expect(cut.text!.startsWith('{"status":"success"')).toBe(true);
  });

  it('reset destroys the connection after the request is read: counted and applied', async () => {
    const r = await connectUnder({ kind: 'reset' });
    expect(r.outcome).toBe('TypeError');
    expect(r).toMatchObject({ applied: 1, count: 1 });
  });

  it('hang never answers; the request was counted and applied', async () => {
    const r = await connectUnder({ kind: 'hang' });
    expect(r.outcome).toBe('TimeoutError');
    expect(r).toMatchObject({ applied: 1, count: 1 });
  });

  it('latency delays and then answers normally', async () => {
    const r = await connectUnder({ kind: 'latency', ms: 150 });
    expect(JSON.parse(r.text!).status).toBe('success');
  });
});

describe('sandbox faults on reads', () => {
  it('wrong_types breaks every member the decoders read', async () => {
    const sb = await sandbox({ faults: [{ command: 'sevu.search', fault: { kind: 'wrong_types' } }] });
    const a = await call(sb, 'sevu.search', {});
    expect(a.body.status).toBe('success');
    expect(a.body.tickets).toBe('not-a-list');
    expect(catalog['sevu.search'].response.safeParse(a.body).success).toBe(false);
    const sb2 = await sandbox({ faults: [{ command: '*', fault: { kind: 'wrong_types' } }] });
    const c = await call(sb2, 'pushpublish.disconnect', { app: 'demo-origin', inst: 'live', entry_name: '*' });
    expect(catalog['pushpublish.disconnect'].response.safeParse(c.body).success).toBe(false);
  });

  it('a command fault beats *, and clearing restores normal answers', async () => {
    const sb = await sandbox();
    sb.setFault('*', { kind: 'http', status: 503 });
    sb.setFault('video.getapps', { kind: 'busy' });
    expect((await call(sb, 'video.getapps', {})).body.code).toBe('1000');
    expect((await call(sb, 'sevu.search', {})).status).toBe(503);
    sb.clearFaults();
    expect((await call(sb, 'sevu.search', {})).body.status).toBe('success');
  });
});

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
