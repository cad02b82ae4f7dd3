/**
 * The Uploads screen: object-store upload requests (cloudstore.status), newest first,
 * paged on the server with limit/offset, and a detail panel for the selected request.
 */
import { useEffect } from 'react';
import type { Upload } from '../../../../shared/api/records';
import { UPLOADS_PAGE_SIZE } from '../../../../shared/domain/reports/uploads';
import { DataGrid } from '../../components/DataGrid';
import { useMc } from '../../stores/store';
import { ReportStatus } from './ReportStatus';
import { UPLOAD_COLUMNS } from './upload-columns';
import { UploadDetail } from './UploadDetail';
import './reports.css';
import { usePaletteAction } from '../../app/palette/use-palette';

const uploadId = (u: Upload): string => String(u.id);
const PAGE_SIZES = [10, 25, 50, 100];

/** Keyboard first: Enter on a focused row opens its detail, as a click does. */
function openOnEnter(e: { event?: Event | null; data?: Upload }, open: (id: number) => void): void {
  if ((e.event as KeyboardEvent | null | undefined)?.key === 'Enter' && e.data) open(e.data.id);
}

/** The API's `limit`: how many requests a page holds (changing it starts again at the newest). */
function PageSize({ limit, onChange }: { limit: number; onChange: (n: number) => void }) {
  return (
    <select className="mc-select" aria-label="Upload requests per page" value={limit} onChange={(e) => onChange(Number(e.target.value))}>
      {PAGE_SIZES.map((n) => (
        <option key={n} value={n}>
          {n} per page
        </option>
      ))}
    </select>
  );
}

export default function UploadsScreen() {
  const view = useMc((s) => s.reportsUploads);
  const loadUploads = useMc((s) => s.loadUploads);
  const selectedId = useMc((s) => s.reportsSelectedUpload);
  const selectUpload = useMc((s) => s.selectUpload);
  useEffect(() => {
    if (view.status === 'idle') void loadUploads(0);
  }, [view.status, loadUploads]);
  const page = view.data;
  const offset = page?.offset ?? 0;
  const limit = page?.limit ?? UPLOADS_PAGE_SIZE;
  const selected = page?.rows.find((u) => u.id === selectedId) ?? null;
  const paging = {
    page: Math.floor(offset / limit),
    pageSize: limit,
    hasMore: (page?.rows.length ?? 0) >= limit,
    loading: view.status === 'loading',
    onPage: (dir: 'next' | 'prev') => void loadUploads(Math.max(0, offset + (dir === 'next' ? limit : -limit)), limit),
  };
  usePaletteAction({ label: 'Refresh uploads', run: () => void loadUploads(offset, limit) });
  return (
    <div className="mc-screen rp-screen">
      <header className="rp-header">
        <h1>Uploads</h1>
        <button type="button" className="mc-btn mc-btn--small" onClick={() => void loadUploads(offset, limit)}>
          Refresh
        </button>
        <ReportStatus view={view} what="Uploads" />
      </header>
      <div className={selected ? 'rp-split rp-split--open' : 'rp-split'}>
        <div className={view.stale ? 'mc-stale-data rp-split__main' : 'rp-split__main'}>
          <DataGrid<Upload>
            label="Upload requests"
            rows={page ? page.rows : view.status === 'failed' ? [] : null}
            columns={UPLOAD_COLUMNS}
            getRowId={uploadId}
            paging={paging}
            emptyText="No upload requests on this page. Uploads queued through the API appear here, newest first."
            notRead={view.status === 'failed' && !page}
            toolbar={<PageSize limit={limit} onChange={(n) => void loadUploads(0, n)} />}
            onRowClicked={(u) => selectUpload(u.id)}
            onReady={(api) => api.addEventListener('cellKeyDown', (e) => openOnEnter(e, selectUpload))}
          />
        </div>
        {selected ? <UploadDetail upload={selected} onClose={() => selectUpload(null)} /> : null}
      </div>
    </div>
  );
}
