/**
 * Where a rehearsal starts, chosen beside Rehearse (the store keeps the choice): from the
 * real account as last read, held failed pushes included (default), or from all OFF. The
 * run view then says which (RehearsalStart). The other choice is a palette action too.
 */
import { MIRROR_STARTS, MIRROR_START_WORDS as CHOICE, type MirrorStart, mirrorStartWords } from '../../../../shared/domain/rehearsal/seed';
import type { RehearsalState } from '../../../../shared/ipc/rehearsal';
import { usePaletteEntries } from '../../app/palette/use-palette';
import { Time } from '../../components/Time';
import { useMc } from '../../stores/store';

export function RehearsalFrom() {
  const from = useMc((s) => s.rehearsal.from);
  const set = (m: MirrorStart) => useMc.getState().setRehearsalFrom(m);
  usePaletteEntries('action', MIRROR_STARTS.filter((m) => m !== from).map((m) => ({ label: `Rehearse starting ${CHOICE[m]}`, detail: 'rehearsal', run: () => set(m) })));
  return (
    <label className="mc-inline">
      Rehearse starting
      <select className="mc-input" value={from} onChange={(e) => set(e.target.value as MirrorStart)}>
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
