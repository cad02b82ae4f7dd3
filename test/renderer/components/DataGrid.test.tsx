import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ColDef } from 'ag-grid-community';
import { describe, expect, it, vi } from 'vitest';
import { DataGrid } from '../../../renderer/src/components/DataGrid';

interface Row {
  id: string;
  name: string;
  count: number;
}
const columns: ColDef<Row>[] = [{ field: 'name' }, { field: 'count' }];
const rows: Row[] = [
  { id: 'a', name: 'cam_1', count: 3 },
  { id: 'b', name: 'cam_2', count: 5 },
  { id: 'c', name: 'main', count: 8 },
];

describe('DataGrid', () => {
  it('has an accessible label, shows its rows and their count', async () => {
    render(<DataGrid label="Live streams" rows={rows} columns={columns} getRowId={(r) => r.id} />);
    const region = screen.getByRole('region', { name: 'Live streams' });
    await waitFor(() => expect(within(region).getByText('3 rows · one page')).toBeTruthy());
    expect(within(region).getAllByText('cam_1').length).toBeGreaterThan(0);
    expect(within(region).getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it('filters with the quick filter and says how many are shown', async () => {
    render(<DataGrid label="Live streams" rows={rows} columns={columns} getRowId={(r) => r.id} />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter Live streams' }), { target: { value: 'cam' } });
    await waitFor(() => expect(screen.getByText('2 of 3 rows shown · one page')).toBeTruthy());
  });

  it('never copies on a click; Ctrl+C copies the focused cell and confirms in an overlay', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<DataGrid label="Live streams" rows={rows} columns={columns} getRowId={(r) => r.id} />);
    const cell = await screen.findByText('main');
    await act(async () => fireEvent.click(cell));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText(/^Copied/)).toBeNull();
    await act(async () => fireEvent.keyDown(cell, { key: 'c', ctrlKey: true }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('main'));
    const note = screen.getByText('Copied “main”');
    // An overlay inside the grid body, not an item of the toolbar (where it pushed the pager).
    expect(note.className).toBe('mc-copied');
    expect(note.closest('.mc-grid__toolbar')).toBeNull();
  });

  it('pages on the server: shows the position and asks for the next page', async () => {
    const onPage = vi.fn();
    render(
      <DataGrid label="Tickets" rows={rows} columns={columns} getRowId={(r) => r.id} paging={{ page: 1, pageSize: 3, hasMore: true, onPage }} />,
    );
    expect(screen.getByText('Page 2 · rows 4–6, more on the server')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page of Tickets' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous page of Tickets' }));
    expect(onPage.mock.calls).toEqual([['next'], ['prev']]);
  });
});
