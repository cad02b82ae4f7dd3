/**
 * Attempts → Archive's Cancel: the archive service's sync stopped after its first pages
 * ends "cancelled" and adds nothing; the next sync adds every attempt. Progress arrives as
 * `viewers.archive` events while it reads.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxHandle, startSandbox } from '../../../electron/sandbox';
import { createApiClient } from '../../../electron/core/client';
import { createArchiveService } from '../../../electron/core/archive/service';
import { openIpData, shippedIpDataDir } from '../../../electron/core/insights/ip-data';
import type { SyncProgress } from '../../../shared/domain/archive/types';
import type { McEvent } from '../../../shared/ipc/events';
import type { ViewersCall } from '../../../electron/core/viewers/export-run';

let sb: SandboxHandle;
let dataDir: string;
beforeAll(async () => {
  sb = await startSandbox({ seed: 9, attempts: 60_000 });
  dataDir = await mkdtemp(join(tmpdir(), 'mc-archive-cancel-'));
});
afterAll(async () => {
  await sb.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the archive service', () => {
  it('cancelled mid-sync adds nothing; the next sync adds every attempt', async () => {
    const client = createApiClient({ baseUrl: sb.baseUrl, cdn: sb.cdn, apiKey: sb.apiKey, secret: sb.secret, serialization: 'php', clock: { now: () => Date.now() } });
    const call: ViewersCall = (command, params, options) => client.call(command, params, options);
    const seen: SyncProgress[] = [];
    const service = createArchiveService({
      call, dataDir, ipData: () => openIpData(shippedIpDataDir()),
      account: () => ({ id: 'sandbox-test', baseUrl: sb.baseUrl, cdn: sb.cdn }),
      events: {
        emit: (e: McEvent) => {
          if (e.type !== 'viewers.archive') return;
          seen.push(e.progress);
          // Cancel as soon as some attempts are read, the way the panel's Cancel would.
          if (e.progress.state === 'running' && e.progress.read > 0 && seen.filter((p) => p.read > 0).length === 1) void service.cancel();
        },
      },
    });
    try {
      const first = await service.sync();
      expect(first.ok && first.value.state).toBe('cancelled');
      expect(first.ok && first.value.message).toMatch(/^Cancelled after [\d,]+ attempts; the archive is as it was\.$/);
      const before = await service.status();
      expect(before.ok && before.value.available && before.value.stats.rows).toBe(0);
      const second = await service.sync();
      expect(second.ok && second.value.added).toBe(60_000);
      const after = await service.status();
      expect(after.ok && after.value.available && after.value.stats.rows).toBe(60_000);
    } finally {
      await service.dispose();
      client.close();
    }
  }, 120_000);
});
