/**
 * From evidence to a geo decision: the countries picked in the insights, and where to
 * apply a rule. Each button opens Geo with the proposed allowed set; Geo shows Was / Becomes
 * and its Apply still arms first. Nothing is sent from here.
 */
import { useState } from 'react';
import type { SharedKey } from '../../../../shared/domain/insights/types';
import { countryName } from '../../../../shared/domain/insights/words';
import { useMc } from '../../stores/store';

export function GeoDecision() {
  const picked = useMc((s) => s.viewersInsightCountries);
  const filterApp = useMc((s) => s.viewersAttemptFilter.app);
  const [app, setApp] = useState(filterApp);
  const [stream, setStream] = useState('');
  const propose = (mode: 'only' | 'rest'): void => {
    useMc.getState().proposeGeo({ target: { app: app.trim(), ...(stream.trim() ? { stream: stream.trim() } : {}) }, mode, codes: picked });
    window.location.hash = '#/geo';
  };
  const ready = picked.length > 0 && app.trim() !== '';
  return (
    <section className="mv-panel" aria-labelledby="mv-geo-decision">
      <h2 id="mv-geo-decision">Geo decision</h2>
      <p className="mv-sub">{picked.length === 0 ? 'Pick countries in the country table.' : `Picked: ${picked.map((c) => `${countryName(c)} (${c})`).join(', ')}`}</p>
      <label className="mc-field">
        <span className="mc-field__label">Application</span>
        <input className="mc-input" value={app} onChange={(e) => setApp(e.target.value)} placeholder="e.g. live" />
      </label>
      <label className="mc-field">
        <span className="mc-field__label">Stream or VOD path</span>
        <input className="mc-input" value={stream} onChange={(e) => setStream(e.target.value)} placeholder="optional" />
      </label>
      <div className="mv-row">
        <button type="button" className="mc-btn" disabled={!ready} onClick={() => propose('only')}>
          Allow only these
        </button>
        <button type="button" className="mc-btn" disabled={!ready} onClick={() => propose('rest')}>
          Allow only the rest
        </button>
      </div>
      <p className="mv-sub">Opens Geo with the proposal; nothing is applied until you arm and press Apply there.</p>
    </section>
  );
}

/** The shared ticket chosen in its table: open the ticket, or list its attempts (the List view, filtered by its key). */
export function SharedKeyActions({ picked, onList }: { picked: SharedKey | null; onList: () => void }) {
  if (picked === null) return null;
  const openTicket = (): void => {
    void useMc.getState().openTicket(picked.key);
    window.location.hash = '#/tickets';
  };
  const showAttempts = (): void => {
    const s = useMc.getState();
    s.setAttemptFilter({ key: picked.key });
    void s.searchAttempts();
    onList();
  };
  return (
    <section className="mv-panel" aria-labelledby="mv-shared-key">
      <h2 id="mv-shared-key">Shared ticket</h2>
      <p className="mv-mono">{picked.key}</p>
      <p className="mv-sub">
        {picked.ips.length} addresses in {picked.countries.map((c) => `${countryName(c)} (${c})`).join(', ') || 'no known country'}; {picked.accepted} accepted, {picked.rejected} rejected.
      </p>
      <div className="mv-row">
        <button type="button" className="mc-btn" onClick={openTicket}>
          Open ticket
        </button>
        <button type="button" className="mc-btn" onClick={showAttempts}>
          Show its attempts
        </button>
      </div>
    </section>
  );
}
