/**
 * The control API through its real server and the real core services, sending
 * to the in-process sandbox: every "sends once / sends nothing" is counted at the sandbox.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../shared/domain/audit';
import { sixCueSheet } from '../sheets/fixtures';
import { type Harness, startHarness } from './harness';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await h.close();
});

beforeEach(async () => {
  h.skew.ms = 0;
  await h.configure({ destructive: false });
  h.booted.sandbox.resetCounts();
});

const MUTATING = ['pushpublish.connect', 'pushpublish.disconnect', 'recording.split'];

async function auditEntries(): Promise<AuditEntry[]> {
  const r = await h.booted.services.router.dispatch('activity.list', {});
  if (!r.ok) throw new Error(r.error.message);
  return (r.value as { entries: AuditEntry[] }).entries;
}

describe('guards', () => {
  it('answers 401 without a token, or with a wrong one, and sends nothing', async () => {
    expect((await h.call('GET', '/v1/state', { token: null })).status).toBe(401);
    const wrong = await h.call('POST', '/v1/destinations/502/live', { token: 'not-the-token' });
    expect(wrong).toMatchObject({ status: 401, body: { error: 'unauthorized' } });
    expect(h.sent('pushpublish.connect')).toBe(0);
  });

  it('answers 403 to any Origin header and to a foreign Host, even with the right token', async () => {
    const origin = await h.call('POST', '/v1/destinations/502/live', { headers: { Origin: `http://127.0.0.1:${h.port()}` } });
    expect(origin).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    const host = await h.call('GET', '/v1/state', { headers: { Host: `rebind.example:${h.port()}` } });
    expect(host).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect(h.sent('pushpublish.connect')).toBe(0);
  });

  it('refuses the destructive routes until the operator turns them on', async () => {
    const refused = await h.call('POST', '/v1/disconnect-all');
    expect(refused).toMatchObject({ status: 403, body: { error: 'scope' } });
    expect((await h.call('POST', '/v1/split', { body: { app: 'demo-origin/live', stream: 'main', delete: true } })).status).toBe(403);
    await h.configure({ destructive: true });
    const armed = await h.call('POST', '/v1/disconnect-all');
    expect(armed.status).toBe(202);
    await h.call('DELETE', `/v1/arm/${String(armed.body.armId)}`);
    expect(h.sent('pushpublish.disconnect')).toBe(0);
  });
});

describe('state', () => {
  it('names the active account, not in rehearsal, and every stored destination', async () => {
    const r = await h.call('GET', '/v1/state');
    expect(r.status).toBe(200);
    expect(r.body.account).toMatchObject({ id: 'sandbox', rehearsal: false });
    expect((r.body.destinations as Array<{ id: number }>).map((d) => d.id)).toEqual(expect.arrayContaining([501, 502, 503]));
  });
});

describe('go live', () => {
  it('sends exactly one connect, answers identical requests within 300 ms once, and audits it as the control client', async () => {
    const [first, twin] = await Promise.all([h.call('POST', '/v1/destinations/502/live'), h.call('POST', '/v1/destinations/502/live')]);
    expect(first).toMatchObject({ status: 200, body: { outcome: 'accepted', state: 'connecting' } });
    expect(twin).toEqual(first);
    expect(h.sent('pushpublish.connect')).toBe(1);
    const entry = (await auditEntries()).find((e) => e.command === 'pushpublish.connect');
    expect(entry?.source).toEqual({ kind: 'control', client: 'Stream Deck test' });
  });

  it('refuses in words a destination that is already CONNECTING or LIVE, sending nothing', async () => {
    await expect.poll(async () => (await h.call('GET', '/v1/state')).body.destinations).toContainEqual(expect.objectContaining({ id: 502, state: expect.stringMatching(/connecting|live/) }));
    const before = h.sent('pushpublish.connect');
    h.skew.ms += 400; // past the 300 ms in which an identical request answers once (the console's clock)
    const again = await h.call('POST', '/v1/destinations/502/live');
    expect(again.status).toBe(409);
    expect(String(again.body.message)).toMatch(/already/i);
    expect(h.sent('pushpublish.connect')).toBe(before);
  });

  it('sends nothing when the request names another account (409 wrong_account, audited as refused)', async () => {
    const r = await h.call('POST', '/v1/destinations/503/live', { body: { account: 'some-other-account' } });
    expect(r).toMatchObject({ status: 409, body: { error: 'wrong_account' } });
    expect(h.sent('pushpublish.connect')).toBe(0);
    const refused = (await auditEntries()).find((e) => e.outcome === 'refused');
    expect(refused?.source?.kind).toBe('control');
  });
});

describe('arm then fire', () => {
  beforeEach(async () => {
    await h.configure({ destructive: true });
    h.booted.sandbox.resetCounts();
  });

  it('a disconnect arms and sends nothing; fire sends it once; a second fire sends nothing (409 in words)', async () => {
    expect((await h.call('POST', '/v1/destinations/503/live')).status).toBe(200);
    h.booted.sandbox.resetCounts();
    const armed = await h.call('POST', '/v1/destinations/503/disconnect');
    expect(armed).toMatchObject({ status: 202, body: { armId: expect.any(String), expiresInMs: 5000 } });
    expect(h.sent('pushpublish.disconnect')).toBe(0);
    expect(h.booted.services.control.armList().map((a) => a.armId)).toEqual([armed.body.armId]);
    const fired = await h.call('POST', `/v1/arm/${String(armed.body.armId)}/fire`);
    expect(fired.body).toMatchObject({ fired: expect.stringMatching(/^Disconnect/) });
    expect(fired.status).toBe(200);
    expect(h.sent('pushpublish.disconnect')).toBe(1);
    h.skew.ms += 400; // past the 300 ms repeat window
    const second = await h.call('POST', `/v1/arm/${String(armed.body.armId)}/fire`);
    expect(second).toMatchObject({ status: 409, body: { error: 'arm_spent' } });
    expect(String(second.body.message)).toMatch(/already fired/);
    expect(h.sent('pushpublish.disconnect')).toBe(1);
  });

  it('an expired arm, an unknown arm and a cancelled arm send nothing', async () => {
    const armed = await h.call('POST', '/v1/disconnect-all');
    h.skew.ms = 6000;
    const expired = await h.call('POST', `/v1/arm/${String(armed.body.armId)}/fire`);
    expect(expired).toMatchObject({ status: 409, body: { error: 'arm_spent' } });
    expect(String(expired.body.message)).toMatch(/expired/);
    h.skew.ms = 0;
    expect((await h.call('POST', '/v1/arm/00000000-0000-4000-8000-000000000000/fire')).status).toBe(409);
    const other = await h.call('POST', '/v1/destinations/502/disconnect');
    expect((await h.call('DELETE', `/v1/arm/${String(other.body.armId)}`)).status).toBe(200);
    expect((await h.call('POST', `/v1/arm/${String(other.body.armId)}/fire`)).body.message).toMatch(/cancelled/);
    expect(h.sent('pushpublish.disconnect')).toBe(0);
  });

  it('an arm for another account is refused at once: no arm, nothing sent', async () => {
    const r = await h.call('POST', '/v1/disconnect-all', { body: { account: 'some-other-account' } });
    expect(r).toMatchObject({ status: 409, body: { error: 'wrong_account' } });
    expect(h.booted.services.control.armList()).toEqual([]);
    expect(h.sent('pushpublish.disconnect')).toBe(0);
  });
});

describe('cue GO', () => {
  it('refuses when no run is open, and fires nothing when the standby cue is not the expected one', async () => {
    expect((await h.call('POST', '/v1/cue/go')).body.error).toBe('no_run');
    const report = { f9: null, run: { sheetId: 'sheet-1', sheetName: 'Show', runId: '5b3c1a52-8f1e-4e0b-9d7c-0c1d2e3f4a5b', standby: { cueId: 'cue-b', n: 2, name: 'Go live YouTube', destructive: false } } };
    await h.booted.services.router.dispatch('control.report', report);
    const before = (await auditEntries()).length;
    const r = await h.call('POST', '/v1/cue/go', { body: { expect: 'cue-a' } });
    expect(r).toMatchObject({ status: 409, body: { error: 'not_expected' } });
    expect(String(r.body.message)).toContain('Go live YouTube');
    expect((await auditEntries()).length).toBe(before);
    expect(MUTATING.map((c) => h.sent(c))).toEqual([0, 0, 0]);
  });
});

describe('cue GO on a saved sheet', () => {
  const RUN = '5b3c1a52-8f1e-4e0b-9d7c-0c1d2e3f4a5c';
  const report = (cueId: string, n: number, destructive: boolean) =>
    h.booted.services.router.dispatch('control.report', { f9: null, run: { sheetId: 'sheet-1', sheetName: 'Gala night', runId: RUN, standby: { cueId, n, name: cueId, destructive } } });

  beforeAll(async () => {
    const saved = await h.booted.services.router.dispatch('sheets.save', sixCueSheet());
    if (!saved.ok) throw new Error(saved.error.message);
  });

  it('fires the expected standby cue once, audited with the sheet, the cue and the control client; a second GO sends nothing', async () => {
    await report('c2', 2, false);
    const go = await h.call('POST', '/v1/cue/go', { body: { expect: 'c2' } });
    expect(go).toMatchObject({ status: 200, body: { cueId: 'c2' } });
    expect(h.sent('recording.split')).toBe(1);
    const entry = (await auditEntries()).find((e) => e.command === 'recording.split');
    expect(entry).toMatchObject({ cue: { cueId: 'c2' }, source: { kind: 'control', client: 'Stream Deck test' } });
    h.skew.ms += 400; // past the 300 ms repeat window
    const again = await h.call('POST', '/v1/cue/go', { body: { expect: 'c2' } });
    expect(again.status).toBe(409);
    expect(h.sent('recording.split')).toBe(1);
  });

  it('a destructive cue needs the destructive scope, then arms first and sends on fire', async () => {
    await report('c5', 5, true);
    expect((await h.call('POST', '/v1/cue/go', { body: { expect: 'c5' } })).status).toBe(403);
    await h.configure({ destructive: true });
    h.skew.ms += 400; // past the window in which the identical request answers once
    const armed = await h.call('POST', '/v1/cue/go', { body: { expect: 'c5' } });
    expect(armed).toMatchObject({ status: 202, body: { armId: expect.any(String) } });
    expect(h.sent('pushpublish.disconnect')).toBe(0);
    expect((await h.call('POST', `/v1/arm/${String(armed.body.armId)}/fire`)).body).toMatchObject({ cueId: 'c5' });
    expect(h.sent('pushpublish.disconnect')).toBe(1);
  });
});

describe('the token', () => {
  it('is replaced by Rotate: the old one answers 401 at once, the new one works', async () => {
    const old = h.settings.token!;
    const r = await h.booted.services.router.dispatch('control.rotateToken', {});
    if (!r.ok) throw new Error(r.error.message);
    h.settings = r.value as typeof h.settings;
    expect(h.settings.token).not.toBe(old);
    expect((await h.call('GET', '/v1/state', { token: old })).status).toBe(401);
    expect((await h.call('GET', '/v1/state')).status).toBe(200);
  });
});

describe('rehearsal', () => {
  it('acts on the mirror and says so in /v1/state; naming the real account acts on the mirror too', async () => {
    const started = await h.booted.services.router.dispatch('rehearsal.start', {}, 'sandbox');
    if (!started.ok) throw new Error(started.error.message);
    try {
      const state = await h.call('GET', '/v1/state');
      expect(state.body.account).toMatchObject({ rehearsal: true, mirrorOf: { id: 'sandbox' } });
      const go = await h.call('POST', '/v1/destinations/503/live', { body: { account: 'sandbox', inst: 'live' } });
      expect(go.status).toBe(200);
      expect(h.sent('pushpublish.connect')).toBe(0);
    } finally {
      await h.booted.services.router.dispatch('rehearsal.end', {});
    }
  });
});
