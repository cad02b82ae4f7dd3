/**
 * Attempts: filter row (every criterion of sevu.errorlog), the server-paged grid with
 * the count of matches in its position line, the rejection-reason chart, the attempt detail and the export.
 * Its Insights view shows, for the same filters, where attempts come from and the shared tickets;
 * its Archive view, the account's attempt archive on this machine (ArchivePanel).
 */
import { useCallback, useMemo, useState } from 'react';
import type { SharedKey } from '../../../../shared/domain/insights/types';
import { GeoDecision, SharedKeyActions } from './GeoDecision';
import { InsightsView } from './InsightsView';
import { ArchivePanel } from './ArchivePanel';
import './insights.css';
import type { Attempt } from '../../../../shared/api/records';
import type { AttemptFilter, SuccessChoice } from '../../../../shared/domain/viewers/filters';
import { DataGrid } from '../../components/DataGrid';
import { Field } from '../../components/Field';
import { ErrorLine } from '../../components/ResultLine';
import { StaleMark } from '../../components/Stale';
import { PartlyRead } from './PartlyRead';
import { useMc } from '../../stores/store';
import { AttemptPanel } from './AttemptPanel';
import { attemptGridColumns } from './columns';
import { attemptTotal } from './attempts-part';
import { attemptColumns } from '../../../../shared/domain/viewers/columns';
import { ExportBox } from './ExportBox';
import { FilterBar, PageSizeSelect } from './FilterBar';
import { PAGE_SIZES } from './paged';
import { ReasonChart } from './ReasonChart';
import { useWatchExports } from './use-watch-exports';
import { useEnterOpens } from './enter-opens';
import './viewers.css';

/** Attempts have no id: the row's position in the whole result set is its id. */
type AttemptRow = Attempt & { rowNo: number };
const rowId = (a: AttemptRow): string => String(a.rowNo);

export default function AttemptsScreen() {
  useWatchExports();
  const s = useMc();
  const paged = s.viewersAttempts;
  const [view, setView] = useState<'list' | 'insights' | 'archive'>('list');
  const [sharedKey, setSharedKey] = useState<SharedKey | null>(null);
  return (
    <div className={view === 'archive' ? 'mv-screen mv-screen--single' : 'mv-screen'}>
      <div className="mv-main">
        <div className="mv-head">
          <h1>Attempts</h1>
          <CountLine />
          <span className="mv-views" role="group" aria-label="Attempts view">
            <button type="button" className="mc-btn mc-btn--small" aria-pressed={view === 'list'} onClick={() => setView('list')}>List</button>
            <button type="button" className="mc-btn mc-btn--small" aria-pressed={view === 'insights'} onClick={() => setView('insights')}>Insights</button>
            <button type="button" className="mc-btn mc-btn--small" aria-pressed={view === 'archive'} onClick={() => setView('archive')}>Archive</button>
          </span>
        </div>
        {view === 'archive' ? (
          <ArchivePanel onInsights={() => setView('insights')} />
        ) : (
          <>
            <FilterBar<AttemptFilter>
              label="Attempt filters"
              filter={s.viewersAttemptFilter}
              problems={s.viewersAttemptProblems}
              onChange={s.setAttemptFilter}
              onSearch={() => void s.searchAttempts()}
              busy={paged.pending !== null}
            >
              <AttemptOnlyFilters />
            </FilterBar>
            {view === 'insights' ? <InsightsView onPickKey={setSharedKey} /> : <AttemptsList />}
          </>
        )}
      </div>
      {view === 'archive' ? null : view === 'insights' ? (
        <div className="mv-side">
          <GeoDecision />
          <SharedKeyActions picked={sharedKey} onList={() => setView('list')} />
        </div>
      ) : (
        <div className="mv-side">
          <AttemptPanel />
          <ReasonChart />
          <ExportBox command="sevu.errorlog" noun="attempts" params={paged.shown?.params ?? null} />
        </div>
      )}
    </div>
  );
}

/** The criteria only attempts have: accepted or rejected, and a start time (UTC). */
function AttemptOnlyFilters() {
  const filter = useMc((s) => s.viewersAttemptFilter);
  const problems = useMc((s) => s.viewersAttemptProblems);
  const setFilter = useMc((s) => s.setAttemptFilter);
  return (
    <>
      <div className="mc-field">
        <label className="mc-field__label" htmlFor="mv-result">
          Result
        </label>
        <select id="mv-result" className="mc-select" value={filter.success} onChange={(e) => setFilter({ success: e.target.value as SuccessChoice })}>
          <option value="all">All</option>
          <option value="accepted">Accepted</option>
          <option value="rejected">Rejected</option>
        </select>
      </div>
      <div className="mc-field--wide mc-field" style={{ width: 210 }}>
        <Field label="On or after" utc placeholder="e.g. 2026-11-01 00:00" value={filter.since} error={problems.since} onChange={(e) => setFilter({ since: e.target.value })} />
      </div>
    </>
  );
}

/** The List view: the page's state lines and the server-paged grid of attempts. */
function AttemptsList() {
  const s = useMc();
  const paged = s.viewersAttempts;
  const rows = useMemo<AttemptRow[] | null>(() => {
    const first = (paged.shown?.page ?? 0) * (paged.shown?.pageSize ?? 0);
    return paged.rows?.map((a, i) => ({ ...a, rowNo: first + i })) ?? null;
  }, [paged.rows, paged.shown]);
  const onPage = useCallback((d: 'next' | 'prev') => void useMc.getState().pageAttempts(d), []);
  const select = useCallback((a: AttemptRow) => useMc.getState().selectAttempt(a), []);
  const onReady = useEnterOpens(select);
  return (
    <>
      {paged.error ? <ErrorLine error={paged.error} /> : null}
      {paged.stale && paged.fetchedAt ? <StaleMark fetchedAt={paged.fetchedAt} reason="showing the last read of this page" /> : null}
      <PartlyRead words={paged.unreadable} />
      <div className="mv-grid-area">
        <DataGrid<AttemptRow>
          label="Attempts"
          rows={paged.shown === null && paged.pending === null ? [] : rows}
          columns={attemptGridColumns as never}
          getRowId={rowId}
          paging={{ page: paged.shown?.page ?? 0, pageSize: paged.shown?.pageSize ?? s.viewersAttemptPageSize, hasMore: paged.hasMore, total: attemptTotal(s), onPage, loading: paged.pending !== null }}
          emptyText={paged.shown === null ? 'Set filters (or none) and press Search to list attempts.' : 'No attempts match these filters. Loosen a filter or pick an earlier date.'}
          notRead={paged.error !== null && !paged.stale}
          onRowClicked={select}
          selectedId={s.viewersSelectedAttempt === null ? null : rowId(s.viewersSelectedAttempt as AttemptRow)}
          csv={attemptColumns}
          onReady={onReady}
          toolbar={<PageSizeSelect label="Attempts per page" value={s.viewersAttemptPageSize} sizes={PAGE_SIZES} onChange={(n) => void s.setAttemptPageSize(n)} />}
        />
      </div>
    </>
  );
}

/**
 * Only the count's progress and failure: the total itself is stated once, in the grid's
 * position line ("rows 151–189 of 486"), where it cannot disagree with the rows.
 */
function CountLine() {
  const count = useMc((s) => s.viewersAttemptCount);
  if (count.status === 'failed' && count.error) return <ErrorLine error={count.error} />;
  if (count.status === 'loading') return <span className="mv-sub">Counting matches…</span>;
  return <span className="mv-sub" title="API command: sevu.errorlog">who tried to watch, and whether they got in</span>;
}
