import { describe, expect, it, vi } from 'vitest';
import { useMc } from '../../../renderer/src/stores/store';
import { exportOf, searchKey, shownExport, withProgress } from '../../../renderer/src/features/viewers/exports-part';
import { attemptTotal } from '../../../renderer/src/features/viewers/attempts-part';
import type { ExportProgress } from '../../../shared/domain/viewers/export';
import { answer, installFakeBridge } from './fake-bridge';

const ticket = (i: number) => ({ key: `k${i}`, pass: 'p', ip: 'auto', video: 'cam_1', app: 'demo-origin', created_date: '2026-11-01 00:00:00', used_date: null, uses: 1, active: true });
const store = () => useMc.getState();

describe('Tickets in the slice', () => {
  it('pages forward and back with limit/seek, one extra row asked', async () => {
    const { calls } = installFakeBridge((_c, input) => {
      const seek = Number(input.seek);
      const n = seek >= 100 ? 7 : Number(input.limit);
      return answer({ tickets: Array.from({ length: n }, (_, i) => ticket(seek + i)) });
    });
    store().setTicketFilter({ app: ' demo-origin ' });
    await store().searchTickets();
    expect(calls.at(-1)).toEqual({ channel: 'api.call:sevu.search', input: { app: 'demo-origin', limit: 51, seek: 0 } });
    expect(store().viewersTickets).toMatchObject({ hasMore: true, shown: { page: 0 } });
    expect(store().viewersTickets.rows).toHaveLength(50);
    await store().pageTickets('next');
    await store().pageTickets('next');
    expect(calls.at(-1)?.input).toMatchObject({ seek: 100 });
    expect(store().viewersTickets).toMatchObject({ hasMore: false, shown: { page: 2 } });
    await store().pageTickets('next');
    expect(calls).toHaveLength(3);
    await store().pageTickets('prev');
    expect(calls.at(-1)?.input).toMatchObject({ seek: 50 });
  });

  it('a page whose answer left items out says so in its words; the next whole answer clears them', async () => {
    let nulls = true;
    installFakeBridge(() => answer({ tickets: [ticket(1), ticket(2)], ...(nulls ? { unreadable: { tickets: [null, null] } } : {}) }));
    await store().searchTickets();
    expect(store().viewersTickets.rows).toHaveLength(2);
    expect(store().viewersTickets.unreadable).toBe('The answer had members that could not be read: tickets (2 null items left out).');
    nulls = false;
    await store().searchTickets();
    expect(store().viewersTickets.unreadable).toBeNull();
  });

  it('a bad filter is stopped with its message and nothing is sent', async () => {
    const { calls } = installFakeBridge(() => answer({ errors: [] }));
    store().setAttemptFilter({ since: '31/12/2026' });
    await store().searchAttempts();
    expect(store().viewersAttemptProblems).toEqual({ since: 'use YYYY-MM-DD HH:MM:SS (UTC)' });
    expect(calls).toHaveLength(0);
  });

  it('opening an unknown key says not found, and shows no attempts', async () => {
    installFakeBridge((c) => (c === 'api.call:sevu.status' ? answer({ ticket: null, code: '2020' }) : answer({ errors: [] })));
    await store().openTicket(' nope ');
    expect(store().viewersDetail).toMatchObject({ key: 'nope', status: 'not_found', attempts: [] });
  });

  it('2020 as status failure is not found too (the client keeps it a failure), with no attempts', async () => {
    installFakeBridge((c) => {
      if (c === 'api.call:sevu.status') return { ok: false, error: { kind: 'api_failure', code: '2020', message: 'Rejected by the server: Ticket not found', serverMessage: 'Ticket not found' } };
      return answer({ errors: [], code: '2040' });
    });
    await store().openTicket('nope');
    expect(store().viewersDetail).toEqual({ key: 'nope', status: 'not_found', ticket: null, error: null, attempts: [], attemptsError: null });
  });

  it('a status failure with another code is a failure, with its error', async () => {
    const error = { kind: 'api_failure', code: '0004', message: 'Rejected by the server: oops', serverMessage: 'oops' };
    installFakeBridge((c) => (c === 'api.call:sevu.status' ? { ok: false, error } : answer({ errors: [] })));
    await store().openTicket('k1');
    expect(store().viewersDetail).toMatchObject({ status: 'failed', error });
  });

  it('an empty search page is "no matches": shown, with no error', async () => {
    installFakeBridge(() => answer({ tickets: [], code: '2030' }));
    await store().searchTickets();
    expect(store().viewersTickets).toMatchObject({ rows: [], error: null, stale: false, hasMore: false, shown: { page: 0 } });
  });

  it('create returns the key with the pass that was sent', async () => {
    const { calls } = installFakeBridge((c) => (c === 'api.call:sevu.request' ? answer({ key: 'cam_1.abc.1', ticket: null }) : answer({ tickets: [], errors: [], ticket: null })));
    const r = await store().createTicket({ app: 'demo-origin', video: 'cam_1', pass: 'abcdefghijkm', uses: 0 });
    expect(r).toEqual({ ok: true, value: { key: 'cam_1.abc.1', pass: 'abcdefghijkm' } });
    expect(calls[0]?.channel).toBe('api.call:sevu.request');
  });

  it('after a create, the list is read again narrowed to the new key, so the new ticket is in it', async () => {
    const { calls } = installFakeBridge((c) => (c === 'api.call:sevu.request' ? answer({ key: 'cam_1.abc.1', ticket: null }) : answer({ tickets: [], errors: [], ticket: null })));
    await store().searchTickets();
    await store().createTicket({ app: 'demo-origin', video: 'cam_1', pass: 'abcdefghijkm', uses: 0 });
    await vi.waitFor(() => expect(calls.filter((c) => c.channel === 'api.call:sevu.search').map((c) => c.input.key)).toEqual([undefined, 'cam_1.abc.1']));
  });
});

describe('offline', () => {
  it('a failed first page falls back to its cached read, marked stale, with the failure kept', async () => {
    const cachedRows = [ticket(1), ticket(2)];
    installFakeBridge((c, input) => {
      if (c === 'api.call:sevu.search') return { ok: false, error: { kind: 'network_not_sent', cause: 'ECONNREFUSED', message: 'connection refused' } };
      expect(String(input.cacheKey)).toMatch(/^viewers:tickets:50:[0-9a-f]+$/);
      return { ok: true, value: { response: { tickets: cachedRows }, fetchedAt: '2026-11-21T10:00:00.000Z', profileId: 'sandbox' } };
    });
    await store().searchTickets();
    expect(store().viewersTickets).toMatchObject({ stale: true, fetchedAt: '2026-11-21T10:00:00.000Z', rows: cachedRows, error: { kind: 'network_not_sent' } });
  });
});

describe('Attempts in the slice', () => {
  it('one search reads the page, the count and the breakdown (without success)', async () => {
    const { calls } = installFakeBridge((c) => {
      if (c === 'api.call:sevu.errorcount') return answer({ error_count: 1234 });
      if (c === 'viewers.reasonBreakdown') return { ok: true, value: { counts: [{ reason: 'Invalid IP Address', count: 3 }], sampled: 3, exact: true } };
      return answer({ errors: [] });
    });
    store().setAttemptFilter({ success: 'rejected', app: 'demo-origin' });
    await store().searchAttempts();
    const byChannel = Object.fromEntries(calls.map((c) => [c.channel, c.input]));
    expect(byChannel['api.call:sevu.errorlog']).toEqual({ app: 'demo-origin', success: 0, limit: 51, seek: 0 });
    expect(byChannel['api.call:sevu.errorcount']).toEqual({ app: 'demo-origin', success: 0 });
    expect(byChannel['viewers.reasonBreakdown']).toEqual({ params: { app: 'demo-origin' } });
    expect(store().viewersAttemptCount).toMatchObject({ status: 'ready', value: 1234 });
    expect(attemptTotal(store())).toBe(1234);
    expect(store().viewersBreakdown).toMatchObject({ status: 'ready', value: { exact: true } });
  });

  it('with a date filter: no count (sevu.errorcount would count every date), so no total is stated before the last page', async () => {
    const { calls } = installFakeBridge((c) => {
      if (c === 'api.call:sevu.errorcount') return answer({ error_count: 1234 });
      if (c === 'viewers.reasonBreakdown') return { ok: true, value: { counts: [], sampled: 0, exact: true } };
      return answer({ errors: [] });
    });
    store().setAttemptFilter({ success: 'rejected', since: '2026-11-01 00:00', app: 'demo-origin' });
    await store().searchAttempts();
    const byChannel = Object.fromEntries(calls.map((c) => [c.channel, c.input]));
    expect(byChannel['api.call:sevu.errorlog']).toEqual({ app: 'demo-origin', success: 0, datetime: '2026-11-01 00:00:00', limit: 51, seek: 0 });
    expect(byChannel['api.call:sevu.errorcount']).toBeUndefined();
    expect(byChannel['viewers.reasonBreakdown']).toEqual({ params: { app: 'demo-origin', datetime: '2026-11-01 00:00:00' } });
    expect(store().viewersAttemptCount.status).toBe('idle');
    expect(attemptTotal(store())).toBeUndefined();
  });

  it('accepted only: no rejection breakdown, and the last search’s chart is gone', async () => {
    const { calls } = installFakeBridge((c) => {
      if (c === 'api.call:sevu.errorcount') return answer({ error_count: 9 });
      if (c === 'viewers.reasonBreakdown') return { ok: true, value: { counts: [{ reason: 'Invalid IP Address', count: 3 }], sampled: 3, exact: true } };
      return answer({ errors: [] });
    });
    await store().searchAttempts();
    expect(store().viewersBreakdown.status).toBe('ready');
    store().setAttemptFilter({ success: 'accepted' });
    await store().searchAttempts();
    expect(calls.filter((c) => c.channel === 'viewers.reasonBreakdown')).toHaveLength(1);
    expect(store().viewersBreakdown.status).toBe('idle');
  });
});

describe('Attempts: the first page comes first', () => {
  /** A bridge whose errorlog answers wait until released, one by one in the order asked. */
  function heldPages() {
    const release: Array<() => void> = [];
    const { calls } = installFakeBridge((c) => {
      if (c === 'api.call:sevu.errorcount') return answer({ error_count: 7 });
      if (c === 'viewers.reasonBreakdown') return { ok: true, value: { counts: [], sampled: 0, exact: true } };
      return new Promise((resolve) => release.push(() => resolve(answer({ errors: [] }))));
    });
    const channels = () => calls.map((c) => c.channel);
    return { calls, channels, release };
  }
  const until = async (cond: () => boolean) => vi.waitFor(() => expect(cond()).toBe(true));

  it('asks for the page, then at once the breakdown (a new breakdown stops the last one in main), the count once the page is in', async () => {
    const { channels, release } = heldPages();
    const search = store().searchAttempts();
    await until(() => release.length === 1 && channels().length === 2);
    expect(channels()).toEqual(['api.call:sevu.errorlog', 'viewers.reasonBreakdown']);
    release[0]!();
    await search;
    expect(channels().at(-1)).toBe('api.call:sevu.errorcount');
  });

  it('a search overtaken by a newer one starts no count of its own', async () => {
    const { calls, release } = heldPages();
    store().setAttemptFilter({ app: 'first' });
    const first = store().searchAttempts();
    await until(() => release.length === 1);
    store().setAttemptFilter({ app: 'second' });
    const second = store().searchAttempts();
    await until(() => release.length === 2);
    release[1]!();
    await second;
    release[0]!();
    await first;
    const counts = calls.filter((c) => c.channel === 'api.call:sevu.errorcount').map((c) => c.input);
    expect(counts).toEqual([{ app: 'second' }]);
    expect(store().viewersAttemptCount).toMatchObject({ status: 'ready', params: { app: 'second' } });
  });
});

describe('Stream users in the slice', () => {
  it('a list whose answer left items out says so in its words; the next whole answer clears them', async () => {
    const user = { streamuser_id: 3, app: 'a', stream: 's', user: 'u' };
    let nulls = true;
    installFakeBridge(() => answer({ streamusers: [user], ...(nulls ? { unreadable: { streamusers: [null] } } : {}) }));
    await store().loadStreamUsers();
    expect(store().viewersStreamUsers).toMatchObject({ rows: [user], unreadable: 'The answer had members that could not be read: streamusers (1 null item left out).' });
    nulls = false;
    await store().loadStreamUsers();
    expect(store().viewersStreamUsers.unreadable).toBeNull();
  });

  it('2081 is removed, in the console’s words with the server’s message, and the list is read again', async () => {
    const { calls } = installFakeBridge((c) => (c === 'api.call:sevu.removestreamuser' ? answer({ code: '2081', message: 'done and dusted' }) : answer({ streamusers: [] })));
    expect(await store().removeStreamUser({ streamuser_id: 3 })).toEqual({
      ok: true,
      value: 'Removed (code 2081): the stream user can no longer publish. The server said: “done and dusted”.',
    });
    expect(calls.map((c) => c.channel)).toContain('api.call:sevu.liststreamusers');
  });

  it('the chosen user is marked removed once removed (by id or by name), not before', async () => {
    const user = { streamuser_id: 3, app: 'a', stream: 's', user: 'u' };
    // The list read after a removal still holds the chosen user (another one was removed).
    installFakeBridge((c) => (c === 'api.call:sevu.removestreamuser' ? answer({ code: '2081' }) : answer({ streamusers: [user] })));
    store().chooseStreamUser(user);
    expect(store().viewersChosenUser).toEqual({ user, removed: false });
    await store().removeStreamUser({ streamuser_id: 4 });
    expect(store().viewersChosenUser?.removed).toBe(false);
    await store().removeStreamUser({ app: 'a', stream: 's', user: 'u' });
    expect(store().viewersChosenUser?.removed).toBe(true);
  });

  const notRemoved = {
    ok: false,
    error: { kind: 'conflict', message: 'Not removed: the stream user could not be removed (code 2080); they can still publish. The server said: “no such user here”.' },
  };

  it('2080 as status failure is "could not be removed" in the console’s own words, with the server’s message', async () => {
    const refusal = { kind: 'api_failure', code: '2080', message: 'Rejected by the server: no such user here', serverMessage: 'no such user here' };
    installFakeBridge(() => ({ ok: false, error: refusal }));
    expect(await store().removeStreamUser({ app: 'a', stream: 's', user: 'u' })).toEqual(notRemoved);
  });

  it('2080 as status success is still "could not be removed" (the code decides, not the status)', async () => {
    const { calls } = installFakeBridge((c) => (c === 'api.call:sevu.removestreamuser' ? answer({ code: '2080', message: 'no such user here' }) : answer({ streamusers: [] })));
    expect(await store().removeStreamUser({ app: 'a', stream: 's', user: 'u' })).toEqual(notRemoved);
    expect(calls.map((c) => c.channel)).not.toContain('api.call:sevu.liststreamusers');
  });

  it('other failures pass through as they are', async () => {
    const unknown = { kind: 'outcome_unknown', cause: 'connection_reset', message: 'reset' };
    installFakeBridge(() => ({ ok: false, error: unknown }));
    expect(await store().removeStreamUser({ streamuser_id: 3 })).toEqual({ ok: false, error: unknown });
  });
});

describe('export progress', () => {
  const p = (over: Partial<ExportProgress>): ExportProgress => ({
    id: 'e1', command: 'sevu.errorlog', path: '/tmp/a.csv', state: 'running', rows: 0, pages: 0, total: null, rowsPerSecond: 0,
    etaSeconds: null, startedAt: 't', finishedAt: null, message: '', error: null, ...over,
  });

  it('keeps the newest report even when an older one arrives late', () => {
    let all = withProgress({}, p({ rows: 500 }));
    all = withProgress(all, p({ rows: 200 }));
    expect(all.e1?.rows).toBe(500);
    all = withProgress(all, p({ state: 'done', rows: 900 }));
    all = withProgress(all, p({ rows: 800 }));
    expect(all.e1?.state).toBe('done');
  });

  it('applies viewers.export events and ignores others', () => {
    const { emit } = installFakeBridge(() => ({ ok: true, value: [] }));
    const stop = store().watchExports();
    emit({ type: 'viewers.export', progress: p({ rows: 42 }) });
    emit({ type: 'accounts.changed' });
    stop();
    emit({ type: 'viewers.export', progress: p({ rows: 99 }) });
    expect(store().viewersExports.e1?.rows).toBe(42);
  });

  it('watching reloads main’s list, so an export started before (another screen, a reload) is known with its progress', async () => {
    const running = p({ id: 'e2', rows: 4000 });
    const { calls, emit } = installFakeBridge((c) => (c === 'viewers.exports' ? { ok: true, value: [running, p({ id: 'e0', state: 'done', rows: 10 })] } : answer({})));
    const stop = store().watchExports();
    await vi.waitFor(() => expect(store().viewersExports.e2?.rows).toBe(4000));
    expect(calls.map((c) => c.channel)).toEqual(['viewers.exports']);
    expect(exportOf(store().viewersExports, 'sevu.errorlog')?.id).toBe('e2');
    emit({ type: 'viewers.export', progress: p({ id: 'e2', rows: 3000 }) });
    expect(store().viewersExports.e2?.rows).toBe(4000);
    stop();
  });

  it('the box shows its grid’s running export, else its newest one', () => {
    const all = { a: p({ id: 'a', state: 'done', startedAt: '2026-01-02' }), b: p({ id: 'b', state: 'cancelled', startedAt: '2026-01-03' }), t: p({ id: 't', command: 'sevu.search', startedAt: '2026-01-04' }) };
    expect(exportOf(all, 'sevu.errorlog')?.id).toBe('b');
    expect(exportOf({ ...all, r: p({ id: 'r', startedAt: '2026-01-01' }) }, 'sevu.errorlog')?.id).toBe('r');
    expect(exportOf(all, 'sevu.search')?.id).toBe('t');
    expect(exportOf({}, 'sevu.search')).toBeUndefined();
  });

  it('an ended export’s line goes when a new search replaces the one it exported; a running one stays', () => {
    const before = { app: 'demo-origin', error_code: '3' };
    const searches = { a: searchKey({ error_code: '3', app: 'demo-origin' }) };
    const done = { a: p({ id: 'a', state: 'done', rows: 5000, message: 'Exported 5,000 rows' }) };
    expect(shownExport(done, searches, 'sevu.errorlog', before)?.id).toBe('a');
    expect(shownExport(done, searches, 'sevu.errorlog', { app: 'demo-origin', error_code: '4' })).toBeUndefined();
    expect(shownExport(done, searches, 'sevu.errorlog', null)).toBeUndefined();
    expect(shownExport({ a: p({ id: 'a' }) }, searches, 'sevu.errorlog', { app: 'other' })?.id).toBe('a'); // running
    expect(shownExport(done, {}, 'sevu.errorlog', { app: 'other' })?.id).toBe('a'); // started elsewhere: its search is not known here
  });

  it('remembers the search an export started here was of', async () => {
    installFakeBridge(() => ({ ok: true, value: p({ id: 'x', state: 'running' }) }));
    await store().startExport({ command: 'sevu.errorlog', params: { app: 'demo-origin' }, path: 'a.csv', overwrite: false } as never);
    expect(store().viewersExportSearch).toEqual({ x: searchKey({ app: 'demo-origin' }) });
  });
});
