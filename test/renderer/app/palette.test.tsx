import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useRef } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePaletteAction } from '../../../renderer/src/app/palette/use-palette';
import { App } from '../../../renderer/src/app/App';
import type { ScreenDef } from '../../../renderer/src/app/screen-def';
import { ActionButton } from '../../../renderer/src/components/ActionButton';
import { ArmButton } from '../../../renderer/src/components/ArmButton';
import { useMc } from '../../../renderer/src/stores/store';
import type { FakeBridge } from '../fake-bridge';
import { installShellFake } from './shell-fake';

const fire = vi.fn(async () => ({ ok: true as const, value: null }));
const exportRun = vi.fn(async () => ({ ok: true as const, value: null }));

function LiveLike() {
  const field = useRef<HTMLInputElement>(null);
  usePaletteAction({ label: 'Go to the target field', run: () => field.current?.focus() });
  return (
    <div>
      <h1>Live</h1>
      <input ref={field} aria-label="Target" />
      {/* No double-press gap here: the test presses Enter twice in a row on purpose. */}
      <ArmButton label="Disconnect all" consequence="Press again to disconnect all 6 pushes" fire={fire} shortcut="Alt+D" timing={{ minGapMs: 0 }} palette />
      <ActionButton label="Export all matching tickets" run={exportRun} disabled palette={{ label: 'Export tickets', unavailable: 'Search first' }} />
    </div>
  );
}
const screens: ScreenDef[] = [
  { id: 'live', navLabel: 'Live', load: async () => ({ default: LiveLike }) },
  { id: 'activity', navLabel: 'Activity', load: async () => ({ default: () => <h1>Activity</h1> }) },
];

let fake: FakeBridge;
beforeEach(() => {
  fire.mockClear();
  exportRun.mockClear();
  fake = installShellFake();
});

async function openPalette(): Promise<HTMLElement> {
  fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
  return screen.findByRole('dialog', { name: 'Command palette' });
}
const field = () => screen.getByRole('combobox', { name: 'Search screens, actions, sheets and accounts' });
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });
const key = (k: string) => act(() => void fireEvent.keyDown(field(), { key: k }));
const optionNames = () => within(screen.getByRole('listbox', { name: 'Commands' })).queryAllByRole('option').map((o) => o.getAttribute('aria-label'));
const active = () => document.getElementById(field().getAttribute('aria-activedescendant') ?? '')?.getAttribute('aria-label');

describe('command palette', () => {
  it('Ctrl+K opens a dialog whose combobox drives a listbox: screens, this screen’s actions, accounts, console — each with its shortcut', async () => {
    render(<App screens={screens} />);
    await screen.findByRole('button', { name: 'Disconnect all' });
    await openPalette();
    expect(field().getAttribute('aria-controls')).toBe(screen.getByRole('listbox', { name: 'Commands' }).id);
    await waitFor(() => expect(optionNames()).toContain('Production — Account'));
    expect(optionNames()).toEqual([
      'Go to the target field — Live action',
      'Disconnect all — Live action, Alt+D',
      'Export tickets — Live action · not now',
      'Live, current screen — Screen, Alt+1',
      'Activity — Screen, Alt+2',
      'Sandbox, sandbox, active account — Account',
      'Production — Account',
      'Keyboard shortcuts — Console, ?',
      'Switch to light theme — Console',
    ]);
    const shortcuts = within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.getAttribute('aria-keyshortcuts'));
    expect(shortcuts.slice(0, 5)).toEqual([null, 'Alt+D', null, 'Alt+1', 'Alt+2']);
    expect(screen.getByRole('option', { name: 'Disconnect all — Live action, Alt+D' }).textContent).toContain('Alt+D');
    // Cmd+K (macOS) closes it again.
    fireEvent.keyDown(field(), { key: 'k', metaKey: true });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Command palette' })).toBeNull());
  });

  it('typing ranks fuzzily, ↑/↓ move the active option, Enter opens a screen and closes', async () => {
    render(<App screens={screens} />);
    await screen.findByRole('heading', { level: 1, name: 'Live' });
    await openPalette();
    type('actv');
    expect(active()).toBe('Activity — Screen, Alt+2');
    type('');
    expect(active()).toBe('Go to the target field — Live action');
    key('ArrowDown');
    expect(active()).toBe('Disconnect all — Live action, Alt+D');
    key('ArrowUp');
    key('ArrowUp');
    expect(active()).toBe(optionNames().at(-1));
    type('activity');
    key('Enter');
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Command palette' })).toBeNull();
    // The Live screen is gone, and so are its actions.
    await openPalette();
    expect(optionNames().some((n) => n?.startsWith('Disconnect all'))).toBe(false);
    expect(optionNames()).toContain('Activity, current screen — Screen, Alt+2');
  });

  it('a destructive action arms first, on the same machine as its button; a second Enter fires it once', async () => {
    render(<App screens={screens} />);
    const button = await screen.findByRole('button', { name: 'Disconnect all' });
    await openPalette();
    type('disconnect');
    key('Enter');
    expect(fire).not.toHaveBeenCalled();
    expect(button.getAttribute('data-armed')).toBe('true');
    expect(active()).toMatch(/^Press again to disconnect all 6 pushes, \d s — Live action, Alt\+D$/);
    expect(within(screen.getByRole('dialog', { name: 'Command palette' })).getByRole('status').textContent).toBe('Enter again confirms · Esc disarms');
    expect(Object.values(useMc.getState().armed)).toEqual(['Press again to disconnect all 6 pushes']);
    key('Enter');
    await waitFor(() => expect(fire).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog', { name: 'Command palette' })).toBeNull();
  });

  it('armed from the palette, the button itself confirms (one machine, not two)', async () => {
    render(<App screens={screens} />);
    const button = await screen.findByRole('button', { name: 'Disconnect all' });
    await openPalette();
    type('disconnect');
    key('Enter');
    fireEvent.click(screen.getByRole('button', { name: /Press again to disconnect all 6 pushes/, hidden: true }));
    await waitFor(() => expect(fire).toHaveBeenCalledTimes(1));
    expect(button).toBeTruthy();
  });

  it('an action that cannot be used now says why and runs nothing', async () => {
    render(<App screens={screens} />);
    await screen.findByRole('heading', { level: 1, name: 'Live' });
    await openPalette();
    type('export tickets');
    expect(screen.getByRole('option', { name: /^Export tickets/ }).getAttribute('aria-disabled')).toBe('true');
    key('Enter');
    expect(within(screen.getByRole('dialog', { name: 'Command palette' })).getByRole('status').textContent).toBe('Export tickets: Search first');
    expect(exportRun).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Command palette' })).toBeTruthy();
  });

  it('switches accounts, and asks first while something is armed', async () => {
    render(<App screens={screens} />);
    await screen.findByRole('heading', { level: 1, name: 'Live' });
    await openPalette();
    await waitFor(() => expect(optionNames()).toContain('Production — Account'));
    type('production');
    await act(async () => void fireEvent.keyDown(field(), { key: 'Enter' }));
    expect(fake.callsTo('accounts.setActive')).toEqual([{ id: 'p1' }]);
    await waitFor(() => expect(screen.getByTestId('active-account').textContent).toBe('Production'));

    fireEvent.click(await screen.findByRole('button', { name: 'Disconnect all' }));
    await openPalette();
    type('sandbox');
    await act(async () => void fireEvent.keyDown(field(), { key: 'Enter' }));
    expect(fake.callsTo('accounts.setActive')).toEqual([{ id: 'p1' }]);
    expect(screen.getByText(/A live action is armed \(“Press again to disconnect all 6 pushes”\)/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Switch to Sandbox' })));
    expect(fake.callsTo('accounts.setActive')).toEqual([{ id: 'p1' }, { id: 'sandbox' }]);
  });

  it('an action runs after the palette has closed and given the focus back, so it can move the focus', async () => {
    render(<App screens={screens} />);
    const button = await screen.findByRole('button', { name: 'Disconnect all' });
    button.focus();
    await openPalette();
    type('target field');
    key('Enter');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Command palette' })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Target' }));
    // Esc closes and puts the focus back where it was.
    button.focus();
    await openPalette();
    expect(document.activeElement).toBe(field());
    fireEvent(screen.getByRole('dialog', { name: 'Command palette' }), new Event('cancel'));
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('the ? list shows Ctrl+K', async () => {
    render(<App screens={screens} />);
    await screen.findByRole('heading', { level: 1, name: 'Live' });
    fireEvent.keyDown(document.body, { key: '?' });
    expect(screen.getByRole('table', { name: 'Keyboard shortcuts' }).textContent).toContain('Ctrl+K');
  });
});
