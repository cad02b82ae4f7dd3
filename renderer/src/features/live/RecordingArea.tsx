/**
 * Recording: the live streams of the watched instance, each with Split recording (the
 * selected one also on a single key, F9 by default) and its last split's answer, a
 * wildcard split that previews its matches, then the options and the split ledger, both
 * folded. The split key's target changes only by selecting a stream (its radio), and is
 * named beside the key hint.
 */
import { useState } from 'react';
import type { IpcResult } from '../../../../shared/ipc/define';
import type { SplitValue } from '../../../../shared/ipc/live';
import { EmptyState } from '../../components/EmptyState';
import { useMc } from '../../stores/store';
import { usePaletteAction } from '../../app/palette/use-palette';
import { LedgerFold } from './LedgerFold';
import { NotRead, Reading } from './ReadStates';
import { streamsView } from './read-failure';
import { SplitButton } from './SplitButton';
import { SplitOptionsForm } from './SplitOptionsForm';
import { StreamSplitLine } from './StreamSplitLine';
import { NO_OPTIONS, type SplitOptions, afterSplit, callbackError, splitBlocked } from './split-request';
import { WildcardSplit } from './WildcardSplit';
import { useSplitKey } from './split-key';
import { NoValue } from '../../components/NoValue';
import './recording.css';

export function RecordingArea() {
  const snapshot = useMc((s) => s.live.snapshot);
  const selected = useMc((s) => s.live.selectedStream);
  const stale = useMc((s) => s.live.sessionsStale);
  const select = useMc((s) => s.liveSelectStream);
  const unknown = useMc((s) => s.live.splitUnknown);
  const checkSplit = useMc((s) => s.liveCheckSplit);
  const view = streamsView(useMc((s) => s.live));
  const [options, setOptions] = useState<SplitOptions>(NO_OPTIONS);
  const onDone = (r: IpcResult<SplitValue>): void => setOptions((o) => afterSplit(o, r));
  const [splitKey, setSplitKey] = useSplitKey();
  const target = snapshot?.target;
  const blocked = callbackError(options);
  // The split key's stream lists itself (SplitButton); without one, the palette says what is missing.
  const keyed = selected !== null && snapshot?.fetchedAt != null && snapshot.streams.some((s) => s.name === selected);
  usePaletteAction(keyed ? null : { label: 'Split recording', shortcut: splitKey, unavailable: selected ? `${selected} is not live now` : 'Select a stream for the split key first', run: () => {} });
  return (
    <div className="lv-recording">
      <div className="lv-row">
        <h2 id="lv-rec" className="lv-h2">Recording</h2>
        <p className="lv-f9" aria-live="polite">
          <kbd className="mc-kbd">{splitKey}</kbd> splits {selected ? <strong className="lv-mono">{selected}</strong> : 'no stream (select one below)'}
        </p>
        {blocked ? <span className="lv-reject">Split options: {blocked}</span> : null}
      </div>
      {view.kind === 'unwatched' || !target ? (
        <EmptyState title="No application watched." action="Enter an application and instance above and press Watch." />
      ) : view.kind === 'not-read' ? (
        <NotRead />
      ) : view.kind === 'reading' ? (
        <Reading target={view.target} />
      ) : view.kind === 'none-live' ? (
        <EmptyState title={`No live streams on ${view.target}.`} action="Start your encoder or pick another application." />
      ) : (
        <table className={stale ? 'lv-table lv-streams mc-stale-data' : 'lv-table lv-streams'} aria-label="Live streams">
          <colgroup>
            <col className="lv-streams__select" />
            <col className="lv-streams__name" />
            <col className="lv-streams__recording" />
            <col className="lv-streams__codecs" />
            <col />
          </colgroup>
          <thead>
            <tr><th>Select</th><th>Stream</th><th>Recording</th><th>Codecs</th><th>Split</th></tr>
          </thead>
          <tbody>
            {snapshot.streams.map((s) => (
              <tr key={s.name} aria-selected={s.name === selected} className={s.name === selected ? 'lv-selected' : undefined}>
                <td><input type="radio" name="lv-stream" checked={s.name === selected} onChange={() => select(s.name)} aria-label={`Select ${s.name} for the split key`} /></td>
                <td className="lv-mono lv-clip" title={s.name}>{s.name}</td>
                <td>{s.recording === null ? <NoValue raw={s.recording} /> : s.recording ? 'recording' : 'not recording'}</td>
                <td className="lv-dim lv-clip">{[s.videoCodec, s.audioCodec].filter(Boolean).join(' / ') || '—'}</td>
                <td>
                  <div className="lv-actions">
                    <SplitButton app={target.app} inst={target.inst} stream={s.name} options={options} disabled={blocked !== null || splitBlocked(s.recording) !== null}
                      shortcut={s.name === selected ? splitKey : undefined} onDone={onDone} hideResult />
                    {unknown[s.name] !== undefined ? (
                      <button type="button" className="mc-btn mc-btn--small" onClick={() => void checkSplit(s.name)} aria-label={`Check the last split of ${s.name}`}>Check</button>
                    ) : null}
                  </div>
                  <StreamSplitLine app={`${target.app}/${target.inst}`} stream={s.name} otherwise={splitBlocked(s.recording)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {target ? <WildcardSplit app={target.app} inst={target.inst} streams={snapshot.streams.map((s) => s.name)} options={options} disabled={blocked !== null} /> : null}
      {/* Options change rarely: folded, so the streams and the F9 target stay in view. */}
      <details className="lv-details">
        <summary>Split options</summary>
        <SplitOptionsForm options={options} onChange={setOptions} callbackError={blocked} splitKey={splitKey} onSplitKey={setSplitKey} />
      </details>
      <LedgerFold />
    </div>
  );
}
