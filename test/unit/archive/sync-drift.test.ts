/**
 * The archive's sync over a live errorlog whose paging drifts (test/unit/viewers/drifting-log.ts),
 * through the archive service as it is: attempts arriving while it pages are stepped over
 * (each archived once); pages that move in a way nothing explains make the sync commit
 * nothing and say, in the one "not complete" wording, where it could not reconcile.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArchiveService } from '../../../electron/core/archive/service';
import { openIpData, shippedIpDataDir } from '../../../electron/core/insights/ip-data';
import type { SyncProgress } from '../../../shared/domain/archive/types';
import { type DriftFaults, createDriftingLog } from '../viewers/drifting-log';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mc-archive-drift-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function syncOf(id: string, f: DriftFaults) {
  const fake = createDriftingLog(f);
  const seen: SyncProgress[] = [];
  const service = createArchiveService({
    call: fake.call, dataDir, ipData: () => openIpData(shippedIpDataDir()),
    account: () => ({ id, baseUrl: 'https://drift.invalid/', cdn: 1 }),
    events: { emit: (e) => void (e.type === 'viewers.archive' && seen.push(e.progress)) },
  });
  try {
    const r = await service.sync();
    const status = await service.status();
    const rows = status.ok && status.value.available ? status.value.stats.rows : NaN;
    return { r, rows, seen, fake };
  } finally {
    await service.dispose();
  }
}

describe('archive sync over drifting pages', () => {
  it('a page repeated whenever asked: nothing committed, and the sync says where it could not reconcile', async () => {
    const { r, rows, seen } = await syncOf('repeat', { rows: 12_000, repeat: { fromSeek: 5_000, times: 99 } });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toMatchObject({ kind: 'paging_drift' });
    expect(!r.ok && r.error.message).toMatch(/^Not complete: the service's pages moved at row [\d,]+ /);
    expect(seen.at(-1)?.message).toMatch(/the archive is as it was\.$/);
    expect(rows).toBe(0);
  }, 120_000);

  it('7 attempts arriving while 12,000 page: 12,000 archived, none twice (unchecked: 12,007 rows, 7 twice)', async () => {
    const { r, rows } = await syncOf('arrive', { rows: 12_000, arrive: { afterPages: 1, rows: 7 } });
    expect(r.ok && r.value).toMatchObject({ state: 'done', read: 12_000, added: 12_000 });
    expect(rows).toBe(12_000);
  }, 120_000);
});
