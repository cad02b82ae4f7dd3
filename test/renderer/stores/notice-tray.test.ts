/**
 * A notice ends when its cause ends: main's `notice.resolved` moves it off the bar into
 * the tray's history, marked resolved; the tray's list closes (the store's trayOpen) on
 * Esc, a screen change and with its last entry.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { addNotice, resolveNotices, trayOf } from '../../../renderer/src/stores/shell-state';
import { resetMc, useMc } from '../../../renderer/src/stores/store';

describe('notices that end with their cause', () => {
  beforeEach(() => resetMc());

  it('a resolved notice leaves the bar and stays in the history, marked resolved', () => {
    let list = addNotice([], { level: 'error', title: 'Push failed on Sandbox: #503', body: 'Destination dropped', cause: 'lost p1 svc:503' });
    list = addNotice(list, { level: 'warning', title: 'Split ledger not saved', body: 'disk full' });
    list = resolveNotices(list, 'lost p1 svc:503', 'Back LIVE', '2026-12-02T01:00:00.000Z');
    const { current, history } = trayOf(list);
    expect(current?.title).toBe('Split ledger not saved');
    expect(history.map((n) => [n.title, n.resolved?.words])).toEqual([['Push failed on Sandbox: #503', 'Back LIVE']]);
    // Resolving again changes nothing; another cause is not this one.
    expect(resolveNotices(list, 'lost p1 svc:503', 'Back LIVE', 'x')).toBe(list);
    expect(resolveNotices(list, 'lost p1 svc:504', 'Back LIVE', 'x')).toBe(list);
  });

  it('with every notice resolved the bar shows none; the same push failing again is a new notice', () => {
    let list = addNotice([], { level: 'error', title: 'Push failed: #503', body: 'a', cause: 'c' });
    list = resolveNotices(list, 'c', 'Back LIVE', 't');
    expect(trayOf(list).current).toBeNull();
    list = addNotice(list, { level: 'error', title: 'Push failed: #503', body: 'a', cause: 'c' });
    expect(list).toHaveLength(2);
    expect(trayOf(list).current?.resolved).toBeUndefined();
  });

  it('the store resolves by cause, and the tray closes with its last entry', () => {
    const s = useMc.getState();
    s.pushNotice({ level: 'error', title: 'A', body: 'a', cause: 'ca' });
    s.pushNotice({ level: 'error', title: 'B', body: 'b' });
    s.setTrayOpen(true);
    useMc.getState().resolveNotice('ca', 'Back LIVE');
    expect(useMc.getState().notices.find((n) => n.title === 'A')?.resolved?.words).toBe('Back LIVE');
    expect(useMc.getState().trayOpen).toBe(true);
    useMc.getState().dismissNotice(useMc.getState().notices[0]!.id);
    expect(useMc.getState().trayOpen).toBe(false);
  });
});
