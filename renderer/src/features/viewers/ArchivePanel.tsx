/**
 * Attempts → Archive: what the account's archive on this machine holds (or why it is
 * unavailable), Sync now with progress and Cancel, syncing by itself every few minutes
 * while the console is open, its settings (ArchiveSettings.tsx), and Forget before a date (armed first: it deletes). The work is main's (core/archive); this view shows its answers.
 */
import { useEffect, useState } from 'react';
import { AUTO_SYNC_MINUTES, type AutoSyncMinutes, archiveWords, FORGET_WHILE_SYNCING } from '../../../../shared/domain/archive/types';
import { mc } from '../../bridge/mc';
import { ArmButton } from '../../components/ArmButton';
import { ErrorLine } from '../../components/ResultLine';
import { useMc } from '../../stores/store';
import { ArchiveGrid } from './ArchiveGrid';
import { ArchiveSettings } from './ArchiveSettings';
import { counted } from '../../../../shared/domain/plural';

export function ArchivePanel({ onInsights }: { onInsights?: () => void }) {
  const s = useMc();
  const a = s.viewersArchive;
  const [before, setBefore] = useState('');
  useEffect(() => mc().events.subscribe((e) => useMc.getState().archiveEvent(e)), []);
  useEffect(() => void useMc.getState().loadArchive(), []);
  const unavailable = a.status !== null && !a.status.available ? a.status.why : null;
  const validDate = /^\d{4}-\d{2}-\d{2}$/.test(before);
  return (
    <section className="mv-archive" aria-label="Archive">
      <p className="mv-sub" role="status" aria-label="Archive contents">
        {a.status === null ? 'Reading the archive…' : a.status.available ? archiveWords(a.status.stats) : `The archive is ${unavailable}.`}
      </p>
      <p className="mv-sub">Kept on this machine only, for this account; nothing leaves it but an export you make (below, or master-control archive export).</p>
      <div className="mv-filters" role="group" aria-label="Archive sync">
        <button type="button" className="mc-btn mc-btn--primary" onClick={() => void s.syncArchive()} disabled={a.syncing || unavailable !== null}>
          Sync now
        </button>
        <label className="mc-field">
          <span className="mc-field__label">Sync by itself</span>
          <select
            className="mc-select"
            title="While the console is open and this account is the active one"
            value={a.status?.everyMinutes ?? ''}
            disabled={unavailable !== null}
            onChange={(e) => void s.setArchiveAutoSync(e.target.value === '' ? null : (Number(e.target.value) as AutoSyncMinutes))}
          >
            <option value="">Only when asked</option>
            {AUTO_SYNC_MINUTES.map((m) => (
              <option key={m} value={m}>{`Every ${m} min`}</option>
            ))}
          </select>
        </label>
        {a.syncing ? (
          <button type="button" className="mc-btn" onClick={() => void s.cancelArchiveSync()}>
            Cancel
          </button>
        ) : null}
        <span className="mv-sub" role="status" aria-label="Sync progress">
          {a.syncing ? (a.progress?.message ?? 'Starting…') : (a.progress?.message ?? 'Adds the attempts the service holds since the last sync.')}
        </span>
      </div>
      {a.error ? <ErrorLine error={a.error} /> : null}
      <div className="mv-filters mv-archive-upkeep">
        <ArchiveSettings disabled={a.status === null || unavailable !== null} />
        <div className="mv-archive-forget" role="group" aria-label="Forget attempts">
          <label className="mc-field">
            <span className="mc-field__label">Forget before (UTC)</span>
            <input className="mc-input" type="date" value={before} onChange={(e) => setBefore(e.target.value)} />
          </label>
          <ArmButton
            label="Forget before date"
            consequence={`Press again to delete every archived attempt before ${before || 'that date'}`}
            fire={() => s.forgetArchive(before)}
            doneText={(r) => `Forgot ${counted(r.removed, 'attempt')} before ${before} UTC.`}
            inactive={unavailable !== null ? 'The archive is unavailable.' : a.syncing ? FORGET_WHILE_SYNCING : validDate ? null : 'Choose a date first.'}
          />
        </div>
      </div>
      <ArchiveGrid disabled={a.status === null || unavailable !== null} onInsights={onInsights} />
    </section>
  );
}
