/**
 * Live — the screen a producer keeps open on air, the show on one screen: the watched
 * target, the destination board (the one list of destinations, with Go live, Check status
 * and Disconnect all), then Recording with the split key's stream and its Split button,
 * then the open alerts with their Acknowledge buttons.
 * What is not needed every second folds away: direct connect, split options, the channel
 * playlist.
 */
import { useEffect } from 'react';
import { useMc } from '../../stores/store';
import { useBoardAnnouncer } from '../../stores/use-board-announcer';
import { ChannelArea } from './ChannelArea';
import { DirectConnectForm } from './DirectConnectForm';
import { RecordingArea } from './RecordingArea';
import { OpenAlerts } from './OpenAlerts';
import { DestinationBoard } from './DestinationBoard';
import { TargetBar, rememberedTarget } from './TargetBar';
import './live-screen.css';

export default function LiveScreen() {
  // Events and pause-when-hidden are wired app-wide by the shell (use-live-events.ts).
  useResumeWatch();
  // The board's changes are told to screen readers while this screen shows it.
  useBoardAnnouncer();
  return (
    <div className="lv-screen">
      <div className="lv-head">
        <h1 className="lv-h1">Live</h1>
        <TargetBar />
      </div>
      <section className="lv-area lv-area--destinations" aria-labelledby="lv-dest">
        <DestinationBoard />
      </section>
      <section className="lv-area lv-area--recording" aria-labelledby="lv-rec">
        <RecordingArea />
      </section>
      <section className="lv-area lv-area--alerts" aria-labelledby="lv-alerts">
        <OpenAlerts />
      </section>
      {/* Secondary panels, folded: they never push the board or the split key's stream out of view. */}
      <div className="lv-more">
        <section className="lv-area" aria-labelledby="lv-direct">
          <details className="lv-details">
            <summary><h2 id="lv-direct" className="lv-h2 lv-h2--inline">Connect directly (no stored service)</h2></summary>
            <DirectConnectForm />
          </details>
        </section>
        <section className="lv-area lv-area--channel" aria-labelledby="lv-chan">
          <details className="lv-details">
            <summary><h2 id="lv-chan" className="lv-h2 lv-h2--inline">Channel playlist</h2></summary>
            <ChannelArea />
          </details>
        </section>
      </div>
    </div>
  );
}

/** Opening the screen resumes watching the last target (main keeps polling it between visits). */
function useResumeWatch(): void {
  useEffect(() => {
    const { live, liveWatch } = useMc.getState();
    if (live.snapshot?.target) return;
    const t = rememberedTarget(useMc.getState().accountScope.profileId);
    if (t.app !== '' && t.inst !== '') void liveWatch({ target: t });
  }, []);
}
