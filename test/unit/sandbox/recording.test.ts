/** recording.split: wildcards, file names, the in-progress window, delete, callbacks. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { SplitResult } from '../../../electron/sandbox/state/live';
import { call, fakeClock, sandbox } from './helpers';

describe('sandbox recording.split', () => {
  it('splits every stream a wildcard matches, with the spec file names', async () => {
    const clock = fakeClock();
    const sb = await sandbox({ clock });
    const a = await call(sb, 'recording.split', { app: 'demo-origin/live', stream: 'cam_*' }, { timestamp: clock.sec() });
    const streams = a.body.streams as SplitResult[];
    expect(streams.map((s) => s.name)).toEqual(['cam_1', 'cam_2', 'cam_3', 'cam_4']);
    for (const s of streams) {
      expect(s.file).toMatch(new RegExp(`^recordings/${s.name}-\\d{4}-\\d{2}-\\d{2}_\\d{2}-\\d{2}-\\d{2}\\.mp4$`));
      expect(Number(s.duration)).toBeGreaterThan(0);
    }
  });

  it('a split already in progress answers an error for that stream; later it works again', async () => {
    const clock = fakeClock();
    const sb = await sandbox({ clock, splitBusyMs: 1500 });
    const first = await call(sb, 'recording.split', { app: 'demo-origin/live', stream: 'cam_1' }, { timestamp: clock.sec() });
    const file = (first.body.streams as SplitResult[])[0]!.file;
    clock.advance(500);
    const busy = await call(sb, 'recording.split', { app: 'demo-origin/live', stream: 'cam_*' }, { timestamp: clock.sec() });
    const byName = Object.fromEntries((busy.body.streams as SplitResult[]).map((s) => [s.name, s]));
    expect(byName.cam_1!.error).toContain(file!);
    expect(byName.cam_2!.error).toBeUndefined();
    clock.advance(61_000);
    const later = await call(sb, 'recording.split', { app: 'demo-origin/live', stream: 'cam_1', delete: true }, { timestamp: clock.sec() });
    expect(later.body.status).toBe('success');
    const entry = (later.body.streams as SplitResult[])[0]!;
    expect(entry.message).toContain('deleted');
    expect(entry.file).toBe(`recordings/cam_1-2026-11-20_12-00-00.mp4`);
    expect(entry.duration).toBe('61.500');
  });

  it('an unknown stream is an error entry; an unknown app a failure', async () => {
    const sb = await sandbox();
    const a = await call(sb, 'recording.split', { app: 'demo-origin/live', stream: 'cam_9' });
    expect(a.body).toMatchObject({ status: 'failure', streams: [{ name: 'cam_9', error: 'Stream not found: cam_9' }] });
    expect((await call(sb, 'recording.split', { app: 'nope/live', stream: 'x' })).body.status).toBe('failure');
  });

  it('POSTs the callback to a loopback URL and refuses any other host', async () => {
    const got: unknown[] = [];
    const hook = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        got.push(JSON.parse(body));
        res.end('ok');
      });
    });
    await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
    try {
      const sb = await sandbox();
      const url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/split`;
      const a = await call(sb, 'recording.split', { app: 'demo-origin/live', stream: 'main', callback: url, title: 'T' });
      expect(a.body.status).toBe('success');
      await sb.close();
      expect(got).toMatchObject([{ app: 'demo-origin/live', title: 'T', streams: [{ name: 'main' }] }]);
      expect(sb.callbacks()).toMatchObject([{ url, status: 200 }]);
      const sb2 = await sandbox();
      const refused = await call(sb2, 'recording.split', { app: 'demo-origin/live', stream: 'main', callback: 'https://hooks.example.com/x' });
      expect(refused.body.status).toBe('failure');
      expect(refused.body.message).toContain('loopback');
      expect(sb2.state.streams.find((s) => s.name === 'main')!.lastSplitMs).toBeNull();
    } finally {
      hook.close();
    }
  });
});

