/** Small parts of DataGrid's toolbar: the server page buttons. */
import type { ServerPaging } from './grid-count';

export function PageButtons({ paging, label }: { paging: ServerPaging; label: string }) {
  return (
    <>
      <button type="button" className="mc-btn mc-btn--small" aria-label={`Previous page of ${label}`} disabled={paging.page === 0 || paging.loading} onClick={() => paging.onPage('prev')}>
        ‹ Previous
      </button>
      <button type="button" className="mc-btn mc-btn--small" aria-label={`Next page of ${label}`} disabled={!paging.hasMore || paging.loading} onClick={() => paging.onPage('next')}>
        Next ›
      </button>
    </>
  );
}
