/**
 * "Sync by itself every N minutes": the archive service syncs the active account's archive
 * on each tick of its timer (ticked here by hand), says the setting in its status, skips a
 * tick while a sync runs or while another account is active, and stops on "Only when asked".
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxHandle, startSandbox } from '../../../electron/sandbox';
import { createApiClient } from '../../../electron/core/client';
import type { Every } from '../../../electron/core/archive/auto-sync';
import { createArchiveService } from '../../../electron/core/archive/service';
import { openIpData, shippedIpDataDir } from '../../../electron/core/insights/ip-data';
import type { ViewersCall } from '../../../electron/core/viewers/export-run';
import type { SyncProgress } from '../../../shared/domain/archive/types';

let sb: SandboxHandle;
let dataDir: string;
beforeAll(async () => {
  sb = await startSandbox({ seed: 5, attempts: 20_000 });
  dataDir = await mkdtemp(join(tmpdir(), 'mc-archive-auto-'));
});
afterAll(async () => {
  await sb.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the archive syncing by itself', () => {
  it('syncs on each tick while its account is active and no sync runs, and stops when turned off', async () => {
    const client = createApiClient({ baseUrl: sb.baseUrl, cdn: sb.cdn, apiKey: sb.apiKey, secret: sb.secret, serialization: 'php', clock: { now: () => Date.now() } });
    const call: ViewersCall = (command, params, options) => client.call(command, params, options);
    const timers: { ms: number; tick: () => void; stopped: boolean }[] = [];
    const every: Every = (ms, tick) => {
      const t = { ms, tick, stopped: false };
      timers.push(t);
      return () => void (t.stopped = true);
    };
    let active = 'auto-a';
    const ends: SyncProgress[] = [];
    let ended: () => void = () => undefined;
    const service = createArchiveService({
      call, dataDir, every, ipData: () => openIpData(shippedIpDataDir()),
      account: () => ({ id: active, baseUrl: sb.baseUrl, cdn: sb.cdn }),
      events: {
        emit: (e) => {
          if (e.type !== 'viewers.archive' || e.progress.state === 'running') return;
          ends.push(e.progress);
          ended();
        },
      },
    });
    const nextEnd = (): Promise<void> => new Promise((resolve) => (ended = resolve));
    try {
      expect(service.autoSync(15)).toEqual({ ok: true, value: { everyMinutes: 15 } });
      expect(timers.map((t) => t.ms)).toEqual([15 * 60_000]);
      const status = await service.status();
      expect(status.ok && status.value.everyMinutes).toBe(15);

      const first = nextEnd();
      timers[0]!.tick();
      // A second tick while the first sync runs starts nothing.
      timers[0]!.tick();
      await first;
      expect(ends.map((p) => [p.state, p.added])).toEqual([['done', 20_000]]);

      // Another account active: its tick waits; that account has no setting of its own.
      active = 'auto-b';
      timers[0]!.tick();
      const other = await service.status();
      expect(other.ok && other.value.everyMinutes).toBeNull();
      active = 'auto-a';
      const second = nextEnd();
      timers[0]!.tick();
      await second;
      expect(ends.map((p) => [p.state, p.added])).toEqual([['done', 20_000], ['done', 0]]);

      expect(service.autoSync(null)).toEqual({ ok: true, value: { everyMinutes: null } });
      expect(timers[0]!.stopped).toBe(true);
      const off = await service.status();
      expect(off.ok && off.value.everyMinutes).toBeNull();
    } finally {
      await service.dispose();
      client.close();
    }
  }, 120_000);
});
