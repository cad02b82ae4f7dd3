import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DatabaseTab from '../../../renderer/src/features/reports/DatabaseTab';
import UsageTab from '../../../renderer/src/features/reports/UsageTab';
import { useMc } from '../../../renderer/src/stores/store';
import { type FakeApi, envelope, installFakeApi, offline } from './fake-bridge';

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi();
});

describe('Usage tab', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for the current UTC month by default, read from the clock when the tab opens', async () => {
    // Only Date is faked: promises and timers keep running. 23:30 UTC on the last day of
    // July is August in any timezone east of UTC, so a local-time month would show here.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-07-31T23:30:00Z'));
    fake.answers['usage.data'] = { body: { ...envelope, data: { Total: { subtotal: '0.00', estimated: '0.00' } } } };
    render(<UsageTab />);
    expect(await screen.findByText('No usage recorded for July 2031.')).toBeTruthy();
    expect(fake.calls.filter((c) => c.command === 'usage.data')[0]?.params).toEqual({ starttime: '2031-07-01' });
    expect((screen.getByLabelText('Usage month') as HTMLInputElement).value).toBe('2031-07');
  });

  it('says plainly that a month has no usage instead of drawing an empty chart', async () => {
    fake.answers['usage.data'] = { body: { ...envelope, data: { Total: { subtotal: '0.00', estimated: '0.00' } } } };
    useMc.setState({ reportsUsageMonth: '2026-02' });
    render(<UsageTab />);
    expect(await screen.findByText('No usage recorded for February 2026.')).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
    expect(fake.calls[0]?.params).toEqual({ starttime: '2026-02-01' });
  });

  it('marks a cached month STALE with its reason when offline', async () => {
    fake.cache.set('reports:usage:2026-03', {
      response: { status: 'success', message: null, handle_time: null, code: null, data: { types: [], total: { subtotal: '0', estimated: '0' } } },
      fetchedAt: '2026-03-31T12:00:00.000Z',
    });
    fake.answers['usage.data'] = { error: offline };
    useMc.setState({ reportsUsageMonth: '2026-03' });
    render(<UsageTab />);
    const status = await screen.findByRole('status', { name: 'Usage report status' });
    await screen.findByText(/Live read failed/);
    expect(status.textContent).toContain('STALE');
    expect(status.textContent).toContain('connection refused');
  });

  it('says why when nothing is cached and the read fails', async () => {
    fake.answers['usage.data'] = { error: { kind: 'api_failure', code: '0004', message: 'x', serverMessage: 'unexpected error' } };
    render(<UsageTab />);
    expect(await screen.findByText('Rejected by the server: unexpected error (code 0004)')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Usage report status' }).textContent).toContain('FAILED');
  });
});

describe('Database tab', () => {
  it('stops an empty user list with a specific message and sends nothing', async () => {
    render(<DatabaseTab />);
    await userEvent.click(screen.getByRole('button', { name: 'Show database usage' }));
    expect(screen.getByRole('alert').textContent).toMatch(/Name at least one database user/);
    expect(fake.calls).toEqual([]);
  });

  it('sends typed ids and names as a list', async () => {
    fake.answers['sqldb.usage'] = { body: { ...envelope, data: [] } };
    render(<DatabaseTab />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Database users' }), 'reports_ro, 12');
    await userEvent.click(screen.getByRole('button', { name: 'Show database usage' }));
    expect(fake.calls[0]?.params).toMatchObject({ sqldb: ['reports_ro', 12] });
    expect(await screen.findByText(/No database usage for reports_ro, 12/)).toBeTruthy();
  });
});
