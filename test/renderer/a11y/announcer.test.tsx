/**
 * Screen-reader announcements of the destination board: the words (board-announce.ts), the
 * announcer's two regions (polite, assertive; the last few kept, each its own element), and
 * the hook that feeds them only while a screen showing the board is mounted.
 */
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { boardAnnouncements } from '../../../shared/domain/live/board-announce';
import { Announcer } from '../../../renderer/src/app/Announcer';
import { KEPT } from '../../../renderer/src/stores/announcer-slice';
import { resetMc, useMc } from '../../../renderer/src/stores/store';
import { useBoardAnnouncer } from '../../../renderer/src/stores/use-board-announcer';
import { dest, snapshot } from '../live/fixtures';

const row = (state: Parameters<typeof dest>[0]['state'], reason: string | null = null) =>
  dest({ key: 'svc:503', label: '#503 socialplatform', pushServiceId: 503, stored: true, state, reason });

describe('what the board tells a screen reader', () => {
  it('says each change that matters once, in the words the board shows', () => {
    expect(boardAnnouncements([row('connecting')], [row('live')])).toEqual([{ text: '#503 socialplatform: LIVE', urgent: false }]);
    expect(boardAnnouncements([row('live')], [row('failed', 'Connection refused')])).toEqual([{ text: '#503 socialplatform: FAILED — Connection refused', urgent: true }]);
    expect(boardAnnouncements([row('live')], [row('reconnecting', 'Gone from the server')])).toEqual([{ text: '#503 socialplatform: RECONNECTING — Gone from the server', urgent: false }]);
    expect(boardAnnouncements([row('connecting')], [row('unknown', 'No clear answer')])).toEqual([{ text: '#503 socialplatform: UNKNOWN — No clear answer', urgent: true }]);
    // The same state again, or a change to a state that needs no telling, says nothing.
    expect(boardAnnouncements([row('live')], [row('live')])).toEqual([]);
    expect(boardAnnouncements([row('live')], [row('off')])).toEqual([]);
  });

  it('says a reconnect that gave up, also when the row was FAILED already', () => {
    const gaveUp = row('failed', 'Gave up after 10 tries: Connection refused');
    expect(boardAnnouncements([row('reconnecting')], [gaveUp])).toEqual([{ text: '#503 socialplatform: FAILED, reconnect gave up — Gave up after 10 tries: Connection refused', urgent: true }]);
    expect(boardAnnouncements([row('failed', 'Connection refused')], [gaveUp])[0]?.text).toMatch(/gave up/);
    expect(boardAnnouncements([gaveUp], [gaveUp])).toEqual([]);
  });

  it('says nothing of rows already in their state when the board is first shown; a new row is a change', () => {
    expect(boardAnnouncements(null, [row('failed', 'x')])).toEqual([]);
    expect(boardAnnouncements([], [row('live')])).toHaveLength(1);
  });

  it('puts what must interrupt first', () => {
    const a = dest({ key: 'svc:501', label: '#501 a', state: 'live' });
    const b = dest({ key: 'svc:502', label: '#502 b', state: 'failed' });
    expect(boardAnnouncements([{ ...a, state: 'connecting' }, { ...b, state: 'live' }], [a, b]).map((x) => x.urgent)).toEqual([true, false]);
  });
});

function Board() {
  useBoardAnnouncer();
  return null;
}

describe('the announcer', () => {
  beforeEach(() => resetMc());

  it('speaks board changes in its polite or assertive region while a board screen is mounted, and only then', () => {
    useMc.setState({ live: { ...useMc.getState().live, snapshot: snapshot({ board: [row('connecting')] }) } });
    render(<Announcer />);
    const shown = render(<Board />);
    const polite = screen.getByRole('status', { name: 'Announcements' });
    const urgent = screen.getByRole('alert', { name: 'Urgent announcements' });
    act(() => useMc.getState().liveSnapshot(snapshot({ board: [row('live')] })));
    expect(polite.textContent).toBe('#503 socialplatform: LIVE');
    act(() => useMc.getState().liveSnapshot(snapshot({ board: [row('failed', 'Dropped')] })));
    expect(urgent.textContent).toBe('#503 socialplatform: FAILED — Dropped');
    shown.unmount();
    act(() => useMc.getState().liveSnapshot(snapshot({ board: [row('live')] })));
    expect(polite.querySelectorAll('p')).toHaveLength(1);
  });

  it('keeps the last few sentences, each its own element, the same words twice as two', () => {
    render(<Announcer />);
    const say = (text: string) => act(() => useMc.getState().announce([{ text, urgent: false }]));
    for (let i = 0; i < KEPT + 2; i += 1) say('same words');
    const items = screen.getByRole('status', { name: 'Announcements' }).querySelectorAll('p');
    expect(items).toHaveLength(KEPT);
  });

  it("does not speak another account's board as changes of this one", () => {
    render(<Announcer />);
    useMc.setState({ live: { ...useMc.getState().live, snapshot: snapshot({ board: [row('off')] }) } });
    render(<Board />);
    act(() => useMc.getState().liveSnapshot(snapshot({ profileId: 'other', board: [row('failed', 'x')] })));
    expect(screen.getByRole('alert', { name: 'Urgent announcements' }).textContent).toBe('');
  });
});
