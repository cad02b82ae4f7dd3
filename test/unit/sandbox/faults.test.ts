/**
 * Fault injection and request counting. Counting happens once the request is read, before
 * the fault, so a test can prove a request was sent exactly once whatever came back.
 */
import { describe, expect, it } from 'vitest';
import { catalog } from '../../../shared/api/catalog';
import { failureEnvelope } from '../../../shared/api/envelope';
import type { Fault } from '../../../electron/sandbox';
import { call, sandbox, signedBody } from './helpers';

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
    expect(failureEnvelope().parse(JSON.parse(after.text!)).code).toBe('0004');
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
    expect(a.body.status).toEqual(['success']);
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

