/**
 * CSV formula injection: a spreadsheet runs a cell that starts with `=`, `+`, `-`, `@`,
 * tab or carriage return as a formula — and some read the full-width signs `＝＋－＠`
 * (U+FF1D, U+FF0B, U+FF0D, U+FF20) as the same. Viewer-controlled text (an attempt's page
 * or referrer URL, a stream title, a server message) can start that way. Such a cell gets
 * a leading `'`, which spreadsheets show as text. Numbers stay numbers (a negative figure
 * is not a formula). The one neutraliser of every CSV writer: AG Grid's export
 * (grid-setup) and csv-stringify's (csv-format, the full export and page exports).
 *
 * A control character in a cell (ESC, BEL, a text-direction override) is shown as U+FFFD:
 * a file opened in a terminal or an editor must not act on it or read as other text. Tab
 * and line ends stay (the writers quote a cell holding a line end).
 */
import { HAS_UNSAFE_IN_CELL, UNSAFE_IN_CELL } from './text-controls';

const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20']);

export function neutraliseCsvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  const raw = String(value);
  // Tested first: nearly every cell is clean, and a test costs less than a replace.
  const text = HAS_UNSAFE_IN_CELL.test(raw) ? raw.replace(UNSAFE_IN_CELL, '\uFFFD') : raw;
  return FORMULA_START.has(text.charAt(0)) ? `'${text}` : text;
}
