/**
 * Beside a rehearsal: what was running on the real account when it was copied. The mirror
 * starts with every destination OFF, so these pushes are not in the rehearsal; they stay
 * on the real account, untouched, and are named here so nobody takes the mirror's quiet
 * board for the real one going dark.
 */
import type { RealLive as RealLiveState } from '../../../../shared/ipc/rehearsal';
import { StateTag } from '../../components/StateTag';
import { Time } from '../../components/Time';

export function RealLive({ real, name }: { real: RealLiveState; name: string }) {
  return (
    <div className="sh-real" role="group" aria-label={`On ${name}`}>
      <span className="sh-real__head">
        On {name}, the real account (read at <Time value={real.at} timeOnly />; left running there, not in the rehearsal):
      </span>
      {real.pushes.length === 0 ? <span className="mc-hint">nothing was live.</span> : null}
      {real.pushes.map((p) => (
        <span key={p.label} className="sh-real__push">
          <StateTag state={p.failed ? 'failed' : 'live'} /> {p.label}
        </span>
      ))}
    </div>
  );
}
