/**
 * Beside a rehearsal: what was running on the real account when it was copied. They stay
 * on the real account, untouched; a mirror started "as real" holds copies of them (held
 * failed ones included), one started "all off" none, and they are named here so nobody
 * takes the mirror's board for the real one.
 */
import type { RealLive as RealLiveState } from '../../../../shared/ipc/rehearsal';
import { StateTag } from '../../components/StateTag';
import { Time } from '../../components/Time';

export function RealLive({ real, name, copied }: { real: RealLiveState; name: string; copied: boolean }) {
  return (
    <div className="sh-real" role="group" aria-label={`On ${name}`}>
      <span className="sh-real__head">
        On {name}, the real account (read at <Time value={real.at} timeOnly />; left running there, {copied ? 'copied into the mirror' : 'not in the rehearsal'}):
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
