/**
 * The one skeleton of a report tab: its query controls and status on top, what to do
 * when nothing is picked or nothing came back, then the report itself — figures or
 * metric buttons, the chart above the table — dimmed while it is stale or reloading.
 * Each tab passes only what differs.
 */
import type { AgCartesianChartOptions } from 'ag-charts-community';
import type { FormEvent, ReactNode } from 'react';
import { EmptyState, type EmptyStateProps } from '../../components/EmptyState';
import { ReportChart } from './chart/ReportChart';
import { ReportStatus } from './ReportStatus';
import type { ReportView } from './view-state';

/** A tab that is asked (a form): its accessible name, its submit button's words and what submitting does. */
interface ReportQuery {
  name: string;
  button: string;
  run: () => void;
}

/** The report as shown once it has rows: null while it has none (or no chart yet). */
export interface ReportShown {
  /** Above the chart: the report's figures or its metric buttons. */
  above?: ReactNode;
  chart: { label: string; options: AgCartesianChartOptions; height?: number };
  table: ReactNode;
}

interface ReportTabProps {
  view: ReportView<unknown>;
  /** The report's name in its status ("… status"). */
  what: string;
  /** The query controls, before the submit button and the status. */
  controls: ReactNode;
  /** Controls after the status (e.g. the currency). */
  after?: ReactNode;
  /** Without it the controls act at once (no form, no submit button). */
  query?: ReportQuery;
  /** What is wrong with the picks, said under the controls. */
  problem?: string | null;
  /** Said while nothing has been asked yet. */
  idle?: EmptyStateProps;
  /** Said when the answer has no rows; null otherwise. */
  empty: EmptyStateProps | null;
  shown: ReportShown | null;
}

export function ReportTab({ view, what, controls, after, query, problem = null, idle, empty, shown }: ReportTabProps) {
  const status = <ReportStatus view={view} what={what} />;
  return (
    <div className="rp-report">
      {query ? (
        <form className="rp-controls" onSubmit={(e: FormEvent) => {
            e.preventDefault();
            query.run();
          }} aria-label={query.name}>
          {controls}
          <button type="submit" className="mc-btn mc-btn--primary">{query.button}</button>
          {status}
          {after}
        </form>
      ) : (
        <div className="rp-controls">
          {controls}
          {status}
          {after}
        </div>
      )}
      {problem ? <p className="mc-field__error" role="alert">{problem}</p> : null}
      {idle && view.status === 'idle' ? <EmptyState {...idle} /> : null}
      {empty ? <EmptyState {...empty} /> : null}
      {shown ? (
        <div className={view.stale || view.status === 'loading' ? 'mc-stale-data rp-body' : 'rp-body'}>
          {shown.above}
          <ReportChart {...shown.chart} drawnKey={view.dataKey ?? ''} />
          {shown.table}
        </div>
      ) : null}
    </div>
  );
}
