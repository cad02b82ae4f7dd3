/**
 * The shared show's boundary, through its real HTTPS listener over the real services and the
 * sandbox: invitations, personal tokens, the role check in main, revocation, the gate's budget.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_PROFILE_ID } from '../../../shared/domain/profile';
import type { AuditEntry } from '../../../shared/domain/audit';
import { controlAnswers, guestSocket, hostWebAnswers, httpsJson, presentedFingerprint, startHost, until, type GuestSocket, type Host } from './share-helpers';

let host: Host;

beforeAll(async () => {
  host = await startHost();
});
afterAll(async () => host?.close());

const socketOf = async (token: string, path?: string): Promise<GuestSocket> => {
  const s = await guestSocket(host.sharePort(), token, path);
  if (typeof s === 'number') throw new Error(`upgrade refused: ${s}`);
  return s;
};

describe('share this show: the host', () => {
  it('listens over TLS on the chosen address and shows the fingerprint the listener presents', async () => {
    expect(host.share.running).toBe(true);
    expect(host.share.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(await presentedFingerprint(host.sharePort())).toBe(host.share.fingerprint);
    const inv = await host.invite('Ana', 'read');
    expect(inv.invitation).toBe(`https://127.0.0.1:${host.sharePort()}/join?code=${inv.code}#fp=${host.share.fingerprint}`);
    const page = await httpsJson(host.sharePort(), 'GET', '/join');
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.body)).toContain(host.share.fingerprint!.slice(0, 4));
  });

  it('redeems an invitation once: 200 with the person, then 410; an unknown code 401; an expired one 410', async () => {
    const inv = await host.invite('Bo (producer)', 'operate');
    const first = await host.redeem(inv.code);
    expect(first.status).toBe(200);
    expect(first.body.person).toMatchObject({ id: inv.personId, name: 'Bo (producer)', role: 'operate' });
    expect((await host.redeem(inv.code)).status).toBe(410);
    expect((await host.redeem('Q'.repeat(24))).status).toBe(401);
    const late = await host.invite('Cy', 'read', 1);
    host.skew.ms = 61_000;
    try {
      expect((await host.redeem(late.code)).status).toBe(410);
    } finally {
      host.skew.ms = 0;
    }
  });

  it('refuses a foreign Host or Origin', async () => {
    expect((await httpsJson(host.sharePort(), 'GET', '/join', undefined, { Host: 'evil.example:443' })).status).toBe(403);
    expect((await httpsJson(host.sharePort(), 'POST', '/share/redeem', { code: 'x' }, { Origin: 'https://evil.example' })).status).toBe(403);
  });

  it('a watch guest sees the board, but its go live is refused, sends nothing, and is audited REFUSED with the person', async () => {
    const { token } = await host.join('Wes (watch)', 'read');
    const g = await socketOf(token);
    expect((await g.call('live.ledger', {})).ok).toBe(true);
    const before = host.sent('pushpublish.connect');
    const r = await g.call('live.connect', { connects: [{ app: 'demo-origin', inst: 'live', push_service_id: 1 }] });
    expect(r.ok).toBe(false);
    expect(r.error?.message).toContain('your role (watch)');
    expect(host.sent('pushpublish.connect')).toBe(before);
    const entries = (await host.dispatch('activity.list', {})) as { entries: AuditEntry[] } | AuditEntry[];
    const list = Array.isArray(entries) ? entries : entries.entries;
    const refused = list.find((e) => e.command === 'live.connect' && e.outcome === 'refused');
    expect(refused).toBeDefined();
    expect(JSON.stringify(refused)).toContain('Wes (watch)');
    g.ws.close();
  });

  it('an operate guest may not disconnect; a destructive guest sends exactly 1 disconnect', async () => {
    const disconnect = { app: 'demo-origin', inst: 'live', entry_name: '*' };
    const op = await socketOf((await host.join('Opal', 'operate')).token);
    const before = host.sent('pushpublish.disconnect');
    expect((await op.call('live.disconnect', disconnect)).ok).toBe(false);
    expect(host.sent('pushpublish.disconnect')).toBe(before);
    const de = await socketOf((await host.join('Dee', 'destructive')).token, '/mc-socket');
    await de.call('live.disconnect', disconnect);
    expect(host.sent('pushpublish.disconnect')).toBe(before + 1);
    op.ws.close();
    de.ws.close();
  });

  it("a changed role is judged from the guest's next request, on the socket it already holds", async () => {
    const { token, personId } = await host.join('Cam (producer)', 'operate');
    const g = await socketOf(token);
    let closed = false;
    g.ws.on('close', () => (closed = true));
    const goLive = { connects: [{ app: 'demo-origin', inst: 'live', push_service_id: 502 }] };
    const connects = host.sent('pushpublish.connect');
    expect((await g.call('live.connect', goLive)).ok).toBe(true);
    expect(host.sent('pushpublish.connect')).toBe(connects + 1);
    // operate → watch: the same open socket, its next go live is refused in words and sends nothing.
    await host.dispatch('share.setRole', { id: personId, role: 'read' });
    const refused = await g.call('live.connect', goLive);
    expect(refused.ok).toBe(false);
    expect(refused.error?.message).toContain('your role (watch)');
    expect(host.sent('pushpublish.connect')).toBe(connects + 1);
    expect((await g.call('live.ledger', {})).ok).toBe(true);
    // watch → destructive: a disconnect the old role could not send is sent, once.
    await host.dispatch('share.setRole', { id: personId, role: 'destructive' });
    const disconnects = host.sent('pushpublish.disconnect');
    expect((await g.call('live.disconnect', { app: 'demo-origin', inst: 'live', push_service_id: 502 })).ok).toBe(true);
    expect(host.sent('pushpublish.disconnect')).toBe(disconnects + 1);
    expect(closed).toBe(false);
    g.ws.close();
  });

  it('no guest reaches secrets or settings, destructive included; no guest is sent the control settings', async () => {
    const g = await socketOf((await host.join('Sam', 'destructive')).token);
    for (const [channel, input] of [['control.settings', {}], ['share.settings', {}], ['share.invite', { name: 'x', role: 'destructive' }], ['accounts.setCredentials', { id: SANDBOX_PROFILE_ID, apiKey: 'k' }]] as const) {
      const r = await g.call(channel, input);
      expect(r.ok, channel).toBe(false);
    }
    await host.dispatch('control.configure', { enabled: true, port: 0, destructive: false, companion: null });
    // Events go out on the socket before a later answer does: one round trip, and any control.settings would be here.
    expect((await g.call('app.info', {})).ok).toBe(true);
    expect(g.events.some((e) => e.type === 'control.settings' || e.type === 'share.changed')).toBe(false);
    g.ws.close();
  });

  it('refuses 1,000 wrong tokens, and the host answers the right one after', async () => {
    let refused = 0;
    for (let batch = 0; batch < 100; batch++) {
      const codes = await Promise.all(Array.from({ length: 10 }, (_, i) => guestSocket(host.sharePort(), `wrong-${batch}-${i}`)));
      refused += codes.filter((c) => c === 401).length;
    }
    expect(refused).toBe(1000);
    expect(await hostWebAnswers(host.web)).toBe(true);
    const g = await socketOf((await host.join('After', 'read')).token);
    expect((await g.call('app.info', {})).ok).toBe(true);
    g.ws.close();
  });

  it('revoking closes the guest within 1 s and its token answers 401 from then on', async () => {
    const { token, personId } = await host.join('Rev', 'operate');
    const g = await socketOf(token);
    let closed = false;
    g.ws.on('close', () => (closed = true));
    const t0 = performance.now();
    await host.dispatch('share.revoke', { id: personId });
    await until(() => closed, 1000);
    const took = performance.now() - t0;
    expect(took).toBeLessThan(1000);
    expect(await guestSocket(host.sharePort(), token)).toBe(401);
    console.log(`revoke → guest socket closed in ${took.toFixed(1)} ms`);
  });

  it('a flood of unauthenticated connections is capped by the gate; the host web socket and control API still answer', async () => {
    const control = (await host.dispatch('control.settings', {})) as { url: string | null; token: string };
    expect(control.url).not.toBeNull();
    const flood = Array.from({ length: 300 }, () => connect(host.sharePort(), '127.0.0.1'));
    const alive = () => flood.filter((s) => !s.destroyed && !s.closed).length;
    for (const s of flood) s.on('error', () => {});
    await until(() => flood.every((s) => s.readyState === 'open' || s.destroyed), 10_000);
    await until(() => alive() <= 256, 10_000);
    expect(await hostWebAnswers(host.web)).toBe(true);
    expect(await controlAnswers(control.url!, control.token)).toBe(200);
    await until(() => alive() === 0, 10_000);
    console.log(`flood: 300 silent connections, all dropped by the gate`);
  });

  it('turning sharing off closes every guest at once and nothing listens', async () => {
    const a = await socketOf((await host.join('Off1', 'read')).token);
    const b = await socketOf((await host.join('Off2', 'operate')).token);
    const port = host.sharePort();
    let closed = 0;
    a.ws.on('close', () => closed++);
    b.ws.on('close', () => closed++);
    host.share = (await host.dispatch('share.configure', { enabled: false, address: '127.0.0.1', port: 0 })) as Host['share'];
    await until(() => closed === 2, 1000);
    expect(host.share.running).toBe(false);
    await expect(httpsJson(port, 'GET', '/join')).rejects.toThrow();
  });
});
