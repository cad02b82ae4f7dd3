/** cloudstore.status: order, paging, one-object data, seeded statuses, queued uploads with callbacks. */
import { describe, expect, it } from 'vitest';
import { call, sandbox } from './helpers';

type Row = Record<string, string>;

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
      const id = sb.queueUpload({ path: 'vodstore/a.mp4', destination_path: 'x/a.mp4', callback: `http://127.0.0.1:${port}/u`, delayMs: 400 });
      const first = (await call(sb, 'cloudstore.status', { limit: 1 })).body.data as Row;
      expect(first).toMatchObject({ id, status: '202' });
      // Wait for the upload to finish and its callback to be answered (no fixed sleep: CI is slow).
      for (let i = 0; i < 250 && sb.callbacks().length === 0; i += 1) await new Promise((r) => setTimeout(r, 20));
      await sb.close();
      expect(JSON.parse(got.join(''))).toMatchObject({ id, status: '200', destination_path: 'x/a.mp4' });
      expect(() => sb.queueUpload({ path: 'a', destination_path: 'b', callback: 'https://example.com/' })).toThrow(/loopback/);
    } finally {
      hook.close();
    }
  });
});
