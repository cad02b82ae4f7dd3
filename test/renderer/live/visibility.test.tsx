/**
 * The window is one view of the show: app-wide, on any screen, it tells main whether it
 * is visible and when it leaves; it never pauses polling for anyone (main decides:
 * test/unit/live/sessions.test.ts and show.property.test.ts).
 */
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '../../../renderer/src/app/App';
import type { ScreenDef } from '../../../renderer/src/app/screen-def';
import { useMc } from '../../../renderer/src/stores/store';
import { installFake } from '../fake-bridge';
import { accountsList, connection, keychainBackend } from '../fixtures';
import { snapshot } from './fixtures';

function setHidden(hidden: boolean): void {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
}

function OtherScreen() {
  return <h1>Activity</h1>;
}
const onlyActivity: ScreenDef[] = [{ id: 'activity', navLabel: 'Activity', load: async () => ({ default: OtherScreen }) }];

describe('this window as a view of the show', () => {
  it('on another screen (Live not mounted), says visible, hidden, visible, and never asks main to pause', async () => {
    window.location.hash = '#/activity';
    const fake = installFake()
      .on('app.info', { ok: true, value: { mode: 'web', version: '0.1.0', platform: 'linux' } })
      .on('app.connection', { ok: true, value: connection() })
      .on('accounts.list', { ok: true, value: accountsList() })
      .on('accounts.backend', { ok: true, value: keychainBackend })
      .on('live.view', { ok: true, value: null });
    useMc.setState((s) => ({ live: { ...s.live, snapshot: snapshot() } }));
    render(<App screens={onlyActivity} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity' })).toBeTruthy();
    await act(async () => setHidden(true));
    await act(async () => setHidden(false));
    await act(async () => window.dispatchEvent(new Event('pagehide')));
    const said = fake.callsTo('live.view') as Array<{ viewId: string; state: string }>;
    expect(said.map((v) => v.state)).toEqual(['visible', 'hidden', 'visible', 'gone']);
    expect(new Set(said.map((v) => v.viewId)).size).toBe(1);
    expect(fake.callsTo('live.watch')).toEqual([]);
  });

  it('follows main\'s snapshots app-wide too, so the Live screen opens on fresh data', async () => {
    window.location.hash = '#/activity';
    const fake = installFake().on('accounts.list', { ok: true, value: accountsList() });
    render(<App screens={onlyActivity} />);
    await screen.findByRole('heading', { level: 1, name: 'Activity' });
    await act(async () => fake.emit({ type: 'live.sessions', snapshot: snapshot({ fetchedAt: '2026-11-22T11:00:00.000Z' }) }));
    expect(useMc.getState().live.snapshot?.fetchedAt).toBe('2026-11-22T11:00:00.000Z');
  });

  it('hiding the window never changes the watch (main owns it)', async () => {
    const fake = installFake().on('accounts.list', { ok: true, value: accountsList() });
    render(<App screens={onlyActivity} />);
    await act(async () => setHidden(true));
    await act(async () => setHidden(false));
    expect(fake.callsTo('live.watch')).toEqual([]);
  });
});
