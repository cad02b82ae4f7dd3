/** Reports and uploads: deterministic months and windows, wire forms, cloudstore shapes. */
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { call, fakeClock, sandbox } from './helpers';

type Row = Record<string, string>;
const USAGE_KEYS = [
  'Storage Usage', 'PHP CPU Hours', 'Edge Bandwidth', 'Edge Requests', 'CDN Bandwidth', 'CDN Requests',
  'Origin Bandwidth', 'Origin Requests', 'Origin CPU Hours', 'VideoCDN Bandwidth', 'SQL SELECT', 'SQL UPDATE',
  'SQL OTHER', 'SQL Replication Bandwidt', 'SQL CPU Hours', 'Total',
];

describe('sandbox usage.data', () => {
  it('answers every spec key (misspelling kept) with decimal-text money and an exact Total', async () => {
    const sb = await sandbox();
    const data = (await call(sb, 'usage.data', { starttime: '2026-02' })).body.data as Record<string, Row>;
    expect(Object.keys(data)).toEqual(USAGE_KEYS);
    let subtotal = new Big(0);
    for (const key of USAGE_KEYS.slice(0, -1)) {
      expect(data[key]!.rate).toMatch(/^\d+\.\d+$/);
      expect(data[key]!.cost).toMatch(/^\d+\.\d{2}$/);
      subtotal = subtotal.plus(data[key]!.cost!);
    }
    // Each cost is rounded on its own; the total of exact costs may differ by a few cents.
    expect(Math.abs(subtotal.minus(data.Total!.subtotal!).toNumber())).toBeLessThan(0.1);
    expect(data.Total!.estimated).toMatch(/^\d+\.\d{2}$/);
  });

  it('gives different months different totals, the same month the same totals in every starttime form', async () => {
    // The last second of a month: a test that read the month apart from the sandbox would race its turn.
    const clock = fakeClock(Date.UTC(2031, 6, 31, 23, 59, 59));
    const sb = await sandbox({ clock });
    const total = async (starttime?: string | number) => ((await call(sb, 'usage.data', starttime === undefined ? {} : { starttime }, { timestamp: clock.sec() })).body.data as Record<string, Row>).Total;
    const feb = await total('2026-02');
    expect(await total('2026-02-14')).toEqual(feb);
    expect(await total(Date.UTC(2026, 1, 20) / 1000)).toEqual(feb);
    expect(await total('2026-03')).not.toEqual(feb);
    expect(await total()).toEqual(await total('2031-07'));
  });
});

describe('sandbox 30-day reports', () => {
  it('sqldb.usage: 30 days per user by id, name or list; numbers as strings', async () => {
    const sb = await sandbox();
    const rows = (await call(sb, 'sqldb.usage', { sqldb: [11, 'etl'], starttime: '2026-04-01' })).body.data as Row[];
    expect(rows).toHaveLength(60);
    expect(new Set(rows.map((r) => r.sqldb_user))).toEqual(new Set(['reports_ro', 'etl']));
    expect(rows[0]!.summary_date).toBe('2026-04-01');
    expect(rows.at(-1)!.summary_date).toBe('2026-04-30');
    expect(typeof rows[0]!.select_total).toBe('string');
    expect((await call(sb, 'sqldb.usage', { sqldb: 'app_rw' })).body.data).toHaveLength(30);
    expect((await call(sb, 'sqldb.usage', { sqldb: 99 })).body.status).toBe('failure');
  });

  it('video.cdnhits and video.servers: 30 days from a timestamp start', async () => {
    const sb = await sandbox();
    const start = Date.UTC(2026, 5, 10, 15) / 1000;
    const hits = (await call(sb, 'video.cdnhits', { app: [1001, 'vod-archive'], starttime: start })).body.data as Row[];
    expect(hits).toHaveLength(60);
    expect(hits[0]).toMatchObject({ date: '2026-06-10', summary_type: '1 VideoCDN', video_backend: 'demo-origin' });
    expect(hits[0]!.total).toMatch(/^\d+$/);
    const servers = (await call(sb, 'video.servers', { app: 'demo-origin', starttime: start })).body.data as Row[];
    expect(new Set(servers.map((r) => r.date)).size).toBe(30);
    expect(servers[0]!.bytes_total).toMatch(/^\d+$/);
  });

  it('video.getapps lists the seeded apps', async () => {
    const sb = await sandbox();
    expect((await call(sb, 'video.getapps', {})).body.apps).toEqual([
      { app_id: '1001', name: 'demo-origin' },
      { app_id: '1002', name: 'channel-origin' },
      { app_id: '1003', name: 'vod-archive' },
    ]);
  });
});

