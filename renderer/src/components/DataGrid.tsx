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
import type { CellKeyDownEvent, ColDef, GridApi, GridReadyEvent, ICellRendererParams, ITooltipParams } from 'ag-grid-community';
import { NoValueCell, unreadableRaw } from './NoValue';
import { AgGridReact } from 'ag-grid-react';
import { type KeyboardEvent as ReactKeyboardEvent, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type ServerPaging, clientCountText, serverCountText } from './grid-count';
import { PageButtons } from './grid-parts';
import { CopiedNote, useCopied } from './copy';
import { NOT_READ } from './not-read';
import { csvTextOf, downloadCsv } from './grid-csv';
import type { CsvColumn } from '../../../shared/domain/csv-format';
import { usePaletteAction } from '../app/palette/use-palette';
import { csvExportParams, gridTheme } from './grid-setup';

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
  const defaultColDef = useMemo<ColDef<Row>>(() => ({ sortable: local, filter: local, resizable: true, cellRendererSelector: dashSelector, tooltipValueGetter: fullText, width: EMPTY_WIDTH }), [local]);
  const rowId = useCallback((p: { data: Row }) => getRowId(p.data), [getRowId]);

  const onGridReady = (e: GridReadyEvent<Row>): void => {
    apiRef.current = e.api;
    onReady?.(e.api);
  };
  const recount = (): void => setDisplayed(apiRef.current?.getDisplayedRowCount() ?? 0);
  /** Ctrl/Cmd+C: the focused cell as shown (its formatted text), the one explicit copy of a grid. */
  const onCellKeyDown = (e: CellKeyDownEvent<Row>): void => {
    const k = e.event as KeyboardEvent | null;
    if (!k || !(k.ctrlKey || k.metaKey) || k.key.toLowerCase() !== 'c') return;
    const shown = e.colDef.valueFormatter ? e.api.getCellValue({ rowNode: e.node, colKey: e.column, useFormatter: true }) : e.value;
    copy(shown === null || shown === undefined ? '' : String(shown));
  };
  const exportCsv = (): void => {
    const api = apiRef.current;
    if (!api) return;
    if (!csv) return api.exportDataAsCsv({ ...csvExportParams, fileName: csvName(label) });
    const shown: Row[] = [];
    api.forEachNodeAfterFilterAndSort((n) => void (n.data !== undefined && shown.push(n.data)));
    downloadCsv(csvName(label), csvTextOf(csv, shown));
  };
  /** ↓ from the filter into the first row, so the grid is reached without tabbing through its toolbar. */
  const intoRows = (e: ReactKeyboardEvent<HTMLInputElement>): void => {
    const api = apiRef.current;
    const first = api?.getAllDisplayedColumns()[0];
    if (e.key !== 'ArrowDown' || !api || !first || api.getDisplayedRowCount() === 0) return;
    e.preventDefault();
    api.ensureIndexVisible(0);
    api.setFocusedCell(0, first);
  };
  usePaletteAction({ label: `Export ${label} as CSV`, run: exportCsv });
  const total = rows?.length ?? 0;
  const unread = notRead && total === 0;
  const count = unread ? NOT_READ_COUNT : local ? clientCountText(displayed, total) : serverCountText({ ...paging, rowsOnPage: total });
  const empty = unread ? NOT_READ_TEXT : emptyText;
  // AG Grid keeps a shown no-rows overlay's old words when only its template changes (a
  // failed read, then an empty one): show it afresh so it always says the current words.
  useEffect(() => {
    const api = apiRef.current;
    if (!api || rows === null || rows.length > 0) return;
    api.hideOverlay();
    api.showNoRowsOverlay();
  }, [empty, rows]);

  useEffect(() => {
    const api = apiRef.current;
    if (!api || selectedId === undefined) return;
    api.forEachNode((n) => n.setSelected(n.id === selectedId));
    const node = selectedId === null ? undefined : api.getRowNode(selectedId);
    if (node) api.ensureNodeVisible(node);
  }, [selectedId, rows]);

  return (
    <section className="mc-grid" aria-label={label}>
      <div className="mc-grid__toolbar">
        <input
          className="mc-input mc-grid__filter"
          type="search"
          aria-label={local ? `Filter ${label}` : `Filter this page of ${label}`}
          placeholder={local ? 'Filter  ( / )' : 'Filter this page  ( / )'}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          onKeyDown={intoRows}
          data-grid-filter=""
        />
        {toolbar}
        <span className="mc-grid__end">
          <span className="mc-grid__count" aria-live="polite">
            {rows === null ? 'Loading…' : count}
          </span>
          {paging ? <PageButtons paging={paging} label={label} /> : null}
          <button type="button" className="mc-btn mc-btn--small" onClick={exportCsv}>
            Export CSV
          </button>
        </span>
      </div>
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

/** The screen selects (selectedId): no checkboxes, and a click does not select on its own. */
const SELECT_BY_SCREEN = { mode: 'singleRow', checkboxes: false, enableClickSelection: false } as const;

/** One wording, on every grid, for rows that could not be read (the reason stands above the grid). */
const NOT_READ_TEXT = `${NOT_READ.title} ${NOT_READ.action}`;
const NOT_READ_COUNT = 'not read';

/**
 * Every grid shows a missing or unreadable value as "—" with the raw value on hover: a
 * member the decoder marked unreadable, or a cell whose shown text is empty or "—".
 */
function dashSelector(p: ICellRendererParams): { component: typeof NoValueCell } | undefined {
  if (unreadableRaw(p.data, p.colDef?.field).found) return { component: NoValueCell };
  if (p.colDef?.cellRenderer) return undefined; // the column words its own empty value (e.g. "? UNKNOWN")
  const shown = p.valueFormatted ?? p.value;
  return shown === null || shown === undefined || shown === '' || shown === '—' ? { component: NoValueCell } : undefined;
}

/** Before the first rows arrive nothing sizes the columns: a narrow start keeps an empty grid's headers in view. */
const EMPTY_WIDTH = 110;

/** A cell cut short by its column shows its whole text on hover (a native title, so it is in the DOM). */
function fullText(p: ITooltipParams): string | undefined {
  const shown = p.valueFormatted ?? p.value;
  return shown === null || shown === undefined || typeof shown === 'object' ? undefined : String(shown);
}

/** operator principles: a grid is one Tab stop. `false` hands Tab to the browser, which leaves the grid. */
const LEAVE_ON_TAB = (): false => false;
/** The grid fills its flex cell (a percentage height would collapse to 0 inside flex). */
const FILL = { position: 'absolute', inset: 0 } as const;
const csvName = (label: string): string => `${label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}.csv`;
const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
