/** The notice tray: its "N more" list closes on Esc, a press outside it and a screen change; a resolved notice leaves the bar. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../../renderer/src/app/App';
import type { ScreenDef } from '../../../renderer/src/app/screen-def';
import type { FakeBridge } from '../fake-bridge';
import { installShellFake } from './shell-fake';

const screens: ScreenDef[] = [
  { id: 'live', navLabel: 'Live', load: async () => ({ default: () => <h1>Live</h1> }) },
  { id: 'activity', navLabel: 'Activity', load: async () => ({ default: () => <h1>Activity</h1> }) },
];

let fake: FakeBridge;
beforeEach(() => {
  fake = installShellFake();
  window.location.hash = '#/live';
});

async function threeNotices(): Promise<void> {
  render(<App screens={screens} />);
  await screen.findByRole('heading', { level: 1, name: 'Live' });
  act(() => {
    fake.emit({ type: 'notice', level: 'error', title: 'Push failed: #503', body: 'dropped', cause: 'lost p1 svc:503' });
    fake.emit({ type: 'notice', level: 'error', title: 'Push failed: #504', body: 'dropped', cause: 'lost p1 svc:504' });
    fake.emit({ type: 'notice', level: 'warning', title: 'Origin not saved', body: 'disk full' });
  });
}

const more = () => screen.getByRole('button', { name: /\d+ (more|earlier)/ });
const list = () => screen.queryByRole('region', { name: 'Earlier notices' });

describe('the notice tray', () => {
  it('closes its list on Esc, on a press outside it and on a screen change', async () => {
    await threeNotices();
    fireEvent.click(more());
    expect(list()).not.toBeNull();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(list()).toBeNull();
    fireEvent.click(more());
    // A press inside the list keeps it open; one outside closes it.
    fireEvent.pointerDown(list()!);
    expect(list()).not.toBeNull();
    fireEvent.pointerDown(screen.getByRole('heading', { level: 1, name: 'Live' }));
    expect(list()).toBeNull();
    fireEvent.click(more());
    act(() => {
      window.location.hash = '#/activity';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await screen.findByRole('heading', { level: 1, name: 'Activity' });
    expect(list()).toBeNull();
  });

  it('a notice whose cause ended leaves the bar and is kept in the list as resolved', async () => {
    await threeNotices();
    act(() => fake.emit({ type: 'notice.resolved', cause: 'lost p1 svc:503', words: 'Back LIVE' }));
    act(() => fake.emit({ type: 'notice', level: 'info', title: 'Note', body: 'n' }));
    fireEvent.click(more());
    const history = list()!;
    expect(history.textContent).toContain('Resolved: Push failed: #503');
    expect(history.textContent).toContain('Back LIVE');
    // Every open one resolved: the bar shows none, the history stays behind "N earlier".
    act(() => {
      fake.emit({ type: 'notice.resolved', cause: 'lost p1 svc:504', words: 'Back LIVE' });
    });
    expect(screen.getAllByRole('alert').map((a) => a.textContent).join(' ')).not.toContain('#504');
  });
});
