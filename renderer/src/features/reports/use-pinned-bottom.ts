/**
 * Rows pinned under a DataGrid's body (AG Grid's pinnedBottomRowData), e.g. a report's
 * Total: they stay last whatever the sort, the quick filter never hides them, and the
 * CSV export still writes them. Set through the grid's api (DataGrid's `onReady`), so
 * the console's one grid component needs no prop for a single table's need.
 */
import type { GridApi } from 'ag-grid-community';
import { useEffect, useState } from 'react';

/** Pass the returned function as DataGrid's `onReady`; keep `rows` stable (useMemo). */
export function usePinnedBottom<Row>(rows: Row[] | null): (api: GridApi<Row>) => void {
  const [api, setApi] = useState<GridApi<Row> | null>(null);
  useEffect(() => {
    if (api !== null && !api.isDestroyed()) api.setGridOption('pinnedBottomRowData', rows ?? []);
  }, [api, rows]);
  return setApi;
}
