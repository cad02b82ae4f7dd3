/**
 * Go live: connect every selected stored service in parallel (stored mode, optional
 * source override, server tag where the service locks servers). Each destination shows
 * its own result; a failed one gets Retry — a new, deliberate send of that one.
 */
import { useState } from 'react';
import { storedParams } from '../../../../shared/domain/live/connect-form';
import type { PushServiceView } from '../../../../shared/ipc/live';
import { useMc } from '../../stores/store';
import { DestinationResults } from './DestinationResults';
import { serviceLabel } from './labels';

export function GoLivePanel() {
  const target = useMc((s) => s.live.snapshot?.target ?? null);
  const selected = useMc((s) => s.live.selected);
  const rows = useMc((s) => s.live.services.rows);
  const goLive = useMc((s) => s.liveGoLive);
  const sending = useMc((s) => s.live.destinations.some((d) => d.sending));
  const [app, setApp] = useState('');
  const [stream, setStream] = useState('');
  const [tags, setTags] = useState<Record<number, string>>({});
  const chosen = (rows ?? []).filter((r) => selected.includes(r.push_service_id));
  const locked = chosen.filter((s) => s.lock_servers);
  const press = (): void => {
    if (!target || chosen.length === 0) return;
    const connects = chosen.map((s) =>
      storedParams({ push_service_id: s.push_service_id, inst: target.inst, app, stream, server_tag: s.lock_servers ? (tags[s.push_service_id] ?? defaultTag(s)) : undefined }),
    );
    void goLive(connects, chosen.map(serviceLabel));
  };
  const why = !target ? 'Watch an application first' : chosen.length === 0 ? 'Select stored services in the grid' : null;
  return (
    <div className="lv-golive">
      <div className="lv-row">
        <label className="lv-inline">Source app override<input className="mc-input lv-short" value={app} onChange={(e) => setApp(e.target.value)} placeholder="stored" /></label>
        <label className="lv-inline">Source stream override<input className="mc-input lv-short" value={stream} onChange={(e) => setStream(e.target.value)} placeholder="stored" /></label>
        {locked.map((s) => (
          <label key={s.push_service_id} className="lv-inline">
            Server tag for #{s.push_service_id}
            <select className="mc-input mc-select" value={tags[s.push_service_id] ?? defaultTag(s)} onChange={(e) => setTags({ ...tags, [s.push_service_id]: e.target.value })}>
              {[s.primary_server, s.backup_server].filter((t): t is string => Boolean(t)).map((t) => <option key={t} value={t}>{t}</option>)}
            </select>
          </label>
        ))}
        <button type="button" className="mc-btn mc-btn--primary lv-golive__btn" onClick={press} disabled={why !== null || sending} aria-busy={sending}>
          ● Go live{chosen.length > 0 ? ` (${chosen.length})` : ''}
        </button>
        {why ? <span className="lv-dim">{why}</span> : null}
      </div>
      <DestinationResults />
    </div>
  );
}

function defaultTag(s: PushServiceView): string {
  return s.primary_server ?? s.backup_server ?? '';
}
