/**
 * The Attempts screen's Insights view: for the current filters, attempts by country and by
 * network (approximate, from offline IP data) and the shared tickets. Main reads every
 * matching attempt (or, as its source, this machine's archive for a range of days) and
 * answers with the tables; progress and Cancel while it reads. The done line names the source.
 */
import { useEffect, useMemo } from 'react';
import type { SharedKey } from '../../../../shared/domain/insights/types';
import { countryName, creditLine } from '../../../../shared/domain/insights/words';
import { insightsDone } from '../../../../shared/domain/viewers/not-complete';
import { mc } from '../../bridge/mc';
import { DataGrid } from '../../components/DataGrid';
import { ErrorLine } from '../../components/ResultLine';
import { useMc } from '../../stores/store';
import { type CountryGridRow, countryCsv, countryGridColumns, networkCsv, networkGridColumns, sharedCsv, sharedGridColumns } from './insights-columns';

const countryId = (r: CountryGridRow): string => r.code ?? '--';
const networkId = (r: { asn: number | null; name: string }): string => (r.asn === null ? `none:${r.name}` : String(r.asn));
const keyId = (r: SharedKey): string => r.key;

export function InsightsView({ onPickKey }: { onPickKey: (k: SharedKey) => void }) {
  const s = useMc();
  const ins = s.viewersInsights;
  const running = ins.status === 'running';
  useEffect(() => mc().events.subscribe((e) => useMc.getState().insightsEvent(e)), []);
  const countries = useMemo<CountryGridRow[] | null>(() => ins.result?.countries.map((c) => ({ ...c, name: countryName(c.code) })) ?? null, [ins.result]);
  const rule = s.viewersSharingRule;
  const src = s.viewersInsightsSource;
  return (
    <div className="mv-insights">
      <div className="mv-filters" role="group" aria-label="Insights settings">
        <label className="mc-field">
          <span className="mc-field__label">Source</span>
          <select className="mc-input" value={src.from} onChange={(e) => s.setInsightsSource({ from: e.target.value as 'service' | 'archive' })}>
            <option value="service">Service</option>
            <option value="archive">Archive</option>
          </select>
        </label>
        {src.from === 'archive' ? (
          <>
            <label className="mc-field">
              <span className="mc-field__label">From (UTC)</span>
              <input className="mc-input" type="date" value={src.fromDate} onChange={(e) => s.setInsightsSource({ fromDate: e.target.value })} />
            </label>
            <label className="mc-field">
              <span className="mc-field__label">To (UTC)</span>
              <input className="mc-input" type="date" value={src.toDate} onChange={(e) => s.setInsightsSource({ toDate: e.target.value })} />
            </label>
          </>
        ) : null}
        <label className="mc-field">
          <span className="mc-field__label">Address limit</span>
          <input className="mc-input" type="number" min={1} max={1000} value={rule.maxIps} onChange={(e) => s.setSharingRule({ maxIps: Math.max(1, Number(e.target.value) || 1) })} />
        </label>
        <label className="mc-field">
          <span className="mc-field__label">Window (hours)</span>
          <input className="mc-input" type="number" min={1} max={8784} value={rule.windowHours} onChange={(e) => s.setSharingRule({ windowHours: Math.max(1, Number(e.target.value) || 1) })} />
        </label>
        <button type="button" className="mc-btn mc-btn--primary" onClick={() => void s.runInsights()} disabled={running}>
          Read insights
        </button>
        {running ? (
          <button type="button" className="mc-btn" onClick={() => void s.cancelInsights()}>
            Cancel
          </button>
        ) : null}
        <span className="mv-sub" role="status">
          {running ? (ins.progress?.message ?? 'Starting…') : ins.status === 'done' && ins.result ? insightsDone(ins.result, ins.source) : src.from === 'archive' ? 'Reads every archived attempt of those days.' : 'Reads every attempt matching the filters above.'}
        </span>
      </div>
      {ins.error ? <ErrorLine error={ins.error} /> : null}
      <p className="mv-sub">
        A ticket counts as shared when used from more than {rule.maxIps} addresses, or from 2 or more countries or networks, within one {rule.windowHours}-hour window (UTC).
        Places are approximate.{ins.result ? ` ${creditLine(ins.result.about)}` : ''}
      </p>
      <div className="mv-insights__tables">
        <h2 className="mv-insights__title">Shared tickets</h2>
        <DataGrid<SharedKey> label="Shared tickets" rows={ins.result?.sharedKeys ?? (running ? null : [])} columns={sharedGridColumns} getRowId={keyId} csv={sharedCsv} onRowClicked={onPickKey} emptyText={ins.result ? 'No ticket was shared under this rule.' : 'Press Read insights.'} fitRows />
        <h2 className="mv-insights__title">By country</h2>
        <DataGrid<CountryGridRow> label="Attempts by country" rows={countries ?? (running ? null : [])} columns={countryGridColumns} getRowId={countryId} csv={countryCsv} emptyText="Press Read insights." />
        <h2 className="mv-insights__title">By network</h2>
        <DataGrid label="Attempts by network" rows={ins.result?.networks ?? (running ? null : [])} columns={networkGridColumns} getRowId={networkId} csv={networkCsv} emptyText="Press Read insights." />
      </div>
    </div>
  );
}

