import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { within } from '@testing-library/react';
import CdnTab from '../../../renderer/src/features/reports/CdnTab';
import DatabaseTab from '../../../renderer/src/features/reports/DatabaseTab';
import ServersTab from '../../../renderer/src/features/reports/ServersTab';
import UploadsScreen from '../../../renderer/src/features/reports/UploadsScreen';
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
    fake.answers['usage.data'] = { error: { kind: 'api_failure', code: '0004', message: 'Rejected by the server: unexpected error (code 0004)', serverMessage: 'unexpected error' } };
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
    await userEvent.type(screen.getByRole('combobox', { name: 'Database users' }), 'reports_ro, 12');
    await userEvent.click(screen.getByRole('button', { name: 'Show database usage' }));
    expect(fake.calls[0]?.params).toMatchObject({ sqldb: ['reports_ro', 12] });
    expect(await screen.findByText(/No database usage for reports_ro, 12/)).toBeTruthy();
  });
});

describe('CDN hits and Servers tabs', () => {
  it('say plainly that a period has no CDN hits, naming the 30 days asked for', async () => {
    fake.answers['video.cdnhits'] = { body: { ...envelope, data: [] } };
    useMc.getState().setReportsPeriod({ kind: 'month', month: '2026-09' });
    render(<CdnTab />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Other applications (names or ids)' }), 'demo-origin');
    await userEvent.click(screen.getByRole('button', { name: 'Show CDN hits' }));
    // "Sep" or "Sept": the short month name depends on the ICU data of the runtime.
    expect(await screen.findByText(/^No CDN hits for demo-origin in 30 days from 1 Sept? 2026 \(1–30 Sept?, UTC\)\.$/)).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('say plainly that a period served no video from any server', async () => {
    fake.answers['video.servers'] = { body: { ...envelope, data: [] } };
    useMc.getState().setReportsPeriod({ kind: 'window', start: '2026-10-05' });
    render(<ServersTab />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Other applications (names or ids)' }), '1002');
    await userEvent.click(screen.getByRole('button', { name: 'Show server usage' }));
    expect(await screen.findByText('No video served for 1002 in 5 Oct 2026 – 3 Nov 2026 (30 days, UTC).')).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
  });
});

describe('Uploads grid', () => {
  it('shows each status as a tag with its word and its tone', async () => {
    fake.answers['cloudstore.status'] = {
      body: {
        ...envelope,
        data: [
          { id: 1, created: '2026-10-01 00:00:00', status: 200 },
          { id: 2, created: '2026-10-02 00:00:00', status: 500 },
          { id: 3, created: '2026-10-03 00:00:00', status: 202 },
        ],
      },
    };
    render(<UploadsScreen />);
    const grid = await screen.findByRole('region', { name: 'Upload requests' });
    const tagOf = async (word: string) => (await within(grid).findByText(word)).closest('[data-state]')?.getAttribute('data-state');
    expect(await tagOf('200 DONE')).toBe('done');
    expect(await tagOf('500 FAILED')).toBe('failed');
    expect(await tagOf('202 IN PROGRESS')).toBe('connecting');
    expect((await within(grid).findByText('500 FAILED')).closest('[col-id]')?.getAttribute('col-id')).toBe('status');
  });
});
