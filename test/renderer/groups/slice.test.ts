/**
 * The groups slice: main's list for the account the screen shows; another account's
 * `groups.changed` is not this screen's; an account switch starts from none; a group's
 * press keeps its answer in words under its name; a bad name's words come back as said;
 * a delete can be undone.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { useMc } from '../../../renderer/src/stores/store';
import { type FakeBridge, installFake } from '../fake-bridge';
import { accountsList, profile } from '../fixtures';

const studioA = profile({ id: 'acct-a', name: 'Studio A' });
const studioB = profile({ id: 'acct-b', name: 'Studio B' });
const MAIN = { name: 'Main platforms', destinations: [501, 503], reconnect: false };
let fake: FakeBridge;

beforeEach(() => {
  fake = installFake()
    .on('groups.list', { ok: true, value: [MAIN] })
    .on('groups.live', { ok: true, value: { sent: [501], refused: [], notSent: [{ id: 503, reason: 'Not sent: #503 is already LIVE' }], message: 'Sent to 1 of 2; #503 is already LIVE' } })
    .on('groups.save', { ok: false, error: { kind: 'invalid_input', message: 'A group needs a name.', issues: [] } });
  useMc.setState({ accounts: accountsList([studioA, studioB], 'acct-a') });
});

describe('groups slice', () => {
  it("keeps main's list for the shown account, ignores another account's change, and starts from none on a switch", async () => {
    await useMc.getState().groupsLoad();
    expect(useMc.getState().groups.list).toEqual([MAIN]);
    useMc.getState().groupsChanged('acct-b', []);
    expect(useMc.getState().groups.list).toEqual([MAIN]);
    useMc.getState().groupsChanged('acct-a', [MAIN, { ...MAIN, name: 'Backups' }]);
    expect(useMc.getState().groups.list.map((g) => g.name)).toEqual(['Main platforms', 'Backups']);
    useMc.setState({ accounts: accountsList([studioA, studioB], 'acct-b') });
    expect(useMc.getState().groups.list).toEqual([]);
  });

  it("sends a group's press bound to the shown account and keeps its answer in words; a refused save says why", async () => {
    await useMc.getState().groupsLive('Main platforms');
    expect(fake.calls.find(([c]) => c === 'groups.live')).toEqual(['groups.live', { name: 'Main platforms' }, 'acct-a']);
    expect(useMc.getState().groups.said['Main platforms']).toEqual({ status: 'done', text: 'Sent to 1 of 2; #503 is already LIVE' });
    await useMc.getState().groupsSave(' ', [501]);
    expect(useMc.getState().groups.saved).toMatchObject({ status: 'failed', error: { message: 'A group needs a name.' } });
  });

  it('undoes a delete: the group is made again with its members and its reconnect setting', async () => {
    fake.on('groups.list', { ok: true, value: [{ ...MAIN, reconnect: true }] }).on('groups.remove', { ok: true, value: null })
      .on('groups.save', { ok: true, value: MAIN }).on('groups.reconnect', { ok: true, value: { group: { ...MAIN, reconnect: true }, members: { applied: false, message: '' } } });
    await useMc.getState().groupsLoad();
    await useMc.getState().groupsRemove('Main platforms');
    expect(useMc.getState().groups).toMatchObject({ deleted: { name: 'Main platforms' }, saved: { status: 'done', text: 'Deleted “Main platforms”' } });
    await useMc.getState().groupsUndoRemove();
    expect(fake.callsTo('groups.save')).toEqual([{ name: 'Main platforms', destinations: [501, 503] }]);
    expect(fake.callsTo('groups.reconnect')).toEqual([{ name: 'Main platforms', enabled: true }]);
    expect(useMc.getState().groups.deleted).toBeNull();
  });
});
