/**
 * "Export CSV" of a grid that has a full export too (Tickets, Attempts): the rows on
 * screen written with the same column list and the same writer as the full export in
 * main (shared/domain/csv-format), so the page file and the full file of
 * one search agree column for column. Grids without a full export keep AG Grid's writer.
 */
import { type CsvColumn, csvText, headerOf, toCells } from '../../../shared/domain/csv-format';

export function csvTextOf<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  return csvText([headerOf(columns), ...rows.map((r) => toCells(columns, r))]);
}

/** Hands the text to the browser (or Electron) as a download, as AG Grid's own export does. */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked after the click has been handled: revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
