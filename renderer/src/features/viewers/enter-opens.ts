/**
 * Keyboard first (operator principle 6): Enter on a focused grid row does what a click on it
 * does (open the ticket, show the attempt, choose the stream user). Given to DataGrid's
 * onReady, which hands over the grid's api.
 */
import type { CellKeyDownEvent, FullWidthCellKeyDownEvent, GridApi } from 'ag-grid-community';
import { useCallback } from 'react';

export function useEnterOpens<Row>(open: (row: Row) => void): (api: GridApi<Row>) => void {
  return useCallback(
    (api: GridApi<Row>) => {
      api.addEventListener('cellKeyDown', (e: CellKeyDownEvent<Row> | FullWidthCellKeyDownEvent<Row>) => {
        const key = (e.event as KeyboardEvent | null)?.key;
        if (key === 'Enter' && e.data) open(e.data);
      });
    },
    [open],
  );
}
