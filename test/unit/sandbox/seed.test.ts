/** Same seed → same account; sizes from options; a million attempts start and page. */
import { describe, expect, it } from 'vitest';
import type { Attempt } from '../../../electron/sandbox';
import { call, sandbox } from './helpers';

const clock = { now: () => Date.UTC(2026, 10, 1, 9, 30, 0) };
const ts = clock.now() / 1000;

async function snapshot(seed: number) {
  const sb = await sandbox({ seed, clock, tickets: 50, attempts: 300 });
  const tickets = (await call(sb, 'sevu.search', { limit: 50 }, { timestamp: ts })).body.tickets;
  const errors = (await call(sb, 'sevu.errorlog', { limit: 300 }, { timestamp: ts })).body.errors;
  const uploads = (await call(sb, 'cloudstore.status', { limit: 100 }, { timestamp: ts })).body.data;
  const live = (await call(sb, 'stream.active', { app: 'demo-origin', inst: 'live' }, { timestamp: ts })).body.streams;
  return { creds: [sb.apiKey, sb.secret], data: { tickets, errors, uploads, live } };
}

describe('sandbox determinism', () => {
  it('builds the same data from the same seed, but fresh credentials on every start', async () => {
    const [a, b] = [await snapshot(42), await snapshot(42)];
    expect(a.data).toEqual(b.data);
    expect(a.creds[0]).not.toBe(b.creds[0]);
    expect(a.creds[1]).not.toBe(b.creds[1]);
    expect(a.creds[1]).toMatch(/^[0-9a-f]{48}$/);
  });

  it('uses given credentials when a test needs a particular secret', async () => {
    const sb = await sandbox({ seed: 42, credentials: { apiKey: 'k', secret: 'a "quoted" \\ secret' } });
    expect([sb.apiKey, sb.secret]).toEqual(['k', 'a "quoted" \\ secret']);
    expect((await call(sb, 'video.getapps', {})).body).toMatchObject({ status: 'success' });
  });

  it('builds different data from another seed', async () => {
    const [a, b] = [await snapshot(42), await snapshot(43)];
    expect(a.data.tickets).not.toEqual(b.data.tickets);
  });

  it('takes its sizes from the options; tickets stay the same when only attempts change', async () => {
    const small = await sandbox({ seed: 9, clock, tickets: 20, attempts: 10 });
    const large = await sandbox({ seed: 9, clock, tickets: 20, attempts: 400 });
    expect(small.state.tickets.list).toHaveLength(20);
    expect((await call(small, 'sevu.errorcount', {}, { timestamp: ts })).body.error_count).toBe('10');
    expect((await call(large, 'sevu.errorcount', {}, { timestamp: ts })).body.error_count).toBe('400');
    expect(small.state.tickets.list.map((t) => t.row)).toEqual(large.state.tickets.list.map((t) => t.row));
  });

  it('works with no tickets at all (every attempt is an Invalid Auth Token)', async () => {
    const sb = await sandbox({ tickets: 0, attempts: 30 });
    expect((await call(sb, 'sevu.errorcount', { success: 1 })).body.error_count).toBe('0');
    expect((await call(sb, 'sevu.search', {})).body.tickets).toEqual([]);
  });
});

describe('sandbox with a million attempts', () => {
  it('starts, counts and pages to the far end', async () => {
    const sb = await sandbox({ attempts: 1_000_000 });
    expect((await call(sb, 'sevu.errorcount', {})).body.error_count).toBe('1000000');
    const last = (await call(sb, 'sevu.errorlog', { limit: 25, seek: 999_990 })).body.errors as Attempt[];
    expect(last).toHaveLength(10);
    const first = (await call(sb, 'sevu.errorlog', { limit: 1 })).body.errors as Attempt[];
    expect(first[0]!.datetime >= last[0]!.datetime).toBe(true);
    const rejected = Number((await call(sb, 'sevu.errorcount', { success: 0 })).body.error_count);
    const accepted = Number((await call(sb, 'sevu.errorcount', { success: 1 })).body.error_count);
    expect(rejected + accepted).toBe(1_000_000);
  }, 60_000);
});
