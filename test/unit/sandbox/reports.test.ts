/** Reports and uploads: deterministic months and windows, wire forms, cloudstore shapes. */
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { call, sandbox } from './helpers';

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
    const sb = await sandbox();
    const total = async (starttime?: string | number) => ((await call(sb, 'usage.data', starttime === undefined ? {} : { starttime })).body.data as Record<string, Row>).Total;
    const feb = await total('2026-02');
    expect(await total('2026-02-14')).toEqual(feb);
    expect(await total(Date.UTC(2026, 1, 20) / 1000)).toEqual(feb);
    expect(await total('2026-03')).not.toEqual(feb);
    const nowMonth = new Date().toISOString().slice(0, 7);
    expect(await total()).toEqual(await total(nowMonth));
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

describe('sandbox cloudstore.status', () => {
  it('lists newest first (default 25, offset) and answers ONE object when one is returned', async () => {
    const sb = await sandbox();
    const page = (await call(sb, 'cloudstore.status', {})).body.data as Row[];
    expect(page).toHaveLength(25);
    const ids = page.map((u) => Number(u.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const next = (await call(sb, 'cloudstore.status', { limit: 5, offset: 25 })).body.data as Row[];
    expect(Number(next[0]!.id)).toBe(ids.at(-1)! - 1);
    const one = (await call(sb, 'cloudstore.status', { limit: 1 })).body.data;
    expect(Array.isArray(one)).toBe(false);
    expect((one as Row).id).toBe(page[0]!.id);
  });

  it('seeds ≥ 60 requests with 200/403/500 statuses and store results', async () => {
    const sb = await sandbox();
    const all = (await call(sb, 'cloudstore.status', { limit: 500 })).body.data as Array<Record<string, unknown>>;
    expect(all.length).toBeGreaterThanOrEqual(60);
    for (const s of ['200', '403', '500']) expect(all.some((u) => u.status === s)).toBe(true);
    const done = all.find((u) => u.status === '200')!;
    expect(Object.keys(done.results as object)).toEqual(expect.arrayContaining(['Bucket', 'Key', 'Location', 'ETag', 'VersionId', 'ServerSideEncryption']));
  });

  it('a queued upload finishes and POSTs its loopback callback', async () => {
    const { createServer } = await import('node:http');
    const got: string[] = [];
    const hook = createServer((req, res) => {
      req.on('data', (c) => got.push(String(c)));
      req.on('end', () => res.end());
    });
    await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
    try {
      const sb = await sandbox();
      const port = (hook.address() as { port: number }).port;
      const id = sb.queueUpload({ path: 'vodstore/a.mp4', destination_path: 'x/a.mp4', callback: `http://127.0.0.1:${port}/u`, delayMs: 50 });
      const first = (await call(sb, 'cloudstore.status', { limit: 1 })).body.data as Row;
      expect(first).toMatchObject({ id, status: '202' });
      await new Promise((r) => setTimeout(r, 150));
      await sb.close();
      expect(JSON.parse(got.join(''))).toMatchObject({ id, status: '200', destination_path: 'x/a.mp4' });
      expect(() => sb.queueUpload({ path: 'a', destination_path: 'b', callback: 'https://example.com/' })).toThrow(/loopback/);
    } finally {
      hook.close();
    }
  });
});
