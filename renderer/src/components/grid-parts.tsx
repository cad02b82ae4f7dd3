/** Small parts of DataGrid's toolbar: server page buttons and the clipboard copy. */
import type { ServerPaging } from './grid-count';

export function PageButtons({ paging, label }: { paging: ServerPaging; label: string }) {
  return (
    <>
      <button type="button" className="mc-btn mc-btn--small" aria-label={`Previous page of ${label}`} disabled={paging.page === 0 || paging.loading} onClick={() => paging.onPage('prev')}>
        ‹ Prev
      </button>
      <button type="button" className="mc-btn mc-btn--small" aria-label={`Next page of ${label}`} disabled={!paging.hasMore || paging.loading} onClick={() => paging.onPage('next')}>
        Next ›
      </button>
    </>
  );
}

/** Copies a cell's text; false without clipboard permission (copying is a convenience, not an action). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
