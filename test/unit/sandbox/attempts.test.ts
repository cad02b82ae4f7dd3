/** Ticket-use attempts: sevu.errorlog filters and paging, sevu.errorcount. */
import { describe, expect, it } from 'vitest';
import type { Attempt } from '../../../electron/sandbox';
import { call, sandbox } from './helpers';

describe('sandbox attempts', () => {
  it('sevu.errorlog lists newest first, filters by success/key/app/video/ip/pass/datetime, pages', async () => {
    const sb = await sandbox();
    const page = (await call(sb, 'sevu.errorlog', {})).body.errors as Attempt[];
    expect(page).toHaveLength(25);
    expect([...page].map((e) => e.datetime)).toEqual([...page].map((e) => e.datetime).sort().reverse());
    const rejected = (await call(sb, 'sevu.errorlog', { success: 0, limit: 50 })).body.errors as Attempt[];
    expect(rejected.every((e) => e.success === '0' && e.reason !== 'Success')).toBe(true);
    const one = rejected[7]!;
    for (const member of ['key', 'app', 'video', 'ip'] as const) {
      const rows = (await call(sb, 'sevu.errorlog', { [member]: one[member], limit: 500 })).body.errors as Attempt[];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((e) => e[member] === one[member])).toBe(true);
    }
    const since = page[10]!.datetime;
    const recent = (await call(sb, 'sevu.errorlog', { datetime: since, limit: 100 })).body.errors as Attempt[];
    expect(recent.every((e) => e.datetime >= since)).toBe(true);
    expect(recent.length).toBeGreaterThanOrEqual(11);
    const s2 = (await call(sb, 'sevu.errorlog', { limit: 5, seek: 5 })).body.errors as Attempt[];
    expect(s2).toEqual(page.slice(5, 10));
  });

  it('sevu.errorlog by pass returns only attempts of that pass’s tickets; 2040 when none', async () => {
    const sb = await sandbox();
    const t = sb.state.tickets.list[0]!.row;
    const rows = (await call(sb, 'sevu.errorlog', { pass: t.pass, limit: 1000 })).body.errors as Attempt[];
    const keys = new Set(sb.state.tickets.list.filter((x) => x.row.pass === t.pass).map((x) => x.row.key));
    expect(rows.every((e) => keys.has(e.key))).toBe(true);
    const none = await call(sb, 'sevu.errorlog', { key: 'nobody.0.0' });
    expect(none.body).toMatchObject({ code: 2040, errors: [] });
  });

  it('every reason of the spec appears in the seeded history', async () => {
    const sb = await sandbox();
    const reasons = new Set<string>();
    for (let seek = 0; seek < 5000; seek += 1000) {
      for (const e of (await call(sb, 'sevu.errorlog', { limit: 1000, seek })).body.errors as Attempt[]) reasons.add(e.reason);
    }
    expect([...reasons].sort()).toEqual(
      ['Exceeded max views', 'Expiration date surpassed', 'Invalid Auth Token', 'Invalid IP Address', 'Not authorized for that video', 'Success', 'Wrong Application'],
    );
  });

  it('sevu.errorcount counts matches exactly (code 2051), honouring seek and limit when given', async () => {
    const sb = await sandbox({ attempts: 2000 });
    const all = await call(sb, 'sevu.errorcount', {});
    expect(all.body).toMatchObject({ status: 'success', code: 2051, error_count: '2000' });
    const ok = Number((await call(sb, 'sevu.errorcount', { success: 1 })).body.error_count);
    const bad = Number((await call(sb, 'sevu.errorcount', { success: 0 })).body.error_count);
    expect(ok + bad).toBe(2000);
    let listed = 0;
    for (let seek = 0; ; seek += 500) {
      const n = ((await call(sb, 'sevu.errorlog', { success: 1, limit: 500, seek })).body.errors as Attempt[]).length;
      listed += n;
      if (n < 500) break;
    }
    expect(listed).toBe(ok);
    expect((await call(sb, 'sevu.errorcount', { seek: 1990 })).body.error_count).toBe('10');
    expect((await call(sb, 'sevu.errorcount', { limit: 7 })).body.error_count).toBe('7');
  });
});

