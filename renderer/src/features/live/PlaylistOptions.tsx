/** The HLS playlist options of a connect, prefilled with the spec's defaults; only changed ones are sent. */
import type { FieldErrors, PlaylistOptionValues } from '../../../../shared/domain/live/connect-form';

interface Props {
  values: PlaylistOptionValues;
  onChange: (v: PlaylistOptionValues) => void;
  errors: FieldErrors;
}

const FLAGS: Array<[keyof PlaylistOptionValues, string]> = [
  ['push_source', 'Push the source stream'],
  ['send_ssl', 'Push over SSL (RTMP)'],
  ['playback_ssl', 'HTTPS manifest URLs'],
  ['addEndListOnDisconnect', 'End-list tag on disconnect'],
  ['redundant_playlist', 'Redundant playlist (primary + backup)'],
  ['playlist_across_sessions', 'Keep playlist across encoder sessions'],
  ['relative_playlist', 'Relative playlist'],
];

export function PlaylistOptions({ values, onChange, errors }: Props) {
  const set = (k: keyof PlaylistOptionValues, v: unknown): void => onChange({ ...values, [k]: v } as PlaylistOptionValues);
  return (
    <details className="lv-details">
      <summary>Playlist options (spec defaults)</summary>
      <div className="lv-grid-form">
        {FLAGS.map(([k, label]) => (
          <label key={k} className="lv-check">
            <input type="checkbox" checked={Boolean(values[k])} onChange={(e) => set(k, typeof values[k] === 'number' ? (e.target.checked ? 1 : 0) : e.target.checked)} />
            {label}
          </label>
        ))}
        <label className="mc-inline">
          Chunks per rendition
          <input className="mc-input lv-short" type="number" min={0} value={values.playlist_count} onChange={(e) => set('playlist_count', Number(e.target.value))} aria-invalid={Boolean(errors.playlist_count)} />
        </label>
        <label className="mc-inline">
          Playlist timeout (ms)
          <input className="mc-input lv-short" type="number" min={0} value={values.playlist_timeout} onChange={(e) => set('playlist_timeout', Number(e.target.value))} aria-invalid={Boolean(errors.playlist_timeout)} />
        </label>
        <label className="mc-inline">
          Bitrate order
          <select className="mc-input mc-select" value={values.bitrate_order} onChange={(e) => set('bitrate_order', e.target.value)}>
            <option value="high2low">high to low</option>
            <option value="low2high">low to high</option>
          </select>
        </label>
        {errors.playlist_count ? <span className="mc-field__error">{errors.playlist_count}</span> : null}
        {errors.playlist_timeout ? <span className="mc-field__error">{errors.playlist_timeout}</span> : null}
      </div>
    </details>
  );
}
