/**
 * Every other account's show on the status bar and the account switch, always current and
 * STALE in words once unread too long; and the one switch question, the same from the
 * header select, Accounts → Use this account and the command palette.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../renderer/src/app/App';
import type { ScreenDef } from '../../../renderer/src/app/screen-def';
import AccountsScreen from '../../../renderer/src/features/accounts/AccountsScreen';
import { useMc } from '../../../renderer/src/stores/store';
import type { AccountShow } from '../../../shared/ipc/shows';
import type { FakeBridge } from '../fake-bridge';
import { accountsList, profile, sandbox } from '../fixtures';
import { dest, snapshot } from '../live/fixtures';
import { installShellFake, prod } from './shell-fake';

const clientC = profile({ id: 'p2', name: 'Client C', colour: '#16a085' });
const screens: ScreenDef[] = [
  { id: 'live', navLabel: 'Live', load: async () => ({ default: () => <h1>Live</h1> }) },
  { id: 'accounts', navLabel: 'Accounts', load: async () => ({ default: AccountsScreen }) },
];

let fake: FakeBridge;
beforeEach(() => {
  // As main: the list says which account is active since the last switch.
  let activeId = 'sandbox';
  fake = installShellFake()
    .on('accounts.list', () => ({ ok: true, value: accountsList([sandbox, prod, clientC], activeId) }))
    .on('accounts.setActive', (input) => {
      activeId = (input as { id: string }).id;
      return { ok: true, value: accountsList([sandbox, prod, clientC], activeId) };
    });
});

const show = (profileId: string, counts: AccountShow['counts'], readAgoMs = 0, staleAfterMs = 15_000): AccountShow => ({
  profileId, counts, readAt: new Date(Date.now() - readAgoMs).toISOString(), staleAfterMs,
});
const emitShows = (shows: AccountShow[]) => act(() => fake.emit({ type: 'live.shows', shows }));
const status = () => screen.getByRole('contentinfo', { name: 'Status' });
const optionText = (id: string) => within(screen.getByRole('combobox', { name: 'Active account' })).getAllByRole('option').find((o) => (o as HTMLOptionElement).value === id)!.textContent;

async function shell(): Promise<void> {
  render(<App screens={screens} />);
  await screen.findByRole('heading', { level: 1, name: 'Live' });
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Active account' }).querySelectorAll('option')).toHaveLength(3));
}

describe('the status bar and the switch name every other account’s show', () => {
  it('says each other account’s counts in words, follows every change, and never the active account’s', async () => {
    await shell();
    emitShows([show('sandbox', [{ state: 'live', count: 4 }]), show('p1', [{ state: 'live', count: 2 }, { state: 'reconnecting', count: 1 }])]);
    expect(status().textContent).toContain('Production: 2 LIVE · 1 RECONNECTING');
    expect(status().textContent).not.toContain('Sandbox:');
    expect(status().textContent).not.toContain('STALE');
    expect(optionText('p1')).toBe('Production — 2 LIVE · 1 RECONNECTING');
    expect(optionText('sandbox')).toBe('Sandbox (sandbox)');

    emitShows([show('p1', [{ state: 'live', count: 1 }, { state: 'failed', count: 1 }]), show('p2', [{ state: 'connecting', count: 1 }])]);
    expect(status().textContent).toContain('Production: 1 LIVE · 1 FAILED');
    expect(status().textContent).toContain('Client C: 1 CONNECTING');
    expect(status().textContent).not.toContain('RECONNECTING');
    // An account whose show has ended has no line.
    emitShows([show('p2', [{ state: 'connecting', count: 1 }])]);
    expect(status().textContent).not.toContain('Production:');
  });

  it('says STALE in words once an account’s board goes unread for longer than its polls allow, by the clock alone', async () => {
    await shell();
    // Read 13 s ago, stale after 15 s: fresh now, STALE within about 2 s with no new event.
    emitShows([show('p1', [{ state: 'live', count: 2 }], 13_000)]);
    expect(status().textContent).toContain('Production: 2 LIVE');
    expect(status().textContent).not.toContain('STALE');
    await waitFor(() => expect(status().textContent).toMatch(/Production: 2 LIVE · \W?STALE\W+no read since \d\d:\d\d:\d\d/));
    expect(optionText('p1')).toMatch(/^Production — 2 LIVE · STALE, no read since \d\d:\d\d:\d\d$/);
    // A new read makes it current again.
    emitShows([show('p1', [{ state: 'live', count: 2 }])]);
    expect(status().textContent).not.toContain('STALE');
  });
});

describe('the command palette’s account entries name every other account’s show', () => {
  it('as the switch does: counts beside each other account, STALE in words, none beside the active one', async () => {
    await shell();
    emitShows([show('sandbox', [{ state: 'live', count: 4 }]), show('p1', [{ state: 'live', count: 2 }, { state: 'reconnecting', count: 1 }]), show('p2', [{ state: 'live', count: 1 }], 60_000)]);
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    const field = await screen.findByRole('combobox', { name: 'Search screens, actions, sheets and accounts' });
    const accountOptions = () => within(screen.getByRole('listbox', { name: 'Commands' })).getAllByRole('option').map((o) => o.getAttribute('aria-label')!).filter((l) => l.endsWith('— Account'));
    fireEvent.change(field, { target: { value: 'production' } });
    await waitFor(() => expect(accountOptions()).toEqual(['Production, 2 LIVE · 1 RECONNECTING — Account']));
    fireEvent.change(field, { target: { value: 'client' } });
    await waitFor(() => expect(accountOptions()[0]).toMatch(/^Client C, 1 LIVE · STALE, no read since \d\d:\d\d:\d\d — Account$/));
    fireEvent.change(field, { target: { value: 'sandbox' } });
    await waitFor(() => expect(accountOptions()).toEqual(['Sandbox, sandbox, active account — Account']));
  });
});

describe('a lost push names its account', () => {
  it('the browser notification says whose #501 failed (main’s notice: test/unit/live/lost-names-account.test.ts)', async () => {
    const made: string[] = [];
    const tags = new Set<string>();
    vi.stubGlobal('Notification', Object.assign(function Recorded(title: string, o: { tag: string }) { made.push(title); tags.add(o.tag); }, { permission: 'granted' }));
    try {
      await shell();
      const lost = { key: 'svc:501', label: '#501 hlspartner', stream: 'main', to: 'failed' as const, reason: 'Connection reset', at: new Date().toISOString() };
      act(() => fake.emit({ type: 'live.session.lost', lost: { ...lost, account: { id: 'p1', name: 'Production' } } }));
      act(() => fake.emit({ type: 'live.session.lost', lost: { ...lost, account: { id: 'sandbox', name: 'Sandbox' } } }));
      expect(made).toEqual(['Push failed on Production: #501 hlspartner', 'Push failed on Sandbox: #501 hlspartner']);
      // Two notifications, not one replacing the other: each account's #501 has its own tag.
      expect(tags.size).toBe(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

/** The three ways to choose Production. */
const paths: Record<string, () => Promise<void>> = {
  'the header select': async () => {
    await act(async () => fireEvent.change(screen.getByRole('combobox', { name: 'Active account' }), { target: { value: 'p1' } }));
  },
  'Accounts → Use this account': async () => {
    act(() => {
      window.location.hash = '#/accounts';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Production' }));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Use this account' })));
  },
  'the command palette': async () => {
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    const field = await screen.findByRole('combobox', { name: 'Search screens, actions, sheets and accounts' });
    fireEvent.change(field, { target: { value: 'production' } });
    await waitFor(() => expect(within(screen.getByRole('listbox', { name: 'Commands' })).getAllByRole('option')[0]!.getAttribute('aria-label')).toMatch(/^Production(, .+)? — Account$/));
    await act(async () => void fireEvent.keyDown(field, { key: 'Enter' }));
  },
};

describe('switching account asks the one question from every path', () => {
  const QUESTION = [
    'Switch to Production?',
    'Sandbox still has 2 destinations LIVE; they keep running after the switch.',
    'Production: 1 RECONNECTING',
    'Client C: 3 LIVE',
  ];

  it.each(Object.keys(paths))('from %s: the same words, nothing switched until the answer, then one switch', async (path) => {
    useMc.setState((s) => ({ live: { ...s.live, snapshot: snapshot({ board: [dest({ key: 'svc:501', state: 'live' }), dest({ key: 'svc:502', state: 'live' })] }) } }));
    await shell();
    emitShows([show('p1', [{ state: 'reconnecting', count: 1 }]), show('p2', [{ state: 'live', count: 3 }])]);
    await paths[path]!();
    const dialog = await screen.findByRole('dialog', { name: 'Switch to Production?' });
    expect([within(dialog).getByRole('heading').textContent, ...within(dialog).getAllByRole('paragraph').map((p) => p.textContent)]).toEqual(QUESTION);
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['Stay on Sandbox', 'Switch to Production']);
    expect(fake.callsTo('accounts.setActive')).toEqual([]);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Switch to Production' })));
    expect(fake.callsTo('accounts.setActive')).toEqual([{ id: 'p1' }]);
    await waitFor(() => expect(screen.getByTestId('active-account').textContent).toBe('Production'));
    expect(screen.queryByRole('dialog', { name: 'Switch to Production?' })).toBeNull();
  });

  it.each(Object.keys(paths))('from %s: Stay keeps the account and sends nothing', async (path) => {
    useMc.setState((s) => ({ live: { ...s.live, snapshot: snapshot({ board: [dest({ key: 'svc:501', state: 'live' })] }) } }));
    await shell();
    await paths[path]!();
    const dialog = await screen.findByRole('dialog', { name: 'Switch to Production?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay on Sandbox' }));
    expect(screen.queryByRole('dialog', { name: 'Switch to Production?' })).toBeNull();
    expect(fake.callsTo('accounts.setActive')).toEqual([]);
    expect(screen.getByTestId('active-account').textContent).toContain('Sandbox');
  });

  it.each(Object.keys(paths))('from %s: nothing armed and nothing on air here switches at once', async (path) => {
    await shell();
    await paths[path]!();
    expect(fake.callsTo('accounts.setActive')).toEqual([{ id: 'p1' }]);
    expect(screen.queryByRole('dialog', { name: 'Switch to Production?' })).toBeNull();
  });
});
