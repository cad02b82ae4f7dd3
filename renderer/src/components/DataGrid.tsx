/**
 * The console's one grid: a typed AgGridReact<Row> with the docs/operator-principles.md rules built in —
 * compact rows, sticky header, an accessible label, row count and paging position
 * always visible, CSV export, a quick filter that `/` focuses (the shell's global key),
 * no row animation. A click selects or opens, never copies: Ctrl/Cmd+C copies the focused
 * cell, and its "Copied …" confirmation floats over the grid without moving it. Keyboard: the grid is ONE Tab stop
 * (Tab leaves it; arrow keys move inside), and ↓ in the filter moves into the rows. Client rows by default; pass
 * `paging` for server paging (the API's limit/seek), where sort and filter stay off
 * because the data is not local.
 */
import type { CellKeyDownEvent, ColDef, GridApi, GridReadyEvent } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { type ServerPaging, clientCountText, serverCountText } from './grid-count';
import { CopiedNote, useCopied } from './copy';
import type { CsvColumn } from '../../../shared/domain/csv-format';
import { usePaletteAction } from '../app/palette/use-palette';
import { csvExportParams, gridTheme } from './grid-setup';
import { columnDefaults } from './grid-cells';
import { LEAVE_ON_TAB, copyFocusedCell, filterIntoRows } from './grid-keys';
import { exportGridCsv } from './grid-export';
import { NOT_READ_COUNT, NOT_READ_TEXT, SELECT_BY_SCREEN, escapeHtml, useNoRowsWords, useScreenSelection } from './use-grid-follow';
import { GridToolbar } from './GridToolbar';

export interface DataGridProps<Row> {
  /** Accessible name of the grid region and the CSV file's base name. */
  label: string;
  /** null while the first load is running. Keep the array reference stable between renders. */
  rows: Row[] | null;
  /** Keep stable (module constant or useMemo), or column state resets. */
  columns: ColDef<Row>[];
  getRowId: (row: Row) => string;
  paging?: ServerPaging;
  /** Shown inside the grid when there are no rows: say what to do. */
  emptyText?: string;
  /**
   * The last read failed and nothing older is shown (the screen states the reason above the
   * grid): no rows then means "not read", never "there are none" nor "0 rows".
   */
  notRead?: boolean;
  /** Extra controls for the toolbar (filters of the screen). */
  toolbar?: ReactNode;
  onRowClicked?: (row: Row) => void;
  /** For live updates: the screen keeps the api and calls applyTransactionAsync. */
  onReady?: (api: GridApi<Row>) => void;
  /** Grow to show every row (short tables: reports, stored services); the page scrolls, not a peephole inside it. */
  fitRows?: boolean;
  /**
   * The grid's CSV columns when a full export of the same data exists: "Export CSV" then
   * writes the page with them, so both files agree. Without it AG Grid writes the columns shown.
   */
  csv?: readonly CsvColumn<Row>[];
  /**
   * The row the screen's detail panel shows (its getRowId), marked selected and scrolled into
   * view; null: none. Only the screen chooses it (a click still goes to onRowClicked).
   */
  selectedId?: string | null;
}

export function DataGrid<Row>(props: DataGridProps<Row>) {
  const { label, rows, columns, getRowId, paging, emptyText, notRead = false, toolbar, onRowClicked, onReady, fitRows = false, csv, selectedId } = props;
  const apiRef = useRef<GridApi<Row> | null>(null);
  const [filter, setFilter] = useState('');
  const [displayed, setDisplayed] = useState(0);
  const { copied, copy } = useCopied();
  const local = paging === undefined;
  const defaultColDef = useMemo(() => columnDefaults<Row>(local), [local]);
  const rowId = useCallback((p: { data: Row }) => getRowId(p.data), [getRowId]);

  const onGridReady = (e: GridReadyEvent<Row>): void => {
    apiRef.current = e.api;
    onReady?.(e.api);
  };
  const onCellKeyDown = (e: CellKeyDownEvent<Row>): void => copyFocusedCell(e, copy);
  const recount = (): void => setDisplayed(apiRef.current?.getDisplayedRowCount() ?? 0);
  const exportCsv = (): void => void (apiRef.current && exportGridCsv(apiRef.current, label, csv));
  usePaletteAction({ label: `Export ${label} as CSV`, run: exportCsv });
  const total = rows?.length ?? 0;
  const unread = notRead && total === 0;
  const count = unread ? NOT_READ_COUNT : local ? clientCountText(displayed, total) : serverCountText({ ...paging, rowsOnPage: total });
  const empty = unread ? NOT_READ_TEXT : emptyText;
  useNoRowsWords(apiRef, empty, rows);
  useScreenSelection(apiRef, selectedId, rows);

  return (
    <section className="mc-grid" aria-label={label}>
      <GridToolbar
        label={label}
        local={local}
        filter={filter}
        onFilter={setFilter}
        onFilterKey={(e) => filterIntoRows(e, apiRef.current)}
        toolbar={toolbar}
        count={rows === null ? null : count}
        paging={paging}
        onExport={exportCsv}
      />
      <div className={fitRows ? 'mc-grid__body mc-grid__body--fit mc-copy-host' : 'mc-grid__body mc-copy-host'}>
        <CopiedNote text={copied} />
        <AgGridReact<Row>
          theme={gridTheme}
          containerStyle={fitRows ? undefined : FILL}
          domLayout={fitRows ? 'autoHeight' : 'normal'}
          rowData={rows}
          columnDefs={columns}
          defaultColDef={defaultColDef}
          getRowId={rowId}
          quickFilterText={filter}
          animateRows={false}
          defaultCsvExportParams={csvExportParams}
          loading={rows === null}
          overlayNoRowsTemplate={empty ? escapeHtml(empty) : undefined}
          autoSizeStrategy={{ type: 'fitCellContents' }}
          enableBrowserTooltips
          onGridReady={onGridReady}
          onModelUpdated={recount}
          onCellKeyDown={onCellKeyDown}
          tabToNextCell={LEAVE_ON_TAB}
          tabToNextHeader={LEAVE_ON_TAB}
          onRowClicked={(e) => (e.data && onRowClicked ? onRowClicked(e.data) : undefined)}
          rowSelection={selectedId === undefined ? undefined : SELECT_BY_SCREEN}
          onRowDataUpdated={(e) => selectedId && e.api.getRowNode(selectedId)?.setSelected(true)}
        />
      </div>
    </section>
  );
}

/** The grid fills its flex cell (a percentage height would collapse to 0 inside flex). */
const FILL = { position: 'absolute', inset: 0 } as const;
