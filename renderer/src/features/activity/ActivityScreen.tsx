/**
 * Activity: the audit log of every mutating call (intent, then outcome), newest first,
 * updating live as main appends. Filters go to main; the grid's own filter, sort and
 * CSV export work on what is shown. A picked row shows its full intent and outcome beside.
 */
import { useCallback, useEffect, useMemo } from 'react';
import type { AuditEntry } from '../../../../shared/domain/audit';
import { DataGrid } from '../../components/DataGrid';
import { ErrorLine } from '../../components/ResultLine';
import { useMc } from '../../stores/store';
import { orphanedLinesText, tornLinesText } from './activity-state';
import { pickedEntry } from './activity-detail';
import { ActivityDetailPanel } from './ActivityDetailPanel';
import { ActivityFilters } from './ActivityFilters';
import { LinkedEntry } from './LinkedEntry';
import { activityColumns, activityRowId } from './columns';
import { useEnterOpens } from '../viewers/enter-opens';
import './activity.css';

function useLiveActivity(): void {
  useEffect(() => useMc.getState().watchActivity(), []);
}

export default function ActivityScreen() {
  useLiveActivity();
  const activity = useMc((s) => s.activity);
  const error = useMc((s) => s.activityError);
  const filter = useMc((s) => s.activityFilter);
  const setFilter = useMc((s) => s.setActivityFilter);
  const profiles = useMc((s) => s.accounts?.profiles ?? null);
  const entries = activity?.entries ?? null;
  const picked = pickedEntry(entries, useMc((s) => s.activityPicked));
  const pick = useCallback((e: AuditEntry | null) => useMc.getState().pickActivity(e?.id ?? null), []);
  const onReady = useEnterOpens<AuditEntry>(pick);
  const seen = useMemo(() => [...new Set((entries ?? []).map((e) => e.command))], [entries]);
  const torn = tornLinesText(activity?.tornLines ?? 0);
  const orphans = orphanedLinesText(activity?.orphanedLines ?? 0);
  const filtered = Object.keys(filter).some((k) => filter[k as keyof typeof filter] !== undefined);
  return (
    <div className="mc-screen">
      <div className="mc-screen__head">
        <h1>Activity</h1>
        <span className="mc-hint">Every change sent to an account: what was asked, and what came back.</span>
      </div>
      {error ? <ErrorLine error={error} /> : null}
      {torn ? <p className="mc-banner mc-banner--warning" role="status">{torn}</p> : null}
      {orphans ? <p className="mc-banner mc-banner--warning" role="status">{orphans}</p> : null}
      <LinkedEntry entries={entries} />
      <div className="ac-body">
        <div className="ac-log">
          <DataGrid
            label="Activity log"
            rows={entries}
            columns={activityColumns}
            getRowId={activityRowId}
            emptyText={filtered ? 'No entries match these filters. Choose “All” to see everything.' : 'Nothing has been sent yet. Every push, split, geo change and revoke appears here.'}
            toolbar={<ActivityFilters filter={filter} profiles={profiles ?? []} seenCommands={seen} onChange={(f) => void setFilter(f)} />}
            onRowClicked={pick}
            onReady={onReady}
          />
        </div>
        <ActivityDetailPanel entry={picked} onClose={() => pick(null)} />
      </div>
    </div>
  );
}
