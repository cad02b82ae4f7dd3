/**
 * Where a rehearsal starts, chosen beside Rehearse (the store keeps the choice): from the
 * real account as last read, held failed pushes included (default), or from all OFF. The
 * run view then says which (RehearsalStart).
 */
import { MIRROR_STARTS, type MirrorStart, mirrorStartWords } from '../../../../shared/domain/rehearsal/seed';
import type { RehearsalState } from '../../../../shared/ipc/rehearsal';
import { Time } from '../../components/Time';
import { useMc } from '../../stores/store';

const CHOICE: Record<MirrorStart, string> = { real: 'from the real account as last read', off: 'from all off' };

export function RehearsalFrom() {
  const from = useMc((s) => s.rehearsal.from);
  return (
    <label className="mc-inline">
      Rehearse starting
      <select className="mc-input" value={from} onChange={(e) => useMc.getState().setRehearsalFrom(e.target.value as MirrorStart)}>
        {MIRROR_STARTS.map((m) => <option key={m} value={m}>{CHOICE[m]}</option>)}
      </select>
    </label>
  );
}

export function RehearsalStart({ now }: { now: RehearsalState }) {
  return (
    <p className="sh-rehearsal__from" role="status">
      {mirrorStartWords(now.from)}
      {now.from === 'real' ? <> <Time value={now.realLive.at} timeOnly /></> : null}
    </p>
  );
}
