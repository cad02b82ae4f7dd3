import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import GeoScreen from '../../../renderer/src/features/live/GeoScreen';
import { addCode, lastAppliedNote, removeCode, startingSelection, typedCode, wasBecomes } from '../../../renderer/src/features/live/geo-state';
import { useMc } from '../../../renderer/src/stores/store';
import { installFake } from '../fake-bridge';
import { catalog } from '../../../shared/api/catalog';
import { stripSecretMembers } from '../../../electron/core/cache/strip';

/** Arm-then-fire: the second press counts only after the machine's double-click gap (Date is moved, not waited for). */
async function pressTwice(button: HTMLElement, alreadyArmed = false): Promise<void> {
  if (!alreadyArmed) fireEvent.click(button);
  const now = Date.now();
  const spy = vi.spyOn(Date, 'now').mockReturnValue(now + 1000);
  try {
    await act(async () => fireEvent.click(button));
  } finally {
    spy.mockRestore();
  }
}

describe('services in the slice', () => {
  it('falls back to the cached list, marked stale, when the fresh read fails — still knowing which services have a password', async () => {
    // What main's cache really holds: the decoded pushpublish.services answer through the cache's own strip.
    const decoded = catalog['pushpublish.services'].response.parse({
      status: 'success',
      services: [{ push_service_id: '9', service_name: 'rtmp', password: 'hunter2' }, { push_service_id: '10', service_name: 'rtmp' }],
    });
    const cachedResponse = stripSecretMembers(decoded);
    expect(JSON.stringify(cachedResponse)).not.toContain('hunter2');
    installFake()
      .on('live.services', { ok: false, error: { kind: 'network_not_sent', cause: 'ECONNREFUSED', message: 'The server could not be reached' } })
      .on('api.cached', { ok: true, value: { response: cachedResponse, fetchedAt: '2026-11-21T09:00:00.000Z', profileId: 'sandbox' } });
    await useMc.getState().liveLoadServices();
    const s = useMc.getState().live.services;
    expect(s).toMatchObject({ stale: true, fetchedAt: '2026-11-21T09:00:00.000Z', error: { kind: 'network_not_sent' } });
    expect(s.rows?.map((r) => [r.push_service_id, r.password, r.password_set])).toEqual([[9, null, true], [10, null, false]]);
  });

  it('sends filters to the server and does not use the cache for a filtered read', async () => {
    const fake = installFake().on('live.services', { ok: false, error: { kind: 'timeout', phase: 'response', message: 'no answer' } });
    await useMc.getState().liveLoadServices([{ key: 'service_name', value: 'rtmp' }]);
    expect(fake.callsTo('live.services')).toEqual([{ filters: [{ key: 'service_name', value: 'rtmp' }] }]);
    expect(fake.callsTo('api.cached')).toEqual([]);
    expect(useMc.getState().live.services.stale).toBe(false);
  });
});

describe('geo selection', () => {
  it('adds, removes and accepts a typed unknown code for the server to judge', () => {
    expect(addCode(['FR'], 'de')).toEqual(['DE', 'FR']);
    expect(removeCode(['DE', 'FR'], 'de')).toEqual(['FR']);
    expect(typedCode('qq', new Set(['DE']))).toBe('QQ');
    expect(typedCode('de', new Set(['DE']))).toBeNull();
  });

  it('picks by search, previews against an unknown baseline, applies and marks rejected codes', async () => {
    const fake = installFake()
      .on('live.geoLastApplied', { ok: true, value: null })
      .on('live.geoApply', { ok: true, value: { message: 'demo-origin: allowed DE', applied: { codes: ['DE', 'QQ'], at: '2026-11-22T10:00:00.000Z', invalidCodes: ['QQ'] } } });
    render(<GeoScreen />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Geo']);
    fireEvent.change(screen.getByLabelText('Application'), { target: { value: 'demo-origin' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Choose target' })));
    const search = screen.getByLabelText('Search countries by name or code');
    fireEvent.change(search, { target: { value: 'germ' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    fireEvent.change(search, { target: { value: 'qq' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(within(screen.getByRole('group', { name: 'Selected countries' })).getByText('Germany')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Change preview' }).textContent).toMatch(/current set is unknown.*DE, QQ/);
    await pressTwice(screen.getByRole('button', { name: 'Apply 2 allowed countries' }));
    expect(fake.callsTo('live.geoApply')).toEqual([{ app: 'demo-origin', geo_codes: ['DE', 'QQ'] }]);
    expect(screen.getByText(/⚠ rejected by the server/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove DE (Germany)' }));
    expect(within(screen.getByRole('group', { name: 'Selected countries' })).queryByText('Germany')).toBeNull();
  });
});

describe('geo target changes and allow all', () => {
  const chips = () => within(screen.getByRole('group', { name: 'Selected countries' })).queryAllByText(/^[A-Z]{2}$/).map((e) => e.textContent);
  async function choose(app: string): Promise<void> {
    fireEvent.change(screen.getByLabelText('Application'), { target: { value: app } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Choose target' })));
  }

  it('starts each target from its own last applied set (never the previous target\'s codes) and says which', async () => {
    const fake = installFake()
      .on('live.geoLastApplied', (t) => ({
        ok: true,
        value: (t as { app: string }).app === 'demo-origin' ? { codes: ['DE', 'FR', 'QQ'], at: '2026-11-22T10:00:00.000Z', invalidCodes: ['QQ'] } : null,
      }))
      .on('live.geoApply', { ok: true, value: { message: 'ok', applied: { codes: ['IT'], at: '2026-11-22T10:05:00.000Z', invalidCodes: [] } } });
    render(<GeoScreen />);
    await choose('demo-origin');
    expect(chips()).toEqual(['DE', 'FR']);
    expect(screen.getByText('Last applied to application demo-origin: only DE, FR allowed.')).toBeTruthy();
    await choose('vod-archive');
    expect(chips()).toEqual([]);
    expect(screen.getByText('Nothing was applied to application vod-archive from this console yet — the selection starts empty.')).toBeTruthy();
    const search = screen.getByLabelText('Search countries by name or code');
    fireEvent.change(search, { target: { value: 'IT' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    const apply = screen.getByRole('button', { name: 'Apply 1 allowed country' });
    fireEvent.click(apply);
    // Armed, like Allow all: the consequence on the button, Was/Becomes in the preview, nothing sent.
    expect(screen.getByRole('button', { name: /Press again to allow only 1 country on application vod-archive — every other country is blocked/ })).toBeTruthy();
    const preview = screen.getByRole('region', { name: 'Change preview' }).textContent;
    expect(preview).toContain('Was: unknown — nothing was applied from this console yet.');
    expect(preview).toContain('Becomes: only IT allowed; every other country blocked.');
    expect(fake.callsTo('live.geoApply')).toEqual([]);
    await pressTwice(apply, true);
    expect(fake.callsTo('live.geoApply')).toEqual([{ app: 'vod-archive', geo_codes: ['IT'] }]);
    // The left pane follows the apply (it said "Nothing was applied … yet" before).
    expect(screen.getByText('Last applied to application vod-archive: only IT allowed.')).toBeTruthy();
    expect(screen.queryByText(/Nothing was applied to application vod-archive/)).toBeNull();
  });

  it('armed Allow all shows "Becomes: all countries allowed" against the last applied set, and sends nothing yet', async () => {
    const fake = installFake().on('live.geoLastApplied', { ok: true, value: { codes: ['DE'], at: '2026-11-22T10:00:00.000Z', invalidCodes: [] } });
    render(<GeoScreen />);
    await choose('demo-origin');
    const preview = () => screen.getByRole('region', { name: 'Change preview' }).textContent;
    expect(preview()).toContain('No change from the last apply.');
    fireEvent.click(screen.getByRole('button', { name: 'Allow all' }));
    expect(screen.getByRole('button', { name: /Press again to allow every country on application demo-origin/ })).toBeTruthy();
    expect(preview()).toContain('Was: only DE allowed.');
    expect(preview()).toContain('Becomes: all countries allowed.');
    expect(fake.callsTo('live.geoApply')).toEqual([]);
    await act(async () => fireEvent.keyDown(document, { key: 'Escape' }));
    expect(preview()).not.toContain('Becomes: all countries allowed.');
  });

  it('says where the selection starts and what was last applied, in every case', () => {
    const at = '2026-11-22T10:00:00.000Z';
    expect(startingSelection(undefined)).toEqual([]);
    expect(startingSelection({ codes: null, at, invalidCodes: [] })).toEqual([]);
    expect(startingSelection({ codes: ['de', 'QQ'], at, invalidCodes: ['QQ'] })).toEqual(['DE']);
    expect(lastAppliedNote({ codes: null, at, invalidCodes: [] }, 'application x')).toBe('Last applied to application x: all countries allowed.');
    expect(lastAppliedNote({ codes: ['de', 'QQ'], at, invalidCodes: ['QQ'] }, 'application x')).toBe('Last applied to application x: only DE allowed.');
    expect(lastAppliedNote(null, 'application x', true)).toMatch(/could not be read/);
  });

  it('words Was/Becomes the same way for Apply and Allow all', () => {
    const at = '2026-11-22T10:00:00.000Z';
    expect(wasBecomes({ codes: ['DE'], at, invalidCodes: [] }, ['fr', 'DE'])).toEqual({ was: 'Was: only DE allowed.', becomes: 'Becomes: only DE, FR allowed; every other country blocked.' });
    expect(wasBecomes(null, null)).toEqual({ was: 'Was: unknown — nothing was applied from this console yet.', becomes: 'Becomes: all countries allowed.' });
    expect(wasBecomes({ codes: null, at, invalidCodes: [] }, ['IT']).was).toBe('Was: all countries allowed.');
  });
});
