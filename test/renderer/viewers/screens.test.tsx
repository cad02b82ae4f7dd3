/**
 * Viewers screens in a DOM: the new-ticket form's specific messages (nothing sent),
 * revoke and stream-user removal need two presses, and an export shows its progress
 * and its partial-file message after Cancel.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CreateTicket } from '../../../renderer/src/features/viewers/CreateTicket';
import { ExportBox } from '../../../renderer/src/features/viewers/ExportBox';
import { AttemptPanel } from '../../../renderer/src/features/viewers/AttemptPanel';
import StreamUsersScreen from '../../../renderer/src/features/viewers/StreamUsersScreen';
import TicketsScreen from '../../../renderer/src/features/viewers/TicketsScreen';
import { TicketPanel } from '../../../renderer/src/features/viewers/TicketPanel';
import { useMc } from '../../../renderer/src/stores/store';
import { catalog } from '../../../shared/api/catalog';
import type { ExportProgress } from '../../../shared/domain/viewers/export';
import { answer, installFakeBridge } from './fake-bridge';
import { passArmGap } from '../arm-gap';

/** The suggested file name carries the day: a fixed one, so no midnight falls inside a test. */
const FIXED_DAY = '2031-07-31';
const fixDate = (): void => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${FIXED_DAY}T23:59:59Z`));
};

const ticket = { key: 'cam_1.abc.1', pass: 'p', ip: 'auto', video: 'cam_1', app: 'demo-origin', created_date: '2026-11-01 00:00:00', used_date: null, uses: 3, active: true };

describe('New ticket form', () => {
  it('names what is missing under each field and sends nothing', async () => {
    const { calls } = installFakeBridge(() => answer({}));
    render(<CreateTicket />);
    await userEvent.clear(screen.getByLabelText('Expires (UTC)'));
    await userEvent.click(screen.getByRole('button', { name: 'Create ticket' }));
    expect(await screen.findByText('give the application(s) the ticket is for, e.g. demo-origin (several: a|b)')).toBeTruthy();
    expect(screen.getByText('give the video(s) or stream(s), e.g. cam_1 — pipe-separated, * allowed')).toBeTruthy();
    expect(screen.getByLabelText('Application(s)').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('offers a generated 20-character pass and shows the key and URL parameters once created', async () => {
    const { calls } = installFakeBridge((c) => (c === 'api.call:sevu.request' ? answer({ key: 'cam_1.new.7', ticket: null }) : answer({ tickets: [], errors: [], ticket: null })));
    render(<CreateTicket />);
    const pass = (screen.getByLabelText('Pass') as HTMLInputElement).value;
    expect(pass).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{20}$/);
    await userEvent.type(screen.getByLabelText('Application(s)'), 'demo-origin');
    await userEvent.type(screen.getByLabelText('Video(s)'), 'cam_1');
    await userEvent.click(screen.getByRole('button', { name: 'Create ticket' }));
    expect((await screen.findByLabelText('New ticket key')).textContent).toBe('cam_1.new.7');
    expect(screen.getByLabelText('URL parameters').textContent).toBe(`?key=cam_1.new.7&pass=${pass}`);
    expect(calls[0]?.input).toEqual({ app: 'demo-origin', video: 'cam_1', pass, uses: 0 });
  });
});

describe('New ticket form: expiry and ip', () => {
  async function fillAndCreate(extra: () => Promise<void>) {
    // After a create the list and the detail read the new ticket: only sevu.request is looked at here.
    const made = installFakeBridge((c) => (c === 'api.call:sevu.request' ? answer({ key: 'cam_1.new.8', ticket: null }) : answer({ tickets: [], errors: [], ticket: null })));
    render(<CreateTicket />);
    await userEvent.type(screen.getByLabelText('Application(s)'), 'demo-origin');
    await userEvent.type(screen.getByLabelText('Video(s)'), 'cam_1');
    await extra();
    await userEvent.click(screen.getByRole('button', { name: 'Create ticket' }));
    return () => made.calls.filter((c) => c.channel === 'api.call:sevu.request');
  }

  it('the expiry field says UTC and what is picked reaches sevu.request as expires YYYY-MM-DD HH:MM:SS, unshifted', async () => {
    const requests = await fillAndCreate(async () => {
      fireEvent.change(screen.getByLabelText('Expires (UTC)'), { target: { value: '2026-12-31T23:30' } });
    });
    await waitFor(() => expect(requests()).toHaveLength(1));
    expect(requests()[0]).toMatchObject({ channel: 'api.call:sevu.request', input: { expires: '2026-12-31 23:30:00' } });
  });

  for (const ip of ['203.0.113.7', '203.0.113.0/24', 'auto', 'auto/24']) {
    it(`accepts the ip form ${ip}`, async () => {
      const requests = await fillAndCreate(() => userEvent.type(screen.getByLabelText('IP restriction'), ip));
      await waitFor(() => expect(requests()).toHaveLength(1));
      expect(requests()[0]?.input.ip).toBe(ip);
    });
  }

  it('stops a bad ip under its field with the catalog’s message and sends nothing', async () => {
    const checked = catalog['sevu.request'].request.safeParse({ app: 'a', video: 'v', pass: 'abcdefghijkm', ip: 'not-an-ip' });
    const message = checked.error?.issues.find((i) => i.path[0] === 'ip')?.message ?? 'the catalog accepted it';
    const requests = await fillAndCreate(() => userEvent.type(screen.getByLabelText('IP restriction'), 'not-an-ip'));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText('IP restriction').getAttribute('aria-invalid')).toBe('true');
    expect(requests()).toHaveLength(0);
  });
});

describe('Revoke', () => {
  it('the first press only arms; the second press revokes', async () => {
    const { calls } = installFakeBridge((c) => {
      if (c === 'api.call:sevu.revoke') return answer({ message: 'Ticket revoked' });
      if (c === 'api.call:sevu.status') return answer({ ticket: { ...ticket, active: !calls.some((x) => x.channel === 'api.call:sevu.revoke') } });
      return answer({ errors: [] });
    });
    render(<TicketPanel />);
    await useMc.getState().openTicket(ticket.key);
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke ticket' }));
    const armed = screen.getByRole('button', { name: /^Press again to revoke — its viewers lose access/ });
    expect(calls.filter((c) => c.channel === 'api.call:sevu.revoke')).toHaveLength(0);
    passArmGap();
    await userEvent.click(armed);
    await waitFor(() => expect(screen.getByText('Ticket revoked')).toBeTruthy());
    expect(calls.filter((c) => c.channel === 'api.call:sevu.revoke')).toHaveLength(1);
    expect(within(screen.getByLabelText('Ticket fields')).getByText(/REVOKED/)).toBeTruthy();
  });
});

describe('Tickets grid', () => {
  it('an empty search page is "no matches" with what to do, never an error', async () => {
    installFakeBridge((c) => (c === 'viewers.exports' ? { ok: true, value: [] } : answer({ tickets: [], code: '2030', message: 'No tickets found' })));
    render(<TicketsScreen />);
    await userEvent.type(within(screen.getByRole('form', { name: 'Ticket filters' })).getByLabelText('App'), 'nothing-here');
    await userEvent.click(screen.getByRole('button', { name: /^Search/ }));
    expect(await screen.findByText('No tickets match these filters. Loosen a filter, or create a ticket on the right.')).toBeTruthy();
    expect(screen.queryByText(/FAILED|code 2030/)).toBeNull();
  });
});

describe('A key nobody has', () => {
  const notFound = {
    'success with code 2020': answer({ ticket: null, code: '2020', message: 'Ticket not found' }),
    'status failure with code 2020': { ok: false as const, error: { kind: 'api_failure', code: '2020', message: 'Rejected by the server: Ticket not found', serverMessage: 'Ticket not found' } },
  };

  for (const [form, reply] of Object.entries(notFound)) {
    it(`"Open its ticket" says no ticket has the key (${form})`, async () => {
      installFakeBridge((c) => (c === 'api.call:sevu.status' ? reply : answer({ errors: [] })));
      useMc.getState().selectAttempt({
        key: 'gone.abc.1', datetime: '2026-11-20 10:00:00', ip: '203.0.113.9', video: 'cam_1', app: 'demo-origin', appinst: 'live',
        pageurl: null, refurl: null, success: false, reason: 'Invalid Auth Token', server_ip: null,
      });
      render(
        <>
          <AttemptPanel />
          <TicketPanel />
        </>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Open its ticket' }));
      const panel = screen.getByRole('region', { name: 'Ticket detail' });
      expect(await within(panel).findByText(/^No ticket has the key gone\.abc\.1/)).toBeTruthy();
      expect(within(panel).queryByText(/FAILED|Rejected/)).toBeNull();
    });
  }
});

describe('Remove a stream user by name', () => {
  const refusals = {
    'status failure': { ok: false as const, error: { kind: 'api_failure', code: '2080', message: 'Rejected by the server: nope', serverMessage: 'nope' } },
    'status success': answer({ code: '2080', message: 'nope' }),
  };

  for (const [form, reply] of Object.entries(refusals)) {
    it(`needs two presses, and 2080 (${form}) says the user could not be removed, with the server’s words`, async () => {
      const { calls } = installFakeBridge((c) => (c === 'api.call:sevu.removestreamuser' ? reply : answer({ streamusers: [] })));
      render(<StreamUsersScreen />);
      const box = screen.getByRole('region', { name: 'Remove by app, stream and user' });
      await userEvent.type(within(box).getByLabelText("User's app"), 'demo-origin');
      await userEvent.type(within(box).getByLabelText("User's stream"), 'cam_9');
      await userEvent.type(within(box).getByLabelText('User name'), 'nobody');
      await userEvent.click(within(box).getByRole('button', { name: 'Remove by name' }));
      const armed = within(box).getByRole('button', { name: /^Press again to remove nobody from demo-origin\/cam_9/ });
      expect(calls.filter((c) => c.channel === 'api.call:sevu.removestreamuser')).toHaveLength(0);
      passArmGap();
      await userEvent.click(armed);
      const status = within(box).getByRole('status');
      await waitFor(() => expect(status.textContent).toContain('FAILED'));
      expect(status.textContent).toContain('Not removed: the stream user could not be removed (code 2080); they can still publish. The server said: “nope”.');
      expect(calls.filter((c) => c.channel === 'api.call:sevu.removestreamuser').map((c) => c.input)).toEqual([{ app: 'demo-origin', stream: 'cam_9', user: 'nobody' }]);
    });
  }
});

describe('Export box', () => {
  const progress = (over: Partial<ExportProgress>): ExportProgress => ({
    id: 'e1', command: 'sevu.errorlog', path: '/tmp/a.csv', state: 'running', rows: 3000, pages: 3, total: 10000, rowsPerSecond: 1500,
    etaSeconds: 4.6, startedAt: 't', finishedAt: null, message: '', error: null, ...over,
  });

  it('waits for a search, then shows rows, pages, rate and time left, and the partial-file words after Cancel', async () => {
    const cancelled = progress({ state: 'cancelled', message: 'Cancelled. /tmp/a.csv is a valid CSV file holding the first 3,000 rows only — not everything that matches.' });
    const { emit } = installFakeBridge((c) => {
      if (c === 'viewers.exports') return { ok: true, value: [] };
      return c === 'viewers.exportStart' ? { ok: true, value: progress({ rows: 0, pages: 0 }) } : { ok: true, value: cancelled };
    });
    const { rerender } = render(<ExportBox command="sevu.errorlog" noun="attempts" params={null} />);
    expect((screen.getByRole('button', { name: 'Export all matching attempts' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<ExportBox command="sevu.errorlog" noun="attempts" params={{ success: 0 }} />);
    const stop = useMc.getState().watchExports();
    await userEvent.type(screen.getByLabelText('CSV file'), '/tmp/a.csv');
    await userEvent.click(screen.getByRole('button', { name: 'Export all matching attempts' }));
    emit({ type: 'viewers.export', progress: progress({}) });
    expect(await screen.findByText('3,000 of 10,000 rows · 3 pages · 1,500 rows/s · about 0:00:04 left')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel export' }));
    expect(await screen.findByText(/holding the first 3,000 rows only/)).toBeTruthy();
    stop();
  });

  it('in the desktop app, Choose file… fills the path from the system save dialog', async () => {
    fixDate();
    const { calls } = installFakeBridge((c) => (c === 'app.chooseSavePath' ? { ok: true, value: { path: '/home/op/attempts-nov.csv' } } : answer({})));
    useMc.getState().setAppInfo({ mode: 'electron', version: '1', platform: 'linux' });
    render(<ExportBox command="sevu.errorlog" noun="attempts" params={{ success: 0 }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose file…' }));
    await waitFor(() => expect((screen.getByLabelText('CSV file') as HTMLInputElement).value).toBe('/home/op/attempts-nov.csv'));
    expect(calls).toContainEqual({ channel: 'app.chooseSavePath', input: { suggestedName: `attempts-${FIXED_DAY}.csv`, title: 'Export all matching attempts' } });
    expect((screen.getByRole('checkbox', { name: /Replace the existing file/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('in web mode there is no Choose file… button: the path is typed, starting from the suggested name as its value', () => {
    fixDate();
    installFakeBridge(() => answer({}));
    useMc.getState().setAppInfo({ mode: 'web', version: '1', platform: 'linux' });
    render(<ExportBox command="sevu.errorlog" noun="attempts" params={{ success: 0 }} />);
    expect(screen.queryByRole('button', { name: 'Choose file…' })).toBeNull();
    expect((screen.getByLabelText('CSV file') as HTMLInputElement).value).toBe(`attempts-${FIXED_DAY}.csv`);
  });
});
