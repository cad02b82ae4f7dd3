/**
 * DataGrid's "Export CSV": the rows as filtered and sorted on screen, written with the
 * full export's columns when the grid has them, else by AG Grid with the columns shown.
 */
import type { GridApi } from 'ag-grid-community';
import type { CsvColumn } from '../../../shared/domain/csv-format';
import { csvTextOf, downloadCsv } from './grid-csv';
import { csvExportParams } from './grid-setup';

export function exportGridCsv<Row>(api: GridApi<Row>, label: string, csv: readonly CsvColumn<Row>[] | undefined): void {
  if (!csv) return api.exportDataAsCsv({ ...csvExportParams, fileName: csvName(label) });
  const shown: Row[] = [];
  api.forEachNodeAfterFilterAndSort((n) => void (n.data !== undefined && shown.push(n.data)));
  downloadCsv(csvName(label), csvTextOf(csv, shown));
}

const csvName = (label: string): string => `${label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}.csv`;
