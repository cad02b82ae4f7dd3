import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../../shared/api/catalog';
import { shapeUsage } from '../../../shared/domain/reports/usage';
import { UsageTable } from '../../../renderer/src/features/reports/UsageTable';
import { envelope } from './fake-bridge';

// Decoded by the real catalog schema, as the gateway does, then shaped as the slice does.
const report = shapeUsage(
  catalog['usage.data'].response.parse({
    ...envelope,
    data: {
      'Edge Bandwidth': { usage: 10, rate: '0.10', cost: '1.00', est_usage: 20, est_cost: '2.00' },
      Transcoding: { usage: 3, rate: '0.50', cost: '1.50', est_usage: 6, est_cost: '3.00' },
      Total: { subtotal: '2.50', estimated: '5.00' },
    },
  }),
);

/**
 * The grid's rows top to bottom, as their label cell's text. AG Grid places rows by
 * position, not DOM order, so they are ordered by aria-rowindex (pinned rows come last).
 */
function rowLabels(grid: HTMLElement): string[] {
  return within(grid)
    .getAllByRole('row')
    .map((r) => ({ at: Number(r.getAttribute('aria-rowindex')), text: r.querySelector('[role="gridcell"][col-id="label"]')?.textContent?.trim() ?? '' }))
    .filter((r) => r.text !== '')
    .sort((a, b) => a.at - b.at)
    .map((r) => r.text);
}

describe('usage table Total', () => {
  it('stays when the quick filter hides every usage type', async () => {
    render(<UsageTable report={report} label="October 2026" />);
    const grid = await screen.findByRole('region', { name: 'Usage and charges, October 2026' });
    await waitFor(() => expect(rowLabels(grid)).toEqual(['Edge Bandwidth', 'Transcoding', 'Total']));
    fireEvent.change(within(grid).getByRole('searchbox', { name: /^Filter Usage and charges/ }), { target: { value: 'Transcod' } });
    await waitFor(() => expect(rowLabels(grid)).toEqual(['Transcoding', 'Total']));
    // The count line follows the grid's own filter event, a tick after the rows: wait for it too.
    expect(await within(grid).findByText('1 of 2 rows shown · one page')).toBeTruthy();
  });

  it('stays last when the table is sorted by cost, highest first', async () => {
    render(<UsageTable report={report} label="October 2026" />);
    const grid = await screen.findByRole('region', { name: 'Usage and charges, October 2026' });
    await waitFor(() => expect(rowLabels(grid)).toContain('Total'));
    const costHeader = within(grid).getByRole('columnheader', { name: /^Cost/ });
    const sortOn = costHeader.querySelector('.ag-header-cell-label') ?? costHeader;
    fireEvent.click(sortOn); // ascending
    fireEvent.click(sortOn); // descending
    await waitFor(() => expect(costHeader.getAttribute('aria-sort')).toBe('descending'));
    await waitFor(() => expect(rowLabels(grid)).toEqual(['Transcoding', 'Edge Bandwidth', 'Total']));
  });
});
