/**
 * An account's groups on disk: names checked with clear words, one group per name (any
 * case), kept across a restart, and forgotten with the account.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GroupStore } from '../../../electron/core/live/group-store';
import { accountData } from '../../../electron/core/profiles/account-data';

const fresh = () => mkdtempSync(join(tmpdir(), 'mc-groups-'));

describe('the group store', () => {
  it('makes a group, edits it under its exact name, and keeps it across a restart', async () => {
    const dir = fresh();
    const store = new GroupStore(dir);
    expect(await store.save('p1', ' Main  platforms ', [501, 503, 507, 503])).toEqual({ ok: true, group: { name: 'Main platforms', destinations: [501, 503, 507], reconnect: false } });
    await store.setReconnect('p1', 'main platforms', true);
    expect(await store.save('p1', 'Main platforms', [501, 503])).toEqual({ ok: true, group: { name: 'Main platforms', destinations: [501, 503], reconnect: true } });
    expect(await new GroupStore(dir).list('p1')).toEqual([{ name: 'Main platforms', destinations: [501, 503], reconnect: true }]);
  });

  it('refuses a bad name or no members in words, and stores nothing', async () => {
    const store = new GroupStore(fresh());
    expect(await store.save('p1', '   ', [1])).toEqual({ ok: false, message: 'A group needs a name.' });
    expect(await store.save('p1', 'a/b', [1])).toEqual({ ok: false, message: 'A group name may hold letters, digits, spaces and - _ . only.' });
    expect(await store.save('p1', 'x'.repeat(41), [1])).toEqual({ ok: false, message: 'A group name is at most 40 characters.' });
    expect(await store.save('p1', 'Empty', [])).toEqual({ ok: false, message: 'A group needs at least one destination.' });
    expect(await store.list('p1')).toEqual([]);
  });

  it('keeps each account its own groups and says when one is missing', async () => {
    const store = new GroupStore(fresh());
    await store.save('p1', 'Backups', [2]);
    expect(await store.list('p2')).toEqual([]);
    expect(await store.remove('p2', 'Backups')).toEqual({ ok: false, message: 'This account has no group "Backups".' });
    expect(await store.remove('p1', 'backups')).toMatchObject({ ok: true });
    expect(await store.list('p1')).toEqual([]);
  });

  it("is forgotten with the account, through the one call that forgets an account's data", async () => {
    const dir = fresh();
    const store = new GroupStore(dir);
    await store.save('p1', 'A', [1]);
    await store.save('p2', 'B', [2]);
    await accountData([store]).forget('p1');
    const again = new GroupStore(dir);
    expect(await again.list('p1')).toEqual([]);
    expect((await again.list('p2')).map((g) => g.name)).toEqual(['B']);
  });
});
