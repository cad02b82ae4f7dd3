/**
 * Live — the screen a producer keeps open on air. State first, then actions:
 * Destinations (stored services, Go live, running sessions, direct connect),
 * Recording (splits and the ledger), Channel (remaining playlist).
 */
import { useEffect } from 'react';
import { useMc } from '../../stores/store';
import { ApiArms } from '../control/ApiArms';
import { ChannelArea } from './ChannelArea';
import { DirectConnectForm } from './DirectConnectForm';
import { GoLivePanel } from './GoLivePanel';
import { RecordingArea } from './RecordingArea';
import { ServicesArea } from './ServicesArea';
import { DestinationBoard } from './DestinationBoard';
import { TargetBar, rememberedTarget } from './TargetBar';
import './live.css';

export default function LiveScreen() {
  // Events and pause-when-hidden are wired app-wide by the shell (use-live-events.ts).
  useResumeWatch();
  return (
    <div className="lv-screen">
      <h1 className="lv-h1">Live</h1>
      <TargetBar />
      <ApiArms />
      <section className="lv-area lv-area--destinations" aria-labelledby="lv-dest">
        <h2 id="lv-dest" className="lv-h2">Destinations</h2>
        <DestinationBoard />
        <GoLivePanel />
        <ServicesArea />
        <details className="lv-details">
          <summary>Connect directly (no stored service)</summary>
          <DirectConnectForm />
        </details>
      </section>
      <section className="lv-area lv-area--recording" aria-labelledby="lv-rec">
        <h2 id="lv-rec" className="lv-h2">Recording</h2>
        <RecordingArea />
      </section>
      <section className="lv-area lv-area--channel" aria-labelledby="lv-chan">
        <h2 id="lv-chan" className="lv-h2">Channel</h2>
        <ChannelArea />
      </section>
    </div>
  );
}

/** Opening the screen resumes watching the last target (main keeps polling it between visits). */
function useResumeWatch(): void {
  useEffect(() => {
    const { live, liveWatch } = useMc.getState();
    if (live.snapshot?.target) return;
    const t = rememberedTarget(useMc.getState().accountScope.profileId);
    if (t.app !== '' && t.inst !== '') void liveWatch({ target: t, paused: document.hidden });
  }, []);
}
