/**
 * sevu.errorlog paging through the per-filter indexes: the same rows as a plain scan of
 * every row for every filter the sandbox supports (and after rows are appended), and a
 * page costs O(limit) rows read however deep `seek` is — counted, not timed.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../electron/sandbox/prng';
import type { AttemptFilter } from '../../../electron/sandbox/state/attempt-filter';
import type { AttemptRow, AttemptStore } from '../../../electron/sandbox/state/attempts';
import { seedAttempts } from '../../../electron/sandbox/state/attempt-seed';
import { seedTickets, type TicketStore } from '../../../electron/sandbox/state/tickets';

const NOW = 1_767_225_600;

function seeded(count: number): { store: AttemptStore; tickets: TicketStore } {
  const tickets = seedTickets(createRng(1), 40, NOW);
  return { store: seedAttempts(createRng(2), tickets, count, NOW), tickets };
}

/** The reference: every row, read as text, newest first, filtered by its texts. */
function scanPage(store: AttemptStore, f: AttemptFilter, seek: number, limit: number): AttemptRow[] {
  const out: AttemptRow[] = [];
  for (let i = store.size - 1; i >= 0; i -= 1) {
    const r = store.row(i);
    const ok =
      (f.key === undefined || r.key === f.key) && (f.app === undefined || r.app === f.app) && (f.video === undefined || r.video === f.video) &&
      (f.ip === undefined || r.ip === f.ip) && (f.passKeys === undefined || f.passKeys.has(r.key)) &&
      (f.success === undefined || r.success === String(f.success)) && (f.since === undefined || store.time[i]! >= f.since);
    if (ok) out.push(r);
  }
  return out.slice(seek, seek + limit);
}

function filtersOf(store: AttemptStore, tickets: TicketStore): Record<string, AttemptFilter> {
  const sample = store.row(Math.floor(store.size / 3));
  const pass = tickets.list[0]!.row.pass;
  const passKeys = new Set(tickets.list.filter((t) => t.row.pass === pass).map((t) => t.row.key));
  const since = store.time[Math.floor(store.size * 0.8)]!;
  return {
    none: {},
    key: { key: sample.key },
    app: { app: 'vod-archive' },
    video: { video: sample.video },
    ip: { ip: sample.ip },
    pass: { passKeys },
    accepted: { success: 1 },
    rejected: { success: 0 },
    since: { since },
    'rejected since': { success: 0, since },
    'app, video, rejected': { app: 'demo-origin', video: 'cam_2', success: 0 },
    'unknown key': { key: 'nobody.0.0' },
  };
}

describe('attempt paging by index', () => {
  it('gives the rows a full scan gives, for every filter, page size and seek', () => {
    const { store, tickets } = seeded(6000);
    for (const [name, f] of Object.entries(filtersOf(store, tickets))) {
      for (const [seek, limit] of [[0, 51], [0, 1000], [37, 25], [900, 500], [5999, 10]] as const) {
        expect(store.page(f, seek, limit), `${name} seek ${seek} limit ${limit}`).toEqual(scanPage(store, f, seek, limit));
      }
      expect(store.count(f), `${name} count`).toBe(scanPage(store, f, 0, Infinity).length);
    }
  });

  it('keeps its indexes true as rows are appended, also for texts no row had before and a clock that went back', () => {
    const { store, tickets } = seeded(3000);
    const filters = filtersOf(store, tickets);
    const newKey = 'fresh.ticket.0001';
    const withNew: AttemptFilter = { passKeys: new Set([...filters.pass!.passKeys!, newKey]) };
    // Build every index first, then append.
    for (const f of [...Object.values(filters), withNew]) store.page(f, 0, 10);
    const base = { ip: '203.0.113.9', video: 'cam_2', app: 'demo-origin', appinst: 'live', pageurl: '', refurl: '', serverIp: '10.0.0.1' };
    store.add({ ...base, key: newKey, time: NOW + 5, reason: 'Success' });
    store.add({ ...base, key: tickets.list[0]!.row.key, time: NOW + 6, reason: 'Wrong Application', app: 'vod-archive' });
    store.add({ ...base, key: newKey, time: NOW - 90 * 86_400, reason: 'Invalid IP Address', ip: '2001:db8::1' }); // out of time order
    for (const [name, f] of Object.entries({ ...filters, withNew, v6: { ip: '2001:db8::1' } })) {
      for (const [seek, limit] of [[0, 20], [2, 700]] as const) {
        expect(store.page(f, seek, limit), `${name} after appends`).toEqual(scanPage(store, f, seek, limit));
      }
      expect(store.count(f), `${name} count after appends`).toBe(scanPage(store, f, 0, Infinity).length);
    }
  });

  it('reads O(limit) rows per page once a filter is indexed, however deep the seek', () => {
    const { store, tickets } = seeded(50_000);
    const log2 = Math.ceil(Math.log2(store.size)) + 1;
    for (const [name, f] of Object.entries(filtersOf(store, tickets))) {
      store.page(f, 0, 1); // builds the index: one scan, once
      const total = store.count(f);
      const before = store.scanned;
      const deep = Math.max(0, total - 200);
      const rows = store.page(f, deep, 100);
      const read = store.scanned - before;
      expect(rows.length, name).toBe(Math.min(100, total - deep));
      expect(read, `${name}: rows read for a page of 100 at seek ${deep}`).toBeLessThanOrEqual(100 + log2 * 2);
    }
  });
});
