/**
 * The Attempts screen in a DOM with a fake bridge: the reason tag in the grid (word and
 * tone), an empty page as "no matches", and an export that survives leaving the screen.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import AttemptsScreen from '../../../renderer/src/features/viewers/AttemptsScreen';
import { useMc } from '../../../renderer/src/stores/store';
import type { ExportProgress } from '../../../shared/domain/viewers/export';
import { answer, installFakeBridge, type Handler } from './fake-bridge';

const attempt = (reason: string, i: number) => ({
  key: `cam_1.k${i}.1`, datetime: '2026-11-20 10:00:00', ip: '203.0.113.9', video: 'cam_1', app: 'demo-origin', appinst: 'live',
  pageurl: null, refurl: null, success: reason === 'Success', reason, server_ip: '198.51.100.7',
});

const progress = (over: Partial<ExportProgress>): ExportProgress => ({
  id: 'e1', command: 'sevu.errorlog', path: '/tmp/all.csv', state: 'running', rows: 0, pages: 0, total: 10000, rowsPerSecond: 0,
  etaSeconds: null, startedAt: '2026-11-22T03:00:00.000Z', finishedAt: null, message: '', error: null, ...over,
});

/** The screen's reads; the chart's breakdown fails on purpose (no canvas in this DOM). */
function screenAnswers(rows: unknown[], more: Handler = (c) => (c === 'viewers.exports' ? { ok: true, value: [] } : { ok: false, error: { kind: 'unknown_channel', message: c } })): Handler {
  return (c, input) => {
    if (c === 'api.call:sevu.errorlog') return answer({ errors: rows });
    if (c === 'api.call:sevu.errorcount') return answer({ error_count: rows.length });
    if (c === 'viewers.reasonBreakdown') return { ok: false, error: { kind: 'internal', message: 'no chart in this test' } };
    return more(c, input);
  };
}

describe('Attempts grid', () => {
  it('shows each reason as a tag with its word and its tone', async () => {
    installFakeBridge(screenAnswers([attempt('Invalid IP Address', 1), attempt('Success', 2), attempt('Exceeded max views', 3)]));
    render(<AttemptsScreen />);
    await userEvent.click(screen.getByRole('button', { name: /^Search/ }));
    const grid = screen.getByRole('region', { name: 'Attempts' });
    const tagOf = async (word: string) => (await within(grid).findByText(word)).closest('.mc-tag');
    expect((await tagOf('Invalid IP Address'))?.className).toContain('mv-tone--failed');
    expect((await tagOf('Success'))?.className).toContain('mv-tone--ok');
    expect((await tagOf('Exceeded max views'))?.className).toContain('mv-tone--warning');
    expect((await tagOf('Invalid IP Address'))?.textContent).toBe('✕Invalid IP Address');
  });

  it('an empty page (2040, which the client decodes as no rows in either status) is "no matches", never an error', async () => {
    installFakeBridge((c) => {
      if (c === 'api.call:sevu.errorlog') return answer({ errors: [], code: '2040', message: 'No matching error logs found' });
      return screenAnswers([])(c, {});
    });
    render(<AttemptsScreen />);
    await userEvent.click(screen.getByRole('button', { name: /^Search/ }));
    expect(await screen.findByText('No attempts match these filters. Loosen a filter or pick an earlier date.')).toBeTruthy();
    expect(screen.getByText('Page 1 · no rows')).toBeTruthy();
    expect(screen.queryByText(/code 2040|No matching error logs/)).toBeNull();
    expect(useMc.getState().viewersAttempts).toMatchObject({ error: null, rows: [], stale: false });
  });
});

describe('Export all matching attempts', () => {
  it('keeps a running export across leaving the screen: progress and Cancel come back, a second export waits', async () => {
    let inMain: ExportProgress[] = [];
    const { emit, calls } = installFakeBridge(
      screenAnswers([attempt('Success', 1)], (c) => {
        if (c === 'viewers.exports') return { ok: true, value: inMain };
        if (c === 'viewers.exportStart') return { ok: true, value: (inMain = [progress({})])[0] };
        if (c === 'viewers.exportCancel') {
          const p = progress({ state: 'cancelled', rows: 7000, pages: 7, message: 'Cancelled. /tmp/all.csv is a valid CSV file holding the first 7,000 rows only — not everything that matches.' });
          return { ok: true, value: (inMain = [p])[0] };
        }
        return { ok: false, error: { kind: 'unknown_channel', message: c } };
      }),
    );
    const first = render(<AttemptsScreen />);
    await userEvent.click(screen.getByRole('button', { name: /^Search/ }));
    const box = () => screen.getByRole('region', { name: 'Export all matching attempts' });
    await userEvent.type(within(box()).getByLabelText('CSV file'), '/tmp/all.csv');
    await userEvent.click(within(box()).getByRole('button', { name: 'Export all matching attempts' }));
    emit({ type: 'viewers.export', progress: progress({ rows: 1000, pages: 1 }) });
    expect(await within(box()).findByText(/^1,000 of 10,000 rows · 1 page · /)).toBeTruthy();
    emit({ type: 'viewers.export', progress: progress({ rows: 2000, pages: 2 }) });
    expect(await within(box()).findByText(/^2,000 of 10,000 rows/)).toBeTruthy();

    // Another screen: this one unmounts; main keeps exporting meanwhile.
    first.unmount();
    inMain = [progress({ rows: 6000, pages: 6, rowsPerSecond: 1000, etaSeconds: 4 })];
    emit({ type: 'viewers.export', progress: inMain[0]! });

    render(<AttemptsScreen />);
    expect(await within(box()).findByText('6,000 of 10,000 rows · 6 pages · 1,000 rows/s · about 0:00:04 left')).toBeTruthy();
    expect(within(box()).getByText('/tmp/all.csv')).toBeTruthy();
    expect((within(box()).getByRole('button', { name: 'Export all matching attempts' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(box()).getByText('One export of attempts at a time: cancel this one or wait for it to finish.')).toBeTruthy();
    expect(calls.filter((c) => c.channel === 'viewers.exportStart')).toHaveLength(1);

    await userEvent.click(within(box()).getByRole('button', { name: 'Cancel export' }));
    expect(await within(box()).findByText(/holding the first 7,000 rows only — not everything that matches/)).toBeTruthy();
    expect(calls.filter((c) => c.channel === 'viewers.exportCancel').map((c) => c.input)).toEqual([{ id: 'e1' }]);
    await waitFor(() => expect((within(box()).getByRole('button', { name: 'Export all matching attempts' }) as HTMLButtonElement).disabled).toBe(false));
  });
});
