/**
 * AG Grid 36 set up once for every grid: modules registered on first import (the grid
 * loads only with the screens that use it), and one Quartz theme whose colours are the
 * console's CSS variables — so the dark and light themes switch with the rest of the UI.
 */
import { AllCommunityModule, type CsvExportParams, ModuleRegistry, themeQuartz } from 'ag-grid-community';
import { neutraliseCsvCell } from '../../../shared/domain/csv-cell';

// All community modules: five screens share this wrapper and use sorting, filters, CSV
// export, selection and row styles between them. Registering only those (19 modules) built
// a 978 kB grid chunk against 1,193 kB (2026-11-26): AG Grid's core is most of it, and a
// module left out fails only at run time, on the screen that needs it. The first screen
// loads this chunk after its first paint (DeferredGrid), so its size is off that path.
ModuleRegistry.registerModules([AllCommunityModule]);

export const gridTheme = themeQuartz.withParams({
  browserColorScheme: 'inherit',
  fontFamily: 'inherit',
  fontSize: 13,
  headerFontSize: 12,
  headerFontWeight: 600,
  spacing: 5,
  rowHeight: 26,
  headerHeight: 30,
  wrapperBorderRadius: 4,
  borderRadius: 3,
  backgroundColor: 'var(--panel)',
  foregroundColor: 'var(--text)',
  chromeBackgroundColor: 'var(--panel-2)',
  headerBackgroundColor: 'var(--panel-2)',
  headerTextColor: 'var(--text-dim)',
  oddRowBackgroundColor: 'var(--panel-2)',
  borderColor: 'var(--border)',
  accentColor: 'var(--accent)',
  rowHoverColor: 'var(--panel-3)',
  selectedRowBackgroundColor: 'var(--panel-3)',
  inputBackgroundColor: 'var(--panel-2)',
  inputBorder: { color: 'var(--border-strong)' },
  cellHorizontalPadding: 8,
});

/**
 * Every grid's CSV export (page export, report tables, the ledger, Activity): the cell as
 * the grid would export it (formatted unless the column asks for its raw value), with
 * formula-looking text neutralised — AG Grid has no option of its own for that.
 */
export const csvExportParams: CsvExportParams = {
  processCellCallback: (p) => {
    const raw = p.value as unknown;
    const shown = p.column.getColDef().useValueFormatterForExport === false ? raw : p.formatValue(raw);
    // A number (even formatted, e.g. "-1,234") is not a formula; only text is neutralised.
    return typeof raw === 'number' ? String(shown ?? '') : neutraliseCsvCell(shown);
  },
};
