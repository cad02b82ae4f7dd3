/**
 * Attempts → Archive's Cancel: the archive service's sync stopped after its first pages
 * ends "cancelled" and adds nothing, and leaves no staged file; the next sync adds every
 * attempt. Progress arrives as `viewers.archive` events while it reads. While a sync runs,
 * the archive's stats count only what is committed and "forget before" is refused.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxHandle, startSandbox } from '../../../electron/sandbox';
import { createApiClient } from '../../../electron/core/client';
import { createArchiveService } from '../../../electron/core/archive/service';
import { openIpData, shippedIpDataDir } from '../../../electron/core/insights/ip-data';
import { FORGET_WHILE_SYNCING, type SyncProgress } from '../../../shared/domain/archive/types';
import type { McEvent } from '../../../shared/ipc/events';
import type { ViewersCall } from '../../../electron/core/viewers/export-run';
import { archiveDir } from '../../../electron/core/archive/place';
import type { ArchiveService } from '../../../electron/core/archive/service';

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

/** The service over the sandbox, for an account of its own; `onProgress` sees each progress event as it is emitted. */
function serviceWith(id: string, onProgress: (p: SyncProgress, service: ArchiveService) => void): { service: ArchiveService; close: () => void } {
  const client = createApiClient({ baseUrl: sb.baseUrl, cdn: sb.cdn, apiKey: sb.apiKey, secret: sb.secret, serialization: 'php', clock: { now: () => Date.now() } });
  const call: ViewersCall = (command, params, options) => client.call(command, params, options);
  const service: ArchiveService = createArchiveService({
    call, dataDir, ipData: () => openIpData(shippedIpDataDir()),
    account: () => ({ id, baseUrl: sb.baseUrl, cdn: sb.cdn }),
    events: { emit: (e: McEvent) => void (e.type === 'viewers.archive' && onProgress(e.progress, service)) },
  });
  return { service, close: () => client.close() };
}

const syncFolder = (id: string): string => join(archiveDir(dataDir, { profileId: id, baseUrl: sb.baseUrl, cdn: sb.cdn }), 'sync');

describe('the archive service', () => {
  it('cancelled mid-sync adds nothing; the next sync adds every attempt', async () => {
    const seen: SyncProgress[] = [];
    const { service, close } = serviceWith('cancel', (p, s) => {
      seen.push(p);
      // Cancel as soon as some attempts are read, the way the panel's Cancel would.
      if (p.state === 'running' && p.read > 0 && seen.filter((q) => q.read > 0).length === 1) void s.cancel();
    });
    try {
      const first = await service.sync();
      expect(first.ok && first.value.state).toBe('cancelled');
      expect(first.ok && first.value.message).toMatch(/^Cancelled after [\d,]+ attempts; the archive is as it was\.$/);
      const before = await service.status();
      expect(before.ok && before.value.available && before.value.stats.rows).toBe(0);
      expect(existsSync(syncFolder('cancel'))).toBe(false);
      const second = await service.sync();
      expect(second.ok && second.value.added).toBe(60_000);
      const after = await service.status();
      expect(after.ok && after.value.available && after.value.stats.rows).toBe(60_000);
      expect(existsSync(syncFolder('cancel'))).toBe(false);
    } finally {
      await service.dispose();
      close();
    }
  }, 120_000);

  it('while a sync runs, stats count only what is committed and forget is refused in words; after it, forget works', async () => {
    type Answers = [Awaited<ReturnType<ArchiveService['status']>>, Awaited<ReturnType<ArchiveService['forget']>>];
    let during: Promise<Answers> | null = null;
    const { service, close } = serviceWith('during', (p, s) => {
      // Past the first batch, so rows are already in the sync's transaction, not yet committed.
      if (p.state === 'running' && p.read >= 55_000 && during === null) during = Promise.all([s.status(), s.forget('2100-01-01')]);
    });
    try {
      const synced = await service.sync();
      expect(synced.ok && synced.value.added).toBe(60_000);
      expect(during).not.toBeNull();
      const [status, forget] = await during!;
      expect(status.ok && status.value.available && status.value.stats.rows).toBe(0);
      expect(forget).toEqual({ ok: false, error: { kind: 'conflict', message: FORGET_WHILE_SYNCING } });
      const forgot = await service.forget('2100-01-01');
      expect(forgot.ok && forgot.value.removed).toBe(60_000);
    } finally {
      await service.dispose();
      close();
    }
  }, 120_000);
});
