import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../../shared/api/catalog';
import { shapeUsage, usageCostBars } from '../../../shared/domain/reports/usage';
import { UsageTable } from '../../../renderer/src/features/reports/UsageTable';
import { envelope } from './fake-bridge';
import { usageUnitOf } from '../../../shared/domain/reports/units';

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
    render(<UsageTable report={report} label="October 2026" currency={null} />);
    const grid = await screen.findByRole('region', { name: 'Usage and charges, October 2026' });
    await waitFor(() => expect(rowLabels(grid)).toEqual(['Edge Bandwidth', 'Transcoding', 'Total']));
    fireEvent.change(within(grid).getByRole('searchbox', { name: /^Filter Usage and charges/ }), { target: { value: 'Transcod' } });
    await waitFor(() => expect(rowLabels(grid)).toEqual(['Transcoding', 'Total']));
    // The count line follows the grid's own filter event, a tick after the rows: wait for it too.
    expect(await within(grid).findByText('1 of 2 rows shown · one page')).toBeTruthy();
  });

  it('stays last when the table is sorted by cost, highest first', async () => {
    render(<UsageTable report={report} label="October 2026" currency={null} />);
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

/** The shown text of every cell of a column, top to bottom (the pinned Total last). */
function columnText(grid: HTMLElement, col: string): string[] {
  return within(grid)
    .getAllByRole('row')
    .map((r) => ({ at: Number(r.getAttribute('aria-rowindex')), cell: r.querySelector(`[role="gridcell"][col-id="${col}"]`) }))
    .filter((r) => r.cell !== null)
    .sort((a, b) => a.at - b.at)
    .map((r) => r.cell!.textContent?.trim() ?? '');
}

describe('usage table units and formats', () => {
  const mixed = shapeUsage(
    catalog['usage.data'].response.parse({
      ...envelope,
      data: {
        'PHP CPU Hours': { usage: 122, rate: '0.1000', cost: '12.20', est_usage: 441.178, est_cost: '44.12' },
        'Edge Requests': { usage: 32070, rate: '0.0075', cost: '240.53', est_usage: 3753.9, est_cost: '28.15' },
        'SQL SELECT': { usage: 180000, rate: '0.0002', cost: '36.00', est_usage: 1, est_cost: '0.00' },
        'Edge Bandwidth': { usage: 441.18, rate: '0.045', cost: '19.8531', est_usage: 900, est_cost: '40.5' },
        Total: { subtotal: '308.5831', estimated: '112.77' },
      },
    }),
  );

  it('says each quantity’s unit, counts whole, rates per unit, and one format per column of money', async () => {
    render(<UsageTable report={mixed} label="May 2026" currency={null} />);
    const grid = await screen.findByRole('region', { name: 'Usage and charges, May 2026' });
    await waitFor(() => expect(columnText(grid, 'label')).toHaveLength(5));
    expect(columnText(grid, 'label')).toEqual(['PHP CPU Hours', 'Edge Requests', 'SQL SELECT', 'Edge Bandwidth', 'Total']);
    expect(columnText(grid, 'unit')).toEqual(['hours', 'requests', 'queries', 'GB', '—']);
    expect(columnText(grid, 'usage')).toEqual(['122.00', '32,070', '180,000', '441.18', '—']);
    expect(columnText(grid, 'estUsage')).toEqual(['441.18', '3,754', '1', '900.00', '—']);
    expect(columnText(grid, 'cost')).toEqual(['12.20', '240.53', '36.00', '19.85', '308.58']);
    expect(columnText(grid, 'estCost')).toEqual(['44.12', '28.15', '0.00', '40.50', '112.77']);
    // Rates keep the decimals the finest one needs: no rate is rounded to 0.00.
    expect(columnText(grid, 'rate')).toEqual(['0.1000 per hour', '0.0075 per request', '0.0002 per query', '0.0450 per GB', '—']);
    expect(within(grid).getByRole('columnheader', { name: /^Cost$/ })).toBeTruthy();
  });

  it('names the account’s currency in every money header once it is set', async () => {
    render(<UsageTable report={mixed} label="May 2026" currency="EUR" />);
    const grid = await screen.findByRole('region', { name: 'Usage and charges, May 2026' });
    for (const name of ['Rate (EUR)', 'Cost (EUR)', 'Estimated cost (EUR)']) expect(await within(grid).findByRole('columnheader', { name })).toBeTruthy();
  });
});

describe('usage figures a PHP service sent as null', () => {
  it('read as "—" with what came on hover; the rows, sums and bars read the rest', async () => {
    const partial = shapeUsage(
      catalog['usage.data'].response.parse({
        ...envelope,
        data: {
          'Edge Bandwidth': { usage: 10, rate: null, cost: '1.00', est_usage: 20, est_cost: '2.00' },
          Transcoding: { usage: 3, rate: '0.505', cost: null, est_usage: 6, est_cost: '3.00' },
          Total: { subtotal: null, estimated: '5.00' },
        },
      }),
    );
    expect(partial.rows[0]).toMatchObject({ rate: null, unreadable: { rate: null } });
    expect([partial.sumCost, partial.total, usageCostBars(partial).map((b) => b.label)]).toEqual(['1.00', null, ['Edge Bandwidth']]);
    render(<UsageTable report={partial} label="October 2026" currency={null} />);
    const grid = await screen.findByRole('region', { name: 'Usage and charges, October 2026' });
    const rate = await waitFor(() => {
      const cell = grid.querySelector('[role="row"][row-index="0"] [role="gridcell"][col-id="rate"]');
      expect(cell?.textContent?.trim()).toBe('—');
      return cell!;
    });
    expect(rate.querySelector('[title]')?.getAttribute('title')).toBe('The server sent: null');
    await waitFor(() => expect(grid.querySelector('[role="row"][row-index="1"] [role="gridcell"][col-id="rate"]')?.textContent?.trim()).toBe(`0.505 per ${usageUnitOf('Transcoding').per}`));
  });
});
