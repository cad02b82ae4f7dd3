import { describe, expect, it } from 'vitest';
import { GuestBook, type KeptGuest } from '../../../electron/core/share/guests';

function book(kept: KeptGuest[] = []) {
  let t = 1_000_000;
  const saved: KeptGuest[][] = [];
  const b = new GuestBook({ now: () => t }, (k) => saved.push(k), kept);
  return { b, saved, advance: (ms: number) => (t += ms) };
}

describe('guest book', () => {
  it('redeems an invitation once, for the named person and role', () => {
    const { b } = book();
    const inv = b.invite('Ana (engineer)', 'destructive', 10);
    const r = b.redeem(inv.code, '192.0.2.12');
    expect(r.status).toBe(200);
    if (r.status !== 200) return;
    expect(r.person).toEqual({ id: inv.id, name: 'Ana (engineer)', role: 'destructive', address: '192.0.2.12' });
    expect(b.authenticate(r.token, '192.0.2.12')?.name).toBe('Ana (engineer)');
    expect(b.redeem(inv.code, '192.0.2.13').status).toBe(410);
  });

  it('answers 410 for an expired code and 401 for an unknown one', () => {
    const { b, advance } = book();
    const inv = b.invite('Bo', 'read', 10);
    advance(10 * 60_000 + 1);
    expect(b.redeem(inv.code, 'x').status).toBe(410);
    expect(b.redeem('A'.repeat(24), 'x').status).toBe(401);
    expect(b.redeem(42, 'x').status).toBe(401);
  });

  it('refuses 1,000 wrong tokens', () => {
    const { b } = book();
    const r = b.redeem(b.invite('Cy', 'operate', 10).code, 'x');
    expect(r.status).toBe(200);
    let accepted = 0;
    for (let i = 0; i < 1000; i++) if (b.authenticate(`wrong-${i}-${'x'.repeat(i % 40)}`, 'x') !== null) accepted += 1;
    expect(accepted).toBe(0);
  });

  it('a revoked guest is forgotten at once, and the listeners are told', () => {
    const { b } = book();
    const inv = b.invite('Di', 'operate', 10);
    const r = b.redeem(inv.code, 'x');
    if (r.status !== 200) throw new Error('not redeemed');
    const told: string[] = [];
    b.onRevoke((id) => told.push(id));
    expect(b.revoke(inv.id)).toBe(true);
    expect(told).toEqual([inv.id]);
    expect(b.authenticate(r.token, 'x')).toBeNull();
    expect(b.roleOf(inv.id)).toBeNull();
    expect(b.list()).toEqual([]);
  });

  it('a changed role holds at once; presence shows connected since and last seen', () => {
    const { b, advance } = book();
    const inv = b.invite('Ed', 'read', 10);
    const r = b.redeem(inv.code, '198.51.100.7');
    if (r.status !== 200) throw new Error('not redeemed');
    b.setRole(inv.id, 'operate');
    expect(b.roleOf(inv.id)).toBe('operate');
    const left = b.connected(r.person);
    advance(5000);
    b.seen(inv.id);
    const [row] = b.list();
    expect(row).toMatchObject({ name: 'Ed', role: 'operate', address: '198.51.100.7', state: 'connected' });
    expect(Date.parse(row!.lastSeen!) - Date.parse(row!.connectedSince!)).toBe(5000);
    left();
    expect(b.list()[0]!.state).toBe('away');
  });

  it('keeps only token hashes, and a kept guest still authenticates after a restart', () => {
    const { b, saved } = book();
    const r = b.redeem(b.invite('Fa', 'read', 10).code, 'x');
    if (r.status !== 200) throw new Error('not redeemed');
    const kept = saved.at(-1)!;
    expect(JSON.stringify(kept)).not.toContain(r.token);
    expect(book(kept).b.authenticate(r.token, 'y')?.name).toBe('Fa');
  });
});
