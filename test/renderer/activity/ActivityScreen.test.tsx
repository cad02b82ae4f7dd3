import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import ActivityScreen from '../../../renderer/src/features/activity/ActivityScreen';
import { type FakeBridge, installFake } from '../fake-bridge';
import { auditEntry } from '../fixtures';
import { formatLocal } from '../../../shared/domain/format';

let fake: FakeBridge;
beforeEach(() => {
  fake = installFake().on('activity.list', (input) => {
    const f = input as { command?: string };
    const all = [auditEntry({ id: 'e1', command: 'geoblock.update' }), auditEntry({ id: 'e2', command: 'recording.split', outcome: 'failed', message: 'stream is not live' })];
    return { ok: true, value: { entries: all.filter((e) => !f.command || e.command === f.command), tornLines: 2, orphanedLines: 1, total: 2 } };
  });
});

describe('Activity screen', () => {
  it('shows the audit log in a labelled grid with its count, CSV export and torn-lines notice', async () => {
    render(<ActivityScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Activity' })).toBeTruthy();
    const grid = screen.getByRole('region', { name: 'Activity log' });
    await waitFor(() => expect(grid.textContent).toContain('2 rows · one page'));
    // Actions in words; the raw command only in the tooltip.
    expect(grid.textContent).toContain('Split recording');
    expect(grid.textContent).not.toContain('recording.split');
    expect(grid.querySelector('[title="recording.split"]')?.textContent).toBe('Split recording');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    expect(screen.getByText(/2 incomplete lines in the audit log/)).toBeTruthy();
    expect(screen.getByText(/1 outcome line in the audit log has no matching intent/)).toBeTruthy();
  });

  it('shows latency in whole milliseconds, not the float it was measured as', async () => {
    fake.on('activity.list', () => ({ ok: true, value: { entries: [auditEntry({ id: 'e1', latencyMs: 2.0969640000002983 }), auditEntry({ id: 'e2', latencyMs: 1234.5 })], tornLines: 0, orphanedLines: 0, total: 2 } }));
    render(<ActivityScreen />);
    const grid = screen.getByRole('region', { name: 'Activity log' });
    await waitFor(() => expect(grid.querySelector('[role="gridcell"][col-id="latencyMs"]')).toBeTruthy());
    const shown = [...grid.querySelectorAll('[role="gridcell"][col-id="latencyMs"]')].map((c) => c.textContent?.trim()).sort();
    expect(shown).toEqual(['1,235', '2']);
  });

  it('says an ok call once, as DONE (the catalogued word), and keeps a failure kind in Result', async () => {
    fake.on('activity.list', () => ({ ok: true, value: { entries: [auditEntry({ id: 'e1' }), auditEntry({ id: 'e2', outcome: 'failed', resultKind: 'timeout', message: null })], tornLines: 0, orphanedLines: 0, total: 2 } }));
    render(<ActivityScreen />);
    const grid = screen.getByRole('region', { name: 'Activity log' });
    await waitFor(() => expect(grid.querySelector('[row-id="e1"] [col-id="outcome"]')).toBeTruthy());
    const cell = (row: string, col: string): string => grid.querySelector(`[row-id="${row}"] [col-id="${col}"]`)?.textContent?.trim() ?? '';
    expect(cell('e1', 'outcome')).toContain('DONE');
    expect(cell('e1', 'message')).toBe('—'); // the grid's mark for nothing, not "ok" again
    expect(cell('e2', 'message')).toBe('timeout');
    const outcome = within(screen.getByRole('combobox', { name: 'Outcome' }));
    expect(outcome.getByRole('option', { name: 'DONE' })).toBeTruthy();
  });

  it('filters by action (named in words) through main', async () => {
    render(<ActivityScreen />);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Activity log' }).textContent).toContain('2 rows'));
    const action = screen.getByRole('combobox', { name: 'Action' });
    expect(within(action).getByRole('option', { name: 'Split recording' })).toBeTruthy();
    expect(within(action).queryByRole('option', { name: 'recording.split' })).toBeNull();
    await act(async () => fireEvent.change(action, { target: { value: 'recording.split' } }));
    expect(fake.callsTo('activity.list').at(-1)).toEqual({ command: 'recording.split' });
    await waitFor(() => expect(screen.getByRole('region', { name: 'Activity log' }).textContent).toContain('1 row · one page'));
  });

  it('adds entries live as main appends them', async () => {
    render(<ActivityScreen />);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Activity log' }).textContent).toContain('2 rows'));
    act(() => fake.emit({ type: 'audit.appended', entry: auditEntry({ id: 'e3', command: 'sevu.revoke' }) }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Activity log' }).textContent).toContain('3 rows'));
    expect(screen.getAllByText('Revoke ticket').length).toBeGreaterThan(0);
  });

  it('shows a picked entry in words — account by name, what was asked, what came back — with the raw JSON behind Show raw, and follows its outcome line', async () => {
    const long = 'x'.repeat(400);
    const uuid = '6f1c2d9e-0000-4000-8000-00000000abcd';
    const pending = { id: 'e1', profileId: uuid, profileName: 'Production', by: 'ana, from web mode', command: 'recording.split', params: { app: 'demo-origin/live', stream: 'cam', title: long } };
    fake.on('activity.list', () => ({ ok: true, value: { entries: [auditEntry({ ...pending, outcome: 'pending', resultKind: null, latencyMs: null, finishedAt: null })], tornLines: 0, orphanedLines: 0, total: 1 } }));
    render(<ActivityScreen />);
    const grid = screen.getByRole('region', { name: 'Activity log' });
    await waitFor(() => expect(grid.querySelector('[role="gridcell"][col-id="command"]')).toBeTruthy());
    await act(async () => fireEvent.click(grid.querySelector('[role="gridcell"][col-id="command"]')!));
    // Waits for the detail to draw (a busy machine renders it a moment after the click).
    const detail = await screen.findByRole('region', { name: 'Activity detail' });
    // The command name only in the title's tooltip; the account by name, never its id.
    expect((await within(detail).findByRole('heading', { name: 'Split recording' })).getAttribute('title')).toBe('recording.split');
    expect(detail.textContent).not.toContain('recording.split');
    expect(detail.textContent).not.toContain(uuid);
    const fields = detail.querySelector('[aria-label="Entry"]')!.textContent;
    expect(fields).toContain('Whoana, from web mode');
    expect(fields).toContain('AccountProduction');
    expect(detail.querySelector('[aria-label="What was asked"]')!.textContent).toContain(`Title${long}`);
    expect(detail.textContent).toContain('No answer yet');
    expect(within(detail).queryByLabelText('Intent')).toBeNull();
    await act(async () => fireEvent.click(within(detail).getByRole('button', { name: 'Show raw' })));
    const intent = JSON.parse(within(detail).getByLabelText('Intent').textContent!) as { params: { title: string }; profileId: string };
    expect(intent.params.title).toBe(long);
    expect(intent.profileId).toBe(uuid);
    act(() => fake.emit({ type: 'audit.appended', entry: auditEntry({ ...pending, outcome: 'failed', message: 'recording.split failed: the server answered HTTP 500.' }) }));
    const after = screen.getByRole('region', { name: 'Activity detail' });
    await waitFor(() => expect(after.textContent).toContain('It failed: The server answered HTTP 500.'));
    expect(within(after).getByLabelText('Outcome').textContent).toContain('"message": "recording.split failed: the server answered HTTP 500."');
    // The grid's Result reads the same words, without the command name first.
    expect(grid.querySelector('[row-id="e1"] [col-id="message"]')?.textContent).toBe('The server answered HTTP 500.');
  });

  it('reads what the destination became after the call: "Server accepted — then FAILED" and "UNKNOWN → LIVE by Check status"', async () => {
    const at = '2026-11-26T11:49:55.000Z';
    const refused = auditEntry({ id: 'c1', command: 'pushpublish.connect', params: { push_service_id: 504 }, followUps: [{ time: at, destination: '#504 rtmp', state: 'failed', reason: 'Destination refused the connection', cause: 'read' }] });
    const resolved = auditEntry({ id: 'c2', command: 'pushpublish.connect', outcome: 'unknown', resultKind: 'outcome_unknown', message: 'lost', followUps: [{ time: at, destination: '#505 rtmp', state: 'live', reason: null, cause: 'check' }] });
    fake.on('activity.list', () => ({ ok: true, value: { entries: [refused, resolved], tornLines: 0, orphanedLines: 0, total: 2 } }));
    render(<ActivityScreen />);
    const grid = screen.getByRole('region', { name: 'Activity log' });
    await waitFor(() => expect(grid.querySelector('[row-id="c1"] [col-id="message"]')).toBeTruthy());
    const clock = formatLocal(new Date(at)).slice(11);
    const cell = (row: string, col: string): string => grid.querySelector(`[row-id="${row}"] [col-id="${col}"]`)?.textContent?.trim() ?? '';
    expect(cell('c1', 'message')).toBe(`Server accepted — then FAILED: Destination refused the connection (${clock})`);
    expect(cell('c1', 'outcome')).toContain('FAILED');
    expect(cell('c2', 'message')).toBe(`UNKNOWN → LIVE by Check status (${clock})`);
    expect(cell('c2', 'outcome')).toContain('LIVE');
    await act(async () => fireEvent.click(grid.querySelector('[row-id="c1"] [col-id="command"]')!));
    const then = screen.getByRole('list', { name: 'What the destination then became' });
    expect(then.textContent).toBe(`${clock} — #504 rtmp became FAILED: Destination refused the connection (a status read found it).`);
  });
});
