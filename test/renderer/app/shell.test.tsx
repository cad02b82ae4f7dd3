import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../../renderer/src/app/App';
import type { ScreenDef } from '../../../renderer/src/app/screen-def';
import { ArmButton } from '../../../renderer/src/components/ArmButton';
import { useMc } from '../../../renderer/src/stores/store';
import type { FakeBridge } from '../fake-bridge';
import { installShellFake } from './shell-fake';
import { connection } from '../fixtures';
import { dest, snapshot } from '../live/fixtures';


function ArmedScreen() {
  return (
    <div>
      <h1>Live</h1>
      <ArmButton label="Disconnect all" consequence="Press again to disconnect all 6 pushes" fire={async () => ({ ok: true, value: null })} />
    </div>
  );
}
function PlainScreen() {
  return <h1>Activity</h1>;
}
const screens: ScreenDef[] = [
  { id: 'live', navLabel: 'Live', load: async () => ({ default: ArmedScreen }) },
  { id: 'activity', navLabel: 'Activity', load: async () => ({ default: PlainScreen }) },
];

let fake: FakeBridge;
beforeEach(() => {
  fake = installShellFake();
});

describe('shell', () => {
  it('shows the Sandbox unmistakably, the registered screens and the status bar', async () => {
    render(<App screens={screens} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Live' })).toBeTruthy();
    expect(screen.getByText('SANDBOX')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Screens' });
    expect(Array.from(nav.querySelectorAll('a')).map((a) => a.textContent)).toEqual(['LiveAlt+1', 'ActivityAlt+2']);
    const status = screen.getByRole('contentinfo', { name: 'Status' });
    await waitFor(() => expect(status.textContent).toContain('CONNECTED'));
    expect(status.textContent).toContain('+1.2 s');
    expect(status.textContent).toContain('Web mode');
  });

  it('routes by hash and follows connection events', async () => {
    render(<App screens={screens} />);
    await screen.findByRole('heading', { level: 1, name: 'Live' });
    act(() => {
      window.location.hash = '#/activity';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity' })).toBeTruthy();
    act(() => fake.emit({ type: 'connection.changed', ...connection({ state: 'failing', message: 'no answer' }) }));
    expect(screen.getByRole('contentinfo', { name: 'Status' }).textContent).toContain('FAILING· no answer');
  });

  it('shows a notice as a banner until dismissed', async () => {
    render(<App screens={screens} />);
    await screen.findByRole('heading', { level: 1, name: 'Live' });
    act(() => fake.emit({ type: 'notice', level: 'error', title: 'Push failed', body: 'cam_1 to rtmp lost' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent).join(' ')).toContain('cam_1 to rtmp lost');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notice: Push failed' }));
    expect(screen.queryByText(/cam_1 to rtmp lost/)).toBeNull();
  });

  it('switches accounts at once when nothing is armed', async () => {
    render(<App screens={screens} />);
    await screen.findByRole('heading', { level: 1, name: 'Live' });
    await act(async () => fireEvent.change(screen.getByRole('combobox', { name: 'Active account' }), { target: { value: 'p1' } }));
    expect(fake.callsTo('accounts.setActive')).toEqual([{ id: 'p1' }]);
    expect(screen.getByTestId('active-account').textContent).toBe('Production');
  });

  it('asks before switching while a live action is armed, and disarms on switch', async () => {
    render(<App screens={screens} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Disconnect all' }));
    await act(async () => fireEvent.change(screen.getByRole('combobox', { name: 'Active account' }), { target: { value: 'p1' } }));
    expect(fake.callsTo('accounts.setActive')).toEqual([]);
    expect(screen.getByText(/A live action is armed \(“Press again to disconnect all 6 pushes”\)/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Switch to Production' })));
    expect(fake.callsTo('accounts.setActive')).toEqual([{ id: 'p1' }]);
    expect(screen.getByRole('button', { name: 'Disconnect all' })).toBeTruthy();
    expect(useMc.getState().armed).toEqual({});
  });

  it('asks before leaving an account with destinations on air, says what stays on air, and the status bar keeps saying it', async () => {
    const live = (key: string, state: 'live' | 'connecting') => ({ ...dest({ key, label: key, state }) });
    useMc.setState((s) => ({ live: { ...s.live, snapshot: snapshot({ board: [live('svc:501', 'live'), live('svc:502', 'live'), live('svc:503', 'connecting')] }) } }));
    render(<App screens={screens} />);
    await screen.findByRole('heading', { level: 1, name: 'Live' });
    await act(async () => fireEvent.change(screen.getByRole('combobox', { name: 'Active account' }), { target: { value: 'p1' } }));
    expect(fake.callsTo('accounts.setActive')).toEqual([]);
    expect(screen.getByText(`Sandbox still has 2 destinations LIVE and 1 connecting or unsettled; they keep running after the switch.`)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Switch to Production' })));
    expect(fake.callsTo('accounts.setActive')).toEqual([{ id: 'p1' }]);
    act(() => fake.emit({ type: 'live.shows', shows: [{ profileId: 'sandbox', counts: [{ state: 'live', count: 2 }, { state: 'connecting', count: 1 }], readAt: new Date().toISOString(), staleAfterMs: 15_000 }] }));
    expect(screen.getByRole('contentinfo', { name: 'Status' }).textContent).toContain('Sandbox: 2 LIVE · 1 CONNECTING');
  });

  it('toggles the theme on the html element', async () => {
    render(<App screens={screens} />);
    await screen.findByRole('heading', { level: 1, name: 'Live' });
    fireEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
