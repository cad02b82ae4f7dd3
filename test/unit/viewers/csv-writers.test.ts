// Every CSV writer neutralises formula-looking cells with the one shared rule, full-width
// signs included: AG Grid's export (split ledger, Activity, report tables) and the page
// export of grids with a full export (csv-stringify in the renderer).
import { describe, expect, it } from 'vitest';
import type { ProcessCellForExportParams } from 'ag-grid-community';
import { csvTextOf } from '../../../renderer/src/components/grid-csv';
import { csvExportParams } from '../../../renderer/src/components/grid-setup';
import { neutraliseCsvCell } from '../../../shared/domain/csv-cell';

const HOSTILE = ['＝HYPERLINK("http://evil.example","x")', '＋1', '－1', '＠SUM(1)', '=1', '+1', '-x', '@x', '\t=1', '\r=1'];

describe('one CSV cell neutraliser', () => {
  it('prefixes every formula sign, ASCII and full-width; leaves numbers and plain text', () => {
    for (const h of HOSTILE) expect(neutraliseCsvCell(h)).toBe(`'${h}`);
    expect(neutraliseCsvCell(-12)).toBe('-12');
    expect(neutraliseCsvCell('a＝b')).toBe('a＝b');
  });

  it("AG Grid's export (ledger, Activity, report tables) passes every text cell through it", () => {
    const cell = (value: unknown) =>
      csvExportParams.processCellCallback!({ value, column: { getColDef: () => ({}) }, formatValue: (v: unknown) => v } as unknown as ProcessCellForExportParams);
    for (const h of HOSTILE) expect(cell(h)).toBe(`'${h}`);
    expect(cell(-3)).toBe('-3');
  });

  it('a page export through csv-stringify passes every text cell through it', () => {
    const text = csvTextOf([{ key: 'v', cell: (r: string) => r }], ['＝HYPERLINK("x")', '＠a', 'ok']);
    expect(text).toBe('v\r\n"\'＝HYPERLINK(""x"")"\r\n\'＠a\r\nok\r\n');
  });
});
