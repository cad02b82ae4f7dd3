/**
 * DataGrid's keyboard: the grid is one Tab stop (Tab leaves it, arrow keys move inside),
 * ↓ in the filter moves into the rows, and Ctrl/Cmd+C copies the focused cell.
 */
import type { CellKeyDownEvent, GridApi } from 'ag-grid-community';
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';

/** `false` hands Tab to the browser, which leaves the grid. */
export const LEAVE_ON_TAB = (): false => false;

/** Ctrl/Cmd+C: the focused cell as shown (its formatted text), the one explicit copy of a grid. */
export function copyFocusedCell<Row>(e: CellKeyDownEvent<Row>, copy: (text: string) => void): void {
  const k = e.event as KeyboardEvent | null;
  if (!k || !(k.ctrlKey || k.metaKey) || k.key.toLowerCase() !== 'c') return;
  const shown = e.colDef.valueFormatter ? e.api.getCellValue({ rowNode: e.node, colKey: e.column, useFormatter: true }) : e.value;
  copy(shown === null || shown === undefined ? '' : String(shown));
}

/** ↓ from the filter into the first row, so the grid is reached without tabbing through its toolbar. */
export function filterIntoRows<Row>(e: ReactKeyboardEvent<HTMLInputElement>, api: GridApi<Row> | null): void {
  const first = api?.getAllDisplayedColumns()[0];
  if (e.key !== 'ArrowDown' || !api || !first || api.getDisplayedRowCount() === 0) return;
  e.preventDefault();
  api.ensureIndexVisible(0);
  api.setFocusedCell(0, first);
}
