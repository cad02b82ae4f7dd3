/** Tickets and stream users: lookups, search, creation, revocation, and what a ticket use changes. */
import { describe, expect, it } from 'vitest';
import type { Attempt } from '../../../electron/sandbox';
import type { TicketRow } from '../../../electron/sandbox/state/tickets';
import type { StreamUserRow } from '../../../electron/sandbox/state/stream-users';
import { admin, call, sandbox } from './helpers';

describe('sandbox tickets', () => {
  it('sevu.status finds a ticket (2021, members at top level and under ticket) or not (2020)', async () => {
    const sb = await sandbox();
    const t = sb.state.tickets.list[3]!.row;
    const a = await call(sb, 'sevu.status', { key: t.key });
    expect(a.body).toMatchObject({ status: 'success', code: 2021, key: t.key, uses: t.uses, active: t.active });
    expect((a.body.ticket as TicketRow).key).toBe(t.key);
    expect(typeof (a.body.ticket as TicketRow).uses).toBe('string');
    const miss = await call(sb, 'sevu.status', { key: 'cam_1.00000000000000.00000000' });
    expect(miss.body).toMatchObject({ code: 2020 });
  });

  it('has active and revoked, used and never-used (all-zero used_date) tickets', async () => {
    const sb = await sandbox();
    const rows = sb.state.tickets.list.map((t) => t.row);
    expect(rows.some((r) => r.active === '0')).toBe(true);
    expect(rows.some((r) => r.used_date === '0000-00-00 00:00:00')).toBe(true);
    expect(rows.some((r) => r.used_date !== '0000-00-00 00:00:00')).toBe(true);
    expect(rows.every((r) => /^[A-Za-z0-9_]+\.[0-9a-f]{14}\.\d{8}$/.test(r.key))).toBe(true);
  });

  it('sevu.search filters exactly and pages with limit/seek (default 25)', async () => {
    const sb = await sandbox();
    const all = await call(sb, 'sevu.search', { video: 'cam_2' });
    const page = all.body.tickets as TicketRow[];
    expect(page).toHaveLength(25);
    expect(page.every((t) => t.video === 'cam_2')).toBe(true);
    const second = (await call(sb, 'sevu.search', { video: 'cam_2', limit: 10, seek: 10 })).body.tickets as TicketRow[];
    expect(second.map((t) => t.key)).toEqual(page.slice(10, 20).map((t) => t.key));
    const byPass = (await call(sb, 'sevu.search', { pass: page[0]!.pass })).body.tickets as TicketRow[];
    expect(byPass.map((t) => t.key)).toContain(page[0]!.key);
    const none = await call(sb, 'sevu.search', { video: 'no-such-video' });
    expect(none.body.tickets).toEqual([]);
  });

  it('sevu.request creates a usable ticket; sevu.revoke revokes it', async () => {
    const sb = await sandbox();
    const created = await call(sb, 'sevu.request', { app: 'demo-origin', video: 'cam_*', pass: 'pass-0123456', uses: 2 });
    const key = created.body.ticket as string;
    expect(key).toMatch(/^cam__\.[0-9a-f]{14}\.\d{8}$/);
    expect((await call(sb, 'sevu.status', { key })).body).toMatchObject({ uses: '2', active: '1', used_date: '0000-00-00 00:00:00' });
    await call(sb, 'sevu.revoke', { key });
    expect((await call(sb, 'sevu.status', { key })).body.active).toBe('0');
  });
});

describe('sandbox ticket use (admin use-ticket and handle.useTicket)', () => {
  it('a successful use decrements uses, sets used_date and logs a Success attempt', async () => {
    const sb = await sandbox();
    const key = (await call(sb, 'sevu.request', { app: 'demo-origin', video: 'cam_1|main', pass: 'pw-123456789', uses: 2, ip: '203.0.113.0/24' })).body.ticket as string;
    const use = { key, pass: 'pw-123456789', ip: '203.0.113.9', app: 'demo-origin', video: 'main', pageurl: 'https://p.example/' };
    const r = await admin(sb, 'POST', 'use-ticket', use);
    expect(r.body).toMatchObject({ key, success: '1', reason: 'Success', ip: '203.0.113.9', pageurl: 'https://p.example/' });
    const status = (await call(sb, 'sevu.status', { key })).body;
    expect(status.uses).toBe('1');
    expect(status.used_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(status.used_date).not.toBe('0000-00-00 00:00:00');
    sb.useTicket(use);
    expect(sb.useTicket(use).reason).toBe('Exceeded max views');
    const log = (await call(sb, 'sevu.errorlog', { key })).body.errors as Attempt[];
    expect(log.map((e) => e.reason)).toEqual(['Exceeded max views', 'Success', 'Success']);
  });

  it('judges every rejection reason', async () => {
    const sb = await sandbox();
    const key = (await call(sb, 'sevu.request', { app: 'demo-origin', video: 'cam_1', pass: 'pw-abcdefghi', uses: 5, ip: '198.51.100.7', expires: '2099-01-01 00:00:00' })).body.ticket as string;
    const ok = { key, pass: 'pw-abcdefghi', ip: '198.51.100.7', app: 'demo-origin', video: 'cam_1' };
    expect(sb.useTicket({ ...ok, pass: 'wrong' }).reason).toBe('Invalid Auth Token');
    expect(sb.useTicket({ ...ok, app: 'vod-archive' }).reason).toBe('Wrong Application');
    expect(sb.useTicket({ ...ok, ip: '203.0.113.1' }).reason).toBe('Invalid IP Address');
    expect(sb.useTicket({ ...ok, video: 'cam_2' }).reason).toBe('Not authorized for that video');
    // `expire` is the other client's spelling of `expires`.
    const old = (await call(sb, 'sevu.request', { app: 'demo-origin', video: 'cam_1', pass: 'pw-abcdefghi', expire: '2001-01-01 00:00:00' })).body.ticket as string;
    expect(sb.useTicket({ ...ok, key: old }).reason).toBe('Expiration date surpassed');
    expect(sb.useTicket(ok).success).toBe('1');
  });

  it('admin use-ticket needs the token and all members', async () => {
    const sb = await sandbox();
    expect((await admin(sb, 'POST', 'use-ticket', { key: 'k' }, 'bad-token')).status).toBe(401);
    const r = await admin(sb, 'POST', 'use-ticket', { key: 'k' });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ error: 'use-ticket needs pass (text)' });
  });
});

describe('sandbox stream users', () => {
  it('lists and removes stream users with 2081, and 2080 when there is none to remove', async () => {
    const sb = await sandbox();
    const list = (await call(sb, 'sevu.liststreamusers', {})).body.streamusers as StreamUserRow[];
    expect(list.length).toBeGreaterThanOrEqual(5);
    const u = list[1]!;
    const removed = await call(sb, 'sevu.removestreamuser', { app: u.app, stream: u.stream, user: u.user });
    expect(removed.body).toMatchObject({ status: 'success', code: 2081 });
    const again = await call(sb, 'sevu.removestreamuser', { streamuser_id: u.streamuser_id });
    expect(again.body).toMatchObject({ status: 'failure', code: 2080 });
    expect(((await call(sb, 'sevu.liststreamusers', {})).body.streamusers as StreamUserRow[]).length).toBe(list.length - 1);
  });
});
