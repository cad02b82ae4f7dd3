/**
 * How every DataGrid column shows its cells unless the column says otherwise: sort and
 * filter only on local rows, a dash for a missing value, the whole text on hover.
 */
import type { ColDef, ICellRendererParams, ITooltipParams } from 'ag-grid-community';
import { NoValueCell, unreadableRaw } from './NoValue';

/** `local`: the rows are all here (no server paging), so sorting and filtering them is true. */
export function columnDefaults<Row>(local: boolean): ColDef<Row> {
  return { sortable: local, filter: local, resizable: true, cellRendererSelector: dashSelector, tooltipValueGetter: fullText, width: EMPTY_WIDTH };
}

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
