/**
 * CSV formula injection: a spreadsheet runs a cell that starts with `=`, `+`, `-`, `@`,
 * tab or carriage return as a formula, and viewer-controlled text (an attempt's page or
 * referrer URL, a stream title, a server message) can start that way. Such a cell gets
 * a leading `'`, which spreadsheets show as text. Numbers stay numbers (a negative
 * figure is not a formula). The same rule as csv-stringify's own `escape_formulas`,
 * which the full export uses; this is for writers without such an option (AG Grid).
 */
const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r']);

export function neutraliseCsvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  const text = String(value);
  return FORMULA_START.has(text.charAt(0)) ? `'${text}` : text;
}
