import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import ActivityScreen from '../../../renderer/src/features/activity/ActivityScreen';
import { type FakeBridge, installFake } from '../fake-bridge';
import { auditEntry } from '../fixtures';

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

  it('shows a picked entry in full — intent and outcome as whole JSON — and follows its outcome line', async () => {
    const long = 'x'.repeat(400);
    fake.on('activity.list', () => ({ ok: true, value: { entries: [auditEntry({ id: 'e1', command: 'recording.split', params: { app: 'demo-origin/live', stream: 'cam', title: long }, outcome: 'pending', resultKind: null, latencyMs: null, finishedAt: null })], tornLines: 0, orphanedLines: 0, total: 1 } }));
    render(<ActivityScreen />);
    const grid = screen.getByRole('region', { name: 'Activity log' });
    await waitFor(() => expect(grid.querySelector('[role="gridcell"][col-id="command"]')).toBeTruthy());
    expect(within(screen.getByRole('region', { name: 'Activity detail' })).queryByLabelText('Intent')).toBeNull();
    await act(async () => fireEvent.click(grid.querySelector('[role="gridcell"][col-id="command"]')!));
    const detail = screen.getByRole('region', { name: 'Activity detail' });
    expect(within(detail).getByRole('heading', { name: 'Split recording' })).toBeTruthy();
    expect(detail.textContent).toContain('recording.split');
    const intent = JSON.parse(within(detail).getByLabelText('Intent').textContent!) as { params: { title: string } };
    expect(intent.params.title).toBe(long);
    expect(detail.textContent).toContain('No outcome yet');
    act(() => fake.emit({ type: 'audit.appended', entry: auditEntry({ id: 'e1', command: 'recording.split', outcome: 'failed', message: 'stream is not live' }) }));
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Activity detail' })).getByLabelText('Outcome').textContent).toContain('"message": "stream is not live"'));
  });
});
