/**
 * A channel's remaining play order: position, VOD path or live stream, start, length
 * (in words for -1 / -2), where the repeat wraps around, and the total where computable.
 * Refreshes itself on an adjustable interval and says when it last did.
 */
import { type FormEvent, useState } from 'react';
import { CHANNEL_ORIGIN_APP } from '../../../../shared/api/commands/channel';
import { totalRemainingText } from '../../../../shared/domain/live/playlist';
import { ErrorLine } from '../../components/ResultLine';
import { StaleMark } from '../../components/Stale';
import { Time } from '../../components/Time';
import { PlaylistGrid } from './PlaylistGrid';
import { type ChannelQuery, useChannelPlaylist } from './use-channel-playlist';

const REFRESH = [0, 5000, 10_000, 30_000, 60_000];

export function ChannelArea() {
  const [form, setForm] = useState<ChannelQuery>({ app: CHANNEL_ORIGIN_APP, stream: '', appinst: '' });
  const [query, setQuery] = useState<ChannelQuery | null>(null);
  const [everyMs, setEveryMs] = useState(10_000);
  const { view, error, refreshedAt } = useChannelPlaylist(query, everyMs);
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    if (form.stream.trim() !== '') setQuery({ ...form, stream: form.stream.trim() });
  };
  return (
    <div className="lv-channel">
      <form className="lv-row" onSubmit={submit} aria-label="Channel to show">
        <label className="mc-inline">Channel app<input className="mc-input lv-short" value={form.app} onChange={(e) => setForm({ ...form, app: e.target.value })} /></label>
        <label className="mc-inline">Channel name<input className="mc-input lv-short" value={form.stream} onChange={(e) => setForm({ ...form, stream: e.target.value })} placeholder="e.g. channel1" required /></label>
        <label className="mc-inline">App instance<input className="mc-input lv-short" value={form.appinst} onChange={(e) => setForm({ ...form, appinst: e.target.value })} placeholder="optional" /></label>
        <button type="submit" className="mc-btn mc-btn--primary">Show playlist</button>
        <label className="mc-inline">
          Auto-refresh
          <select className="mc-input mc-select" value={everyMs} onChange={(e) => setEveryMs(Number(e.target.value))}>
            {REFRESH.map((ms) => <option key={ms} value={ms}>{ms === 0 ? 'off' : `every ${ms / 1000} s`}</option>)}
          </select>
        </label>
        {refreshedAt ? <span className="lv-dim" aria-live="polite">Last refreshed <Time value={refreshedAt} timeOnly /></span> : null}
      </form>
      {error ? (view ? <StaleMark fetchedAt={view.fetchedAt} reason={`refresh failed: ${error.message}`} /> : <ErrorLine error={error} />) : null}
      {view ? (
        <>
          <p className="lv-total">
            <strong>{view.app}/{view.stream}</strong> — {view.rows.length} items remaining · total <strong>{totalRemainingText(view)}</strong>
            {view.wrapIndex !== null ? <span className="lv-dim"> · repeats from position {view.wrapIndex + 1} (↻ = already played, comes around again)</span> : null}
          </p>
          <PlaylistGrid rows={view.rows} />
        </>
      ) : null}
    </div>
  );
}
