/**
 * Every map and list main keeps for as long as it runs stops growing at its bound (issue
 * #51: a 12-hour show holds steady). Each test writes the bound's number itself, so a
 * changed bound is a changed test, and fills its store past the bound.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setBounded } from '../../../shared/domain/bounded';
import type { AuditEntry } from '../../../shared/domain/audit';
import type { LedgerRow } from '../../../shared/domain/live/ledger';
import { DestinationFollower } from '../../../electron/core/audit/follow-up';
import { AuditLog } from '../../../electron/core/audit/log';
import { ArmRegistry } from '../../../electron/core/control/arms';
import { RecentRequests } from '../../../electron/control/dedupe';
import { KnownSecrets } from '../../../electron/core/events/known-secrets';
import { maskedNamesKept, sanitizeResponse } from '../../../electron/core/gateway/sanitize';
import { LedgerStore } from '../../../electron/core/live/ledger-store';
import { ShowSummary } from '../../../electron/core/live/show-summary';
import { StartedStore } from '../../../electron/core/live/started-store';
import { FiredCues } from '../../../electron/core/sheets/fire-once';
import { EMPTY_BOARD } from '../../../shared/domain/live/board';

const clock = { now: () => Date.now() };
const tmp = (prefix: string) => mkdtempSync(join(tmpdir(), prefix));

describe('setBounded', () => {
  it('keeps the newest entries up to the bound, the oldest going first; setting a key again makes it the newest', () => {
    const m = new Map<number, string>();
    for (let i = 0; i < 10; i++) setBounded(m, i, `v${i}`, 3);
    expect([...m.keys()]).toEqual([7, 8, 9]);
    setBounded(m, 7, 'again', 3);
    setBounded(m, 10, 'v10', 3);
    expect([...m.keys()]).toEqual([9, 7, 10]);
  });
});

describe('AuditLog: intents waiting for their outcome', () => {
  it('holds at most 1,000: the oldest past that is no longer announced with its outcome, which is still written', () => {
    const log = new AuditLog(tmp('mc-bound-audit-'), new KnownSecrets(), null, clock);
    const ids = Array.from({ length: 1_005 }, (_, i) => log.intent({ profileId: 'p', profileName: 'P', command: 'pushpublish.connect', params: { push_service_id: i } }).id);
    const done = { outcome: 'ok' as const, resultKind: 'ok', message: null, latencyMs: 1 };
    for (const id of ids.slice(0, 5)) expect(log.outcome(id, done)).toBeNull();
    expect(log.outcome(ids[5]!, done)).not.toBeNull();
    expect(log.outcome(ids.at(-1)!, done)).not.toBeNull();
  });
});

describe('DestinationFollower: destinations followed', () => {
  it('follows at most 2,000, whatever the number of destinations acted on and never read again', () => {
    const follower = new DestinationFollower({ followUp: (e) => e }, clock.now, () => undefined);
    for (let i = 0; i < 2_100; i++) {
      follower.entryFinished({ id: `e${i}`, profileId: `gone-${i % 7}`, command: 'pushpublish.connect', outcome: 'ok', params: { push_service_id: i } } as unknown as AuditEntry);
      expect(follower.size).toBe(Math.min(i + 1, 2_000));
    }
  });
});

describe('FiredCues: runs remembered', () => {
  it('remembers the fired cues of the newest 100 runs', () => {
    const fired = new FiredCues();
    for (let run = 0; run < 130; run++) fired.add(`run-${run}`, 'cue-1');
    expect(fired.size).toBe(100);
    expect(fired.has('run-129', 'cue-1')).toBe(true);
    expect(fired.has('run-30', 'cue-1')).toBe(true);
    expect(fired.has('run-29', 'cue-1')).toBe(false);
  });
});

describe('ShowSummary: boards of forgotten accounts', () => {
  it('holds the last board of accounts that still exist only: a deleted one is dropped, its rows with it', () => {
    const existing = new Set(['a', 'b', 'c']);
    const summary = new ShowSummary(() => undefined, (id) => existing.has(id));
    for (const id of ['a', 'b', 'c']) summary.read(id, EMPTY_BOARD, Date.now());
    expect(summary.size).toBe(3);
    existing.delete('b');
    existing.delete('c');
    summary.read('a', EMPTY_BOARD, Date.now());
    expect(summary.size).toBe(1);
  });
});

describe('ArmRegistry: spent arm ids', () => {
  it('remembers the newest 200 spent ids (a second fire of one is refused in words), forgetting older ones', () => {
    const arms = new ArmRegistry<null>(clock, () => undefined, 60_000);
    const ids = Array.from({ length: 210 }, () => arms.create('split', 'splits', 'bench', null).armId);
    for (const id of ids) arms.cancel(id);
    expect(arms.take(ids[9]!)).toMatchObject({ ok: false, message: expect.stringMatching(/^Not sent: there is no arm/) });
    expect(arms.take(ids[10]!)).toMatchObject({ ok: false, message: expect.stringMatching(/was cancelled/) });
  });
});

describe('sanitizeResponse: member names remembered', () => {
  it('remembers the masking of at most 10,000 member names', () => {
    const wide = Object.fromEntries(Array.from({ length: 10_050 }, (_, i) => [`member_${i}`, i]));
    sanitizeResponse(wide, new KnownSecrets(), null);
    expect(maskedNamesKept()).toBe(10_000);
    sanitizeResponse(Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`other_${i}`, i])), new KnownSecrets(), null);
    expect(maskedNamesKept()).toBe(10_000);
  });
});

describe('LedgerStore: split ledger rows', () => {
  it('keeps the newest 20,000 rows on disk', async () => {
    const store = new LedgerStore(tmp('mc-bound-ledger-'));
    const row = (i: number) => ({ id: `s${i}`, time: new Date(i).toISOString(), account: 'A', profileId: 'p', app: 'a/i', stream: 'cam', requested: 'cam', title: null }) as unknown as LedgerRow;
    await store.append(Array.from({ length: 19_990 }, (_, i) => row(i)));
    await store.append(Array.from({ length: 30 }, (_, i) => row(19_990 + i)));
    const rows = await store.list();
    expect(rows).toHaveLength(20_000);
    expect(rows[0]!.id).toBe('s20019');
    expect(rows.at(-1)!.id).toBe('s20');
  });
});

describe('StartedStore: destinations this console started', () => {
  it('records at most 1,000 per account, the oldest going first', async () => {
    const dir = tmp('mc-bound-started-');
    // A record left by a long run of shows (written as the store writes it), then one more start.
    writeFileSync(join(dir, 'live-started.json'), JSON.stringify({ version: 1, started: { A: Array.from({ length: 1_009 }, (_, i) => `entry:show-${i}`) } }));
    const store = new StartedStore(dir);
    await store.set('A', 'entry:show-1009', true);
    await store.set('B', 'svc:501', true);
    const all = await store.all();
    expect(all.A).toHaveLength(1_000);
    expect(all.A![0]).toBe('entry:show-10');
    expect(all.A).toContain('entry:show-500');
    expect(all.A!.at(-1)).toBe('entry:show-1009');
    expect(all.B).toEqual(['svc:501']);
  });
});

describe('RecentRequests (control API dedupe): requests remembered', () => {
  it('holds only the requests of its window, however many distinct ones come', async () => {
    let now = 0;
    const recent = new RecentRequests<string>(() => now, () => true, 300);
    for (let i = 0; i < 1_000; i++) {
      now += 50;
      await recent.once(`press-${i}`, async () => `answer ${i}`);
      expect(recent.size).toBeLessThanOrEqual(6);
    }
  });
});
