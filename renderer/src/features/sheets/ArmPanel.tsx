/**
 * Before a run with destructive timed cues starts: the operator authorises each one to fire by
 * itself at its time (main records who and when), or leaves it to go to standby and ask. Nothing
 * is ticked unless the operator ticks it.
 */
import { useState } from 'react';
import { describeAction } from '../../../../shared/domain/sheets/describe';
import { localZone } from '../../../../shared/domain/sheets/zone';
import { useMc } from '../../stores/store';
import { authorisable } from './arm-words';
import { serviceNames } from './cue-words';
import { timingWords } from './timing-words';

export function ArmPanel({ onClose }: { onClose: () => void }) {
  const draft = useMc((s) => s.sheets.draft)!;
  const names = serviceNames(useMc((s) => s.sheets.services));
  const [picked, setPicked] = useState<string[]>([]);
  const cues = authorisable(draft);
  const start = (): void => {
    onClose();
    void useMc.getState().startSheetRun(picked);
  };
  return (
    <section className="mc-panel sh-arm" aria-label="Authorise timed cues">
      <h2>Authorise destructive timed cues</h2>
      <p className="mc-hint">Each of these arms first. Ticked, it fires by itself at its time, recorded as authorised by you now; not ticked, at its time it goes to standby and asks for GO.</p>
      {cues.map(({ cue, n }) => (
        <label key={cue.id} className="mc-inline sh-arm__cue">
          <input type="checkbox" checked={picked.includes(cue.id)} onChange={(e) => setPicked(e.target.checked ? [...picked, cue.id] : picked.filter((x) => x !== cue.id))} />
          Authorise cue {n} ({cue.label || 'no label'}): {describeAction(cue.action, { n, label: cue.label }, names)} — {timingWords(cue.plan, true, Date.now(), localZone())[0]}
        </label>
      ))}
      <div className="sh-row">
        <button type="button" className="mc-btn mc-btn--primary" onClick={start}>{picked.length === 0 ? 'Run without authorising' : `Run, authorising ${picked.length === 1 ? '1 cue' : `${picked.length} cues`}`}</button>
        <button type="button" className="mc-btn" onClick={onClose}>Cancel</button>
      </div>
    </section>
  );
}
