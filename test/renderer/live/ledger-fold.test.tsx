/**
 * The split ledger on Live is folded until opened: the summary keeps the count in view,
 * the grid is not mounted (no AG Grid rows redrawn per split through a long show), a read
 * failure is said whether folded or not, and once opened it stays open across a remount
 * (the operator visits another screen and comes back).
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LedgerRow } from '../../../shared/domain/live/ledger';
import { LedgerFold } from '../../../renderer/src/features/live/LedgerFold';
import { useMc } from '../../../renderer/src/stores/store';
import { installFake } from '../fake-bridge';

const row = (id: string): LedgerRow => ({
  id, time: '2026-11-22T10:00:00.000Z', account: 'Sandbox', profileId: 'sandbox', app: 'demo-origin/live', stream: 'cam_1', requested: 'cam_1',
  title: null, file: `recordings/${id}.mp4`, duration: 75, outcome: 'ok', message: null, deleted: false,
});

const summary = (): HTMLElement => screen.getByText(/^Split ledger/, { selector: 'summary' });

afterEach(() => useMc.setState(useMc.getInitialState(), true));

describe('the split ledger fold on Live', () => {
  it('starts folded: the count is in the summary and no grid is mounted; a new split counts while folded', async () => {
    installFake().on('live.ledger', { ok: true, value: [row('a'), row('b')] });
    const { container } = render(<LedgerFold />);
    await screen.findByText('· 2 splits');
    expect((summary().parentElement as HTMLDetailsElement).open).toBe(false);
    expect(screen.queryByRole('region', { name: 'Split ledger' })).toBeNull();
    expect(container.querySelector('[data-deferred-grid], .ag-root-wrapper')).toBeNull();
    act(() => useMc.getState().liveLedgerRows([row('c')], true));
    expect(screen.getByText('· 3 splits')).toBeTruthy();
  });

  it('says "none yet" for an empty ledger and "reading…" before the ledger is read', async () => {
    installFake().on('live.ledger', { ok: true, value: [] });
    render(<LedgerFold />);
    expect(screen.getByText('· reading…')).toBeTruthy();
    await screen.findByText('· none yet');
  });

  it('opening it mounts the grid with the rows, and it stays open when the screen comes back', async () => {
    installFake().on('live.ledger', { ok: true, value: [row('a')] });
    const first = render(<LedgerFold />);
    await screen.findByText('· 1 split');
    const details = summary().parentElement as HTMLDetailsElement;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    expect(useMc.getState().live.ledgerOpen).toBe(true);
    expect(await screen.findByRole('region', { name: 'Split ledger' })).toBeTruthy();
    expect(await screen.findByText('recordings/a.mp4')).toBeTruthy();
    first.unmount();
    render(<LedgerFold />);
    expect((summary().parentElement as HTMLDetailsElement).open).toBe(true);
    expect(await screen.findByRole('region', { name: 'Split ledger' })).toBeTruthy();
  });

  it('a failed ledger read is said above the fold while it is folded', async () => {
    installFake().on('live.ledger', { ok: false, error: { kind: 'io_error', message: 'The split ledger could not be read: EACCES' } });
    render(<LedgerFold />);
    expect(await screen.findByText(/EACCES/)).toBeTruthy();
    expect((summary().parentElement as HTMLDetailsElement).open).toBe(false);
  });
});
