/**
 * The staged format: what the console writes for a sync and the archive process reads back,
 * both from here. CSV because DuckDB's own reader parses it in native code, off any
 * JavaScript thread; handing DuckDB one value at a time from JavaScript (its appender) cost
 * more than reading the whole sync from the service. An absent value is an empty field and
 * the empty text `""`, so the two stay apart; a text is quoted only when it must be (a new
 * string per field was most of the cost of writing a page). Times carry "+00" (the service
 * writes UTC).
 */

/** Columns with their DuckDB types: a staged row's, a place's and a shape's (staged-page.ts writes its fields in these orders). */
export type StagedColumns = ReadonlyArray<readonly [string, string]>;
/**
 * `seq`: the row's place in the service's listing, which the joins would not keep by
 * themselves. `t_text`: the service's text of a time that names no second (`t` then empty).
 */
export const ROW_COLUMNS: StagedColumns = [['seq', 'UBIGINT'], ['t', 'TIMESTAMPTZ'], ['t_text', 'VARCHAR'], ['key', 'VARCHAR'], ['place', 'UINTEGER'], ['shape', 'UINTEGER']];
export const PLACE_COLUMNS: StagedColumns = [['place', 'UINTEGER'], ['ip', 'VARCHAR'], ['country', 'VARCHAR'], ['asn', 'INTEGER'], ['ip4', 'UINTEGER'], ['ip6', 'VARCHAR']];
export const SHAPE_COLUMNS: StagedColumns = [
  ['shape', 'UINTEGER'], ['video', 'VARCHAR'], ['app', 'VARCHAR'], ['appinst', 'VARCHAR'], ['pageurl', 'VARCHAR'], ['refurl', 'VARCHAR'], ['success', 'BOOLEAN'], ['reason', 'VARCHAR'], ['server_ip', 'VARCHAR'],
];

const QUOTE = /"/g;
const QUOTED = /[",\r\n]|^\s|\s$/;
/** A text field: null is nothing, the empty text `""`, a text that needs it quoted (quotes doubled). */
export const text = (v: string | null): string => (v === null ? '' : v === '' ? '""' : QUOTED.test(v) ? `"${v.replace(QUOTE, '""')}"` : v);

/** DuckDB's reader of one staged file, its columns named and typed: nothing is guessed from the text. */
export const csvOf = (file: string, columns: StagedColumns): string =>
  `read_csv('${file.replaceAll("'", "''")}', header = false, auto_detect = false, delim = ',', quote = '"', escape = '"', new_line = '\\n', allow_quoted_nulls = false, ` +
  `columns = {${columns.map(([name, type]) => `'${name}': '${type}'`).join(', ')}})`;
