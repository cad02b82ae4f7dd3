/** The row count and paging position a grid always shows (operator principles, Grids). Pure, tested. */
import { formatCount } from '../../../shared/domain/format';

/** Server-paged mode of DataGrid (the API's limit/seek): the screen fetches, the grid shows. */
export interface ServerPaging {
  /** 0-based page index. */
  page: number;
  pageSize: number;
  hasMore: boolean;
  /** Total rows on the server, when the API says. */
  total?: number;
  /** The total is being counted (asked after the first page): said in the position line, which keeps its place. */
  counting?: boolean;
  onPage(direction: 'next' | 'prev'): void;
  loading?: boolean;
}

/** "1,234 rows" or "56 of 1,234 rows shown" (client rows, after the filter). */
export function clientCountText(displayed: number, total: number): string {
  const noun = total === 1 ? 'row' : 'rows';
  if (displayed === total) return `${formatCount(total)} ${noun} · one page`;
  return `${formatCount(displayed)} of ${formatCount(total)} ${noun} shown · one page`;
}

/** "Page 3 · rows 101–150 of 1,234" / "…, more on the server" / "…, counting the matches…" / "… of 150, last page" / "Page 1 · no rows". */
export function serverCountText(
  p: Pick<ServerPaging, 'page' | 'pageSize' | 'hasMore' | 'total' | 'counting'> & { rowsOnPage: number },
): string {
  const pageWord = `Page ${formatCount(p.page + 1)}`;
  if (p.rowsOnPage === 0) return `${pageWord} · no rows`;
  const first = p.page * p.pageSize + 1;
  const last = first + p.rowsOnPage - 1;
  const range = `rows ${formatCount(first)}–${formatCount(last)}`;
  if (p.total !== undefined) return `${pageWord} · ${range} of ${formatCount(p.total)}`;
  // The last page knows the total: its last row.
  if (!p.hasMore) return `${pageWord} · ${range} of ${formatCount(last)}, last page`;
  return `${pageWord} · ${range}, ${p.counting === true ? 'counting the matches…' : 'more on the server'}`;
}
