/**
 * The run view's rehearsal panel, shown while the active account is a mirror: the hazard
 * word and what is mirrored, what stays running on the real account, the faults in force (a Refuse toggle per stored destination,
 * Lose next answer, Clear faults) and End rehearsal. Each control is a palette action too.
 */
import { useEffect } from 'react';
import { usePaletteEntries } from '../../app/palette/use-palette';
import { ActionButton } from '../../components/ActionButton';
import { ErrorLine } from '../../components/ResultLine';
import { StateTag } from '../../components/StateTag';
import { useMc } from '../../stores/store';
import { serviceLabel } from '../live/labels';
import { RealLive } from './RealLive';
import { RehearsalStart } from './RehearsalFrom';
import { RehearsalTag, type Rehearsing } from './rehearsal-look';

export function RehearsalPanel({ on }: { on: Rehearsing }) {
  const services = useMc((s) => s.sheets.services);
  const { now, error, sending } = useMc((s) => s.rehearsal);
  const st = useMc.getState;
  const mine = now !== null && now.account === on.mirror.id ? now : null;
  useEffect(() => void useMc.getState().loadRehearsal(), [on.mirror.id]);
  const refused = new Set(mine?.faults.refused ?? []);
  const refuse = (id: number, on: boolean) => void st().rehearsalFault({ kind: 'refuse', push_service_id: id, refused: on });
  usePaletteEntries('action', services.map((s) => {
    const is = refused.has(s.push_service_id);
    return { label: `${is ? 'Stop refusing' : 'Refuse'} ${serviceLabel(s)}`, detail: 'rehearsal fault', run: () => refuse(s.push_service_id, !is) };
  }));
  const copied = mine ? `${mine.copied.services} destinations, ${mine.copied.apps} applications, ${mine.copied.streams} live streams, ${mine.copied.channels} channels copied` : null;
  return (
    <section className="sh-rehearsal" aria-label="Rehearsal">
      <div className="sh-rehearsal__head">
        <RehearsalTag />
        <span className="sh-rehearsal__what">
          Mirror of <strong>{on.realName}</strong>: nothing reaches {on.realName}.{copied ? ` ${copied}.` : ''}
        </span>
        <ActionButton label="End rehearsal" run={() => st().endRehearsal()} palette={`End rehearsal (back to ${on.realName})`} showDone={false} />
      </div>
      {mine ? <RehearsalStart now={mine} /> : null}
      {mine ? <RealLive real={mine.realLive} name={on.realName} copied={mine.from === 'real'} /> : null}
      <fieldset className="sh-faults">
        <legend>Faults on the mirror · refuse every push to</legend>
        {services.map((s) => {
          const is = refused.has(s.push_service_id);
          // While its answer is awaited the toggle shows what was asked, with "sending…" beside it.
          const latest = sending.findLast((f) => f.kind === 'refuse' && f.push_service_id === s.push_service_id);
          const asked = latest?.kind === 'refuse' ? latest.refused : null;
          const busy = asked !== null;
          return (
            <label key={s.push_service_id} className="mc-inline">
              <input type="checkbox" checked={asked ?? is} aria-busy={busy} aria-label={`Refuse ${serviceLabel(s)}`} onChange={(e) => refuse(s.push_service_id, e.target.checked)} />
              {serviceLabel(s)}
              {busy ? <span className="mc-hint">sending…</span> : is ? <StateTag state="failed" word="REFUSES" /> : null}
            </label>
          );
        })}
        <div className="sh-faults__tools">
          <ActionButton label="Lose next answer" run={() => st().rehearsalFault({ kind: 'lose_next_answer' })} palette showDone={false} />
          <ActionButton label="Clear faults" run={() => st().rehearsalFault({ kind: 'clear' })} palette showDone={false} />
          {/* Last in the row: its coming and going moves no button. */}
          {mine?.faults.loseNextAnswer ? <StateTag state="unknown" word="NEXT ANSWER LOST" /> : null}
        </div>
      </fieldset>
      {error ? <ErrorLine error={error} /> : null}
    </section>
  );
}
