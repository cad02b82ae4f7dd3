/**
 * Rejection reasons for the current Attempts filters: an AG Charts bar chart, with the
 * same counts as a list beside it (a canvas says nothing to a screen reader). Says
 * whether the counts are exact or from the newest N rejected attempts.
 */
import { BarSeriesModule, CartesianChartModule, CategoryAxisModule, NumberAxisModule } from 'ag-charts-community';
import { AgCharts } from 'ag-charts-react';
import { useMemo } from 'react';
import { formatCount } from '../../../../shared/domain/format';
import { ErrorLine } from '../../components/ResultLine';
import { useMc } from '../../stores/store';
import { ReasonTag } from './cells';
import { reasonChartOptions } from './reason-chart-options';

const MODULES = [CartesianChartModule, BarSeriesModule, CategoryAxisModule, NumberAxisModule];
const STYLE = { height: '100%', width: '100%' };

export function ReasonChart() {
  const figure = useMc((s) => s.viewersBreakdown);
  const theme = useMc((s) => s.theme);
  const counts = figure.value?.counts;
  const options = useMemo(() => reasonChartOptions(counts ?? [], theme), [counts, theme]);
  if (figure.status === 'idle') return null;
  return (
    <figure className="mv-panel" aria-label="Rejection reasons" aria-busy={figure.status === 'loading'} style={{ margin: 0 }}>
      <h2>Rejection reasons</h2>
      {figure.status === 'failed' && figure.error ? <ErrorLine error={figure.error} /> : null}
      {figure.status === 'loading' ? <p className="mv-note">Counting rejected attempts…</p> : null}
      {figure.value ? (
        <>
          <p className="mv-note">
            {figure.value.exact
              ? `All ${formatCount(figure.value.sampled)} rejected attempts that match.`
              : `Among the newest ${formatCount(figure.value.sampled)} rejected attempts that match (the API has no count per reason).`}
          </p>
          <div className="mv-chart">
            <AgCharts options={options} modules={MODULES} style={STYLE} />
          </div>
          <ul className="mv-list" aria-label="Rejections per reason">
            {figure.value.counts.map((c) => (
              <li key={c.reason}>
                <ReasonTag reason={c.reason} />
                <span style={{ marginLeft: 'auto' }} className="mv-count">
                  {formatCount(c.count)}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </figure>
  );
}
