/**
 * Polling pauses while the window is hidden — app-wide, on any screen — and the window
 * showing again resumes it (main then polls at once: test/unit/live/sessions.test.ts).
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

describe('polling pauses while the window is hidden', () => {
  it('on another screen (Live not mounted), hiding the window pauses main and showing it resumes', async () => {
    window.location.hash = '#/activity';
    const fake = installFake()
      .on('app.info', { ok: true, value: { mode: 'web', version: '0.1.0', platform: 'linux' } })
      .on('app.connection', { ok: true, value: connection() })
      .on('accounts.list', { ok: true, value: accountsList() })
      .on('accounts.backend', { ok: true, value: keychainBackend })
      .on('live.watch', (input) => ({ ok: true, value: snapshot({ paused: Boolean((input as { paused?: boolean }).paused) }) }));
    // Main is watching a target chosen earlier on the Live screen.
    useMc.setState((s) => ({ live: { ...s.live, snapshot: snapshot() } }));
    render(<App screens={onlyActivity} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity' })).toBeTruthy();
    await act(async () => setHidden(true));
    expect(useMc.getState().live.snapshot?.paused).toBe(true);
    await act(async () => setHidden(false));
    expect(fake.callsTo('live.watch')).toEqual([
      { target: { app: 'demo-origin', inst: 'live' }, intervalMs: undefined, paused: true },
      { target: { app: 'demo-origin', inst: 'live' }, intervalMs: undefined, paused: false },
    ]);
    expect(useMc.getState().live.snapshot?.paused).toBe(false);
  });

  it('follows main\'s snapshots app-wide too, so the Live screen opens on fresh data', async () => {
    window.location.hash = '#/activity';
    const fake = installFake().on('accounts.list', { ok: true, value: accountsList() });
    render(<App screens={onlyActivity} />);
    await screen.findByRole('heading', { level: 1, name: 'Activity' });
    await act(async () => fake.emit({ type: 'live.sessions', snapshot: snapshot({ fetchedAt: '2026-11-22T11:00:00.000Z' }) }));
    expect(useMc.getState().live.snapshot?.fetchedAt).toBe('2026-11-22T11:00:00.000Z');
  });

  it('does nothing while no target is watched', async () => {
    const fake = installFake().on('accounts.list', { ok: true, value: accountsList() });
    render(<App screens={onlyActivity} />);
    await act(async () => setHidden(true));
    await act(async () => setHidden(false));
    expect(fake.callsTo('live.watch')).toEqual([]);
  });
});
