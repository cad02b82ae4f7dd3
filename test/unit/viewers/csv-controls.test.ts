// Control characters from answers never reach a CSV file raw: ESC, BEL and a right-to-left
// override in a cell are written as U+FFFD by every writer (the full export's csvText, a
// page export through csv-stringify, AG Grid's export); tab and line ends inside a quoted
// cell stay as they were.
import { describe, expect, it } from 'vitest';
import type { ProcessCellForExportParams } from 'ag-grid-community';
import { csvTextOf } from '../../../renderer/src/components/grid-csv';
import { csvExportParams } from '../../../renderer/src/components/grid-setup';
import { csvText } from '../../../shared/domain/csv-format';

const HOSTILE = 'ref\u001b[2J\u0007 evil\u202Egnp.exe \u0085\u009b1m';
const SHOWN = 'ref\uFFFD[2J\uFFFD evil\uFFFDgnp.exe \uFFFD\uFFFD1m';
/** Anything a terminal or an editor would act on: C0 but tab and line ends, DEL, C1, the direction controls. */
const RAW = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

describe('control characters in CSV cells', () => {
  it('csvText writes 5,000 hostile rows with none raw', () => {
    const rows = Array.from({ length: 5000 }, (_, i) => [String(i), HOSTILE, `=${HOSTILE}`]);
    const text = csvText([['n', 'referrer', 'formula'], ...rows]);
    expect(text).not.toMatch(RAW);
    expect(text.split('\r\n')[1]).toBe(`0,${SHOWN},'=${SHOWN}`);
  });

  it('keeps tab and line ends inside a quoted cell', () => {
    expect(csvText([['a\tb', 'line 1\nline 2\r\nline 3']])).toBe('a\tb,"line 1\nline 2\r\nline 3"\r\n');
  });

  it('a page export through csv-stringify and AG Grid\'s export show them the same way', () => {
    expect(csvTextOf([{ key: 'v', cell: (r: string) => r }], [HOSTILE])).toBe(`v\r\n${SHOWN}\r\n`);
    const cell = csvExportParams.processCellCallback!({ value: HOSTILE, column: { getColDef: () => ({}) }, formatValue: (v: unknown) => v } as unknown as ProcessCellForExportParams);
    expect(cell).toBe(SHOWN);
  });
});
