/**
 * Viewers screens in a DOM: the new-ticket form's specific messages (nothing sent),
 * revoke and stream-user removal need two presses, and an export shows its progress
 * and its partial-file message after Cancel.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CreateTicket } from '../../../renderer/src/features/viewers/CreateTicket';
import { ExportBox } from '../../../renderer/src/features/viewers/ExportBox';
import { TicketPanel } from '../../../renderer/src/features/viewers/TicketPanel';
import { useMc } from '../../../renderer/src/stores/store';
import type { ExportProgress } from '../../../shared/domain/viewers/export';
import { answer, installFakeBridge } from './fake-bridge';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
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
    const { calls } = installFakeBridge(() => answer({ key: 'cam_1.new.7', ticket: null }));
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
    await pause(400);
    await userEvent.click(armed);
    await waitFor(() => expect(screen.getByText('Ticket revoked')).toBeTruthy());
    expect(calls.filter((c) => c.channel === 'api.call:sevu.revoke')).toHaveLength(1);
    expect(within(screen.getByLabelText('Ticket fields')).getByText(/REVOKED/)).toBeTruthy();
  });
});

describe('Export box', () => {
  const progress = (over: Partial<ExportProgress>): ExportProgress => ({
    id: 'e1', command: 'sevu.errorlog', path: '/tmp/a.csv', state: 'running', rows: 3000, pages: 3, total: 10000, rowsPerSecond: 1500,
    etaSeconds: 4.6, startedAt: 't', finishedAt: null, message: '', error: null, ...over,
  });

  it('waits for a search, then shows rows, pages, rate and time left, and the partial-file words after Cancel', async () => {
    const cancelled = progress({ state: 'cancelled', message: 'Cancelled. /tmp/a.csv is a valid CSV file holding the first 3,000 rows only — not everything that matches.' });
    const { emit } = installFakeBridge((c) => (c === 'viewers.exportStart' ? { ok: true, value: progress({ rows: 0, pages: 0 }) } : { ok: true, value: cancelled }));
    const { rerender } = render(<ExportBox command="sevu.errorlog" noun="attempts" params={null} />);
    expect((screen.getByRole('button', { name: 'Export all matching attempts' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<ExportBox command="sevu.errorlog" noun="attempts" params={{ success: 0 }} />);
    const stop = useMc.getState().watchExports();
    await userEvent.type(screen.getByLabelText('CSV file (full path)'), '/tmp/a.csv');
    await userEvent.click(screen.getByRole('button', { name: 'Export all matching attempts' }));
    emit({ type: 'viewers.export', progress: progress({}) });
    expect(await screen.findByText('3,000 of 10,000 rows · 3 pages · 1,500 rows/s · about 0:00:04 left')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel export' }));
    expect(await screen.findByText(/holding the first 3,000 rows only/)).toBeTruthy();
    stop();
  });

  it('in the desktop app, Choose file… fills the path from the system save dialog', async () => {
    const { calls } = installFakeBridge((c) => (c === 'app.chooseSavePath' ? { ok: true, value: { path: '/home/op/attempts-nov.csv' } } : answer({})));
    useMc.getState().setAppInfo({ mode: 'electron', version: '1', platform: 'linux' });
    render(<ExportBox command="sevu.errorlog" noun="attempts" params={{ success: 0 }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose file…' }));
    await waitFor(() => expect((screen.getByLabelText('CSV file (full path)') as HTMLInputElement).value).toBe('/home/op/attempts-nov.csv'));
    expect(calls).toContainEqual({ channel: 'app.chooseSavePath', input: { suggestedName: 'attempts.csv', title: 'Export all matching attempts' } });
    expect((screen.getByRole('checkbox', { name: /Replace the existing file/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('in web mode there is no Choose file… button: the path is typed', () => {
    installFakeBridge(() => answer({}));
    useMc.getState().setAppInfo({ mode: 'web', version: '1', platform: 'linux' });
    render(<ExportBox command="sevu.errorlog" noun="attempts" params={{ success: 0 }} />);
    expect(screen.queryByRole('button', { name: 'Choose file…' })).toBeNull();
  });
});
