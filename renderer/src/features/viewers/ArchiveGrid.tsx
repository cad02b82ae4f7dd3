/**
 * The archive's attempts on this machine: filters (key, address, app, reason, result, UTC
 * days), the grid a page at a time from the archive process (never all rows), and "Export
 * to Parquet" of what the filters match into a new folder, with progress and Cancel. The
 * work is main's (core/archive/screen.ts); the store part is archive-grid-part.ts.
 */
import { useCallback, useEffect } from 'react';
import { ARCHIVE_PAGE_SIZES, type ArchiveGridFilter, type ArchiveRow } from '../../../../shared/domain/archive/grid';
import { mc } from '../../bridge/mc';
import { DataGrid } from '../../components/DataGrid';
import { Field } from '../../components/Field';
import { ErrorLine } from '../../components/ResultLine';
import { useMc } from '../../stores/store';
import { archiveGridColumns } from './archive-columns';
import { type ArchivePageSize, archiveHasMore } from './archive-grid-part';
import { PageSizeSelect } from './FilterBar';

const rowId = (r: ArchiveRow): string => String(r.id);
const TEXT_FILTERS: Array<[keyof ArchiveGridFilter, string, string]> = [
  ['key', 'Key contains', 'part of a ticket key'],
  ['ip', 'Address starts with', 'e.g. 203.0.113.'],
  ['app', 'App', 'e.g. live'],
  ['reason', 'Reason contains', 'e.g. invalid'],
];

export function ArchiveGrid({ disabled, onInsights }: { disabled: boolean; onInsights?: () => void }) {
  const g = useMc((s) => s.viewersArchiveGrid);
  const onPage = useCallback((d: 'next' | 'prev') => void useMc.getState().pageArchiveGrid(d), []);
  useEffect(() => mc().events.subscribe((e) => useMc.getState().archiveExportEvent(e)), []);
  // Read afresh when the archive's contents change (a sync or a forget ended), and on first show.
  const held = useMc((s) => (s.viewersArchive.status?.available ? `${s.viewersArchive.status.stats.rows} ${s.viewersArchive.status.stats.newest}` : null));
  useEffect(() => {
    if (held !== null) void useMc.getState().searchArchiveGrid();
  }, [held]);
  const shown = g.shown;
  const unavailable = useMc((s) => s.viewersArchive.status !== null && !s.viewersArchive.status.available);
  return (
    <section className="mv-archive-grid" aria-label="Archived attempts">
      <ArchiveFilters disabled={disabled} onInsights={onInsights} />
      {g.error ? <ErrorLine error={g.error} /> : null}
      <div className="mv-grid-area">
        <DataGrid<ArchiveRow>
          label="Archived attempts"
          rows={shown !== null ? shown.rows : g.error !== null || unavailable ? [] : null}
          columns={archiveGridColumns}
          getRowId={rowId}
          paging={{ page: shown?.page ?? 0, pageSize: shown?.pageSize ?? g.pageSize, hasMore: archiveHasMore(shown), total: shown?.total ?? undefined, counting: g.counting, onPage, loading: g.pending }}
          emptyText={unavailable ? 'The archive is unavailable.' : 'No archived attempts match these filters. Loosen a filter, or Sync now to add the service\'s attempts.'}
          notRead={g.error !== null && shown === null}
          toolbar={<PageSizeSelect label="Archived attempts per page" value={g.pageSize} sizes={ARCHIVE_PAGE_SIZES} onChange={(n) => void useMc.getState().setArchivePageSize(n as ArchivePageSize)} />}
        />
      </div>
      <ParquetExport disabled={disabled} />
    </section>
  );
}

function ArchiveFilters({ disabled, onInsights }: { disabled: boolean; onInsights?: () => void }) {
  const f = useMc((s) => s.viewersArchiveGrid.filter);
  const pending = useMc((s) => s.viewersArchiveGrid.pending);
  const set = useMc((s) => s.setArchiveGridFilter);
  const search = (): void => void useMc.getState().searchArchiveGrid();
  return (
    <form className="mv-filters" role="search" aria-label="Archive filters" onSubmit={(e) => (e.preventDefault(), search())}>
      {TEXT_FILTERS.map(([name, label, placeholder]) => (
        <Field key={name} label={label} placeholder={placeholder} value={(f[name] as string | undefined) ?? ''} onChange={(e) => set({ [name]: e.target.value })} />
      ))}
      <div className="mc-field">
        <label className="mc-field__label" htmlFor="mv-archive-result">Result</label>
        <select id="mv-archive-result" className="mc-select" value={f.success ?? ''} onChange={(e) => set({ success: e.target.value === '' ? undefined : (e.target.value as 'accepted' | 'rejected') })}>
          <option value="">All</option>
          <option value="accepted">Accepted</option>
          <option value="rejected">Rejected</option>
        </select>
      </div>
      <Field label="From" utc type="date" value={f.fromDate ?? ''} onChange={(e) => set({ fromDate: e.target.value || undefined })} />
      <Field label="To" utc type="date" value={f.toDate ?? ''} onChange={(e) => set({ toDate: e.target.value || undefined })} />
      <button type="submit" className="mc-btn mc-btn--primary" disabled={disabled || pending}>
        Search archive
      </button>
      {onInsights ? (
        <button type="button" className="mc-btn" disabled={disabled} title="Countries, networks and shared tickets of the archive over these UTC days (the other filters do not apply)" onClick={() => (onInsights(), void useMc.getState().archiveInsights())}>
          Insights of these days
        </button>
      ) : null}
    </form>
  );
}

function ParquetExport({ disabled }: { disabled: boolean }) {
  const e = useMc((s) => s.viewersArchiveExport);
  const desktop = useMc((s) => s.appInfo?.mode === 'electron');
  const running = e.progress?.state === 'running';
  const choose = async (): Promise<void> => {
    const r = await useMc.getState().chooseSavePath('attempts-parquet', 'A new folder for the Parquet files');
    if (r.ok && r.value !== null) useMc.getState().setArchiveExportPath(r.value.path);
  };
  return (
    <div className="mv-filters" role="group" aria-label="Export to Parquet">
      {desktop ? (
        <>
          <button type="button" className="mc-btn" onClick={() => void choose()} disabled={running}>Choose folder…</button>
          <span className="mv-sub mv-mono">{e.path || 'No folder chosen'}</span>
        </>
      ) : (
        <Field label="Folder name (in the export folder)" placeholder="attempts-parquet" value={e.path} onChange={(x) => useMc.getState().setArchiveExportPath(x.target.value)} />
      )}
      <button type="button" className="mc-btn mc-btn--primary" disabled={disabled || running || e.path.trim() === ''} onClick={() => void useMc.getState().startArchiveExport()}>
        Export to Parquet
      </button>
      {running ? <button type="button" className="mc-btn" onClick={() => void useMc.getState().cancelArchiveExport()}>Cancel export</button> : null}
      <span className="mv-sub" role="status" aria-label="Parquet export progress">
        {e.progress?.message ?? 'Writes what the filters match, one zstd Parquet file per month (times UTC), readable only by you.'}
      </span>
      {running && e.progress !== null && e.progress.months > 0 ? <progress max={e.progress.months} value={e.progress.monthsDone} aria-label="Months written" /> : null}
      {e.error ? <ErrorLine error={e.error} /> : null}
    </div>
  );
}
