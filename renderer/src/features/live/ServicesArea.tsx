/**
 * Stored push services with the spec's server-side filters (field equals or contains a
 * value), selection for Go live, and STALE display when only the cached list is at hand.
 */
import type { GridApi } from 'ag-grid-community';
import { useEffect, useState } from 'react';
import type { PushServiceView } from '../../../../shared/ipc/live';
import { DeferredGrid } from '../../components/DeferredGrid';
import { ErrorLine } from '../../components/ResultLine';
import { StaleMark } from '../../components/Stale';
import { useMc } from '../../stores/store';
import { FILTER_FIELDS, serviceColumns } from './service-columns';

type Filter = { key: string; value: string };

/** Keyboard first: Space on any cell of a row selects or clears that service for Go live. */
function selectWithSpace(api: GridApi<PushServiceView>): void {
  api.addEventListener('cellKeyDown', (e) => {
    const k = e.event as KeyboardEvent | null;
    // The checkbox handles its own Space; only a focused cell needs this.
    if (k?.key !== ' ' || !e.data || k.target instanceof HTMLInputElement) return;
    e.event?.preventDefault();
    useMc.getState().liveToggleService(e.data.push_service_id);
  });
}

export function ServicesArea() {
  const services = useMc((s) => s.live.services);
  const load = useMc((s) => s.liveLoadServices);
  const [filters, setFilters] = useState<Filter[]>([]);
  const [key, setKey] = useState<string>(FILTER_FIELDS[0]);
  const [value, setValue] = useState('');
  useEffect(() => {
    void load();
  }, [load]);
  const add = (): void => {
    if (value.trim() === '') return;
    const next = [...filters, { key, value: value.trim() }];
    setFilters(next);
    setValue('');
    void load(next);
  };
  const remove = (i: number): void => {
    const next = filters.filter((_, j) => j !== i);
    setFilters(next);
    void load(next);
  };
  const toolbar = (
    <span className="lv-filters">
      <select className="mc-input mc-select" aria-label="Filter field" value={key} onChange={(e) => setKey(e.target.value)}>
        {FILTER_FIELDS.map((f) => <option key={f} value={f}>{f}</option>)}
      </select>
      <input className="mc-input lv-short" aria-label="Filter value (equals or contains)" value={value} onChange={(e) => setValue(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && add()} placeholder="contains" />
      <button type="button" className="mc-btn mc-btn--small" onClick={add}>Add filter</button>
      {filters.map((f, i) => (
        <button key={`${f.key}=${f.value}`} type="button" className="mc-btn mc-btn--small lv-chip" onClick={() => remove(i)} aria-label={`Remove filter ${f.key} ${f.value}`}>
          {f.key} ∋ {f.value} ✕
        </button>
      ))}
    </span>
  );
  return (
    <div className="lv-services">
      {services.stale && services.fetchedAt ? <StaleMark fetchedAt={services.fetchedAt} reason="the fresh read failed — showing the last list" /> : null}
      {services.error && !services.stale ? <ErrorLine error={services.error} /> : null}
      <div className={services.stale ? 'mc-stale-data' : undefined}>
        <DeferredGrid
          label="Stored push services"
          rows={services.rows}
          columns={serviceColumns}
          getRowId={(r) => String(r.push_service_id)}
          emptyText={filters.length ? 'No stored service matches these filters.' : 'No stored push services on this account. Connect directly below, or store one through the API (Add push service).'}
          notRead={services.error !== null && !services.stale}
          toolbar={toolbar}
          onReady={selectWithSpace}
          fitRows
        />
      </div>
    </div>
  );
}
