/**
 * Open alerts, on Live below Recording: each incident main's alert policy holds open, of any
 * account, with its words and whether someone acknowledged it; Acknowledge mutes its
 * repeats (the recovery is still sent). Always the same box, so an alert opening never
 * moves the board.
 */
import { useEffect } from 'react';
import { useMc } from '../../stores/store';
import { ActionButton } from '../../components/ActionButton';
import { StateTag } from '../../components/StateTag';
import { describeError } from '../../components/error-words';

export function OpenAlerts() {
  const incidents = useMc((s) => s.incidents);
  const acknowledge = useMc((s) => s.acknowledgeIncident);
  const readError = useMc((s) => s.incidentsReadError);
  useEffect(() => void useMc.getState().loadIncidents(), []);
  const waiting = (incidents ?? []).filter((i) => !i.acked).length;
  return (
    <>
      <h2 id="lv-alerts" className="lv-h2">
        Open alerts{incidents === null ? '' : ` (${incidents.length})`}
      </h2>
      {readError !== null ? (
        <p className="lv-alerts-failed" role="status">
          <StateTag state="failed" word="NOT READ" />
          <span className="lv-alert-text">{describeError(readError)}{incidents === null ? '' : ' (the list below is as last read)'}</span>
          <button type="button" className="mc-btn" onClick={() => void useMc.getState().loadIncidents()}>
            Read again
          </button>
        </p>
      ) : null}
      {incidents === null ? (
        readError === null ? <p className="lv-alerts-none">Not read yet.</p> : null
      ) : incidents.length === 0 ? (
        <p className="lv-alerts-none">No open alerts.</p>
      ) : (
        <ul className="lv-alerts" aria-label="Open alerts">
          {incidents.map((i) => (
            <li key={i.incident} className="lv-alert" aria-label={`Alert: ${i.text}`}>
              <span className="lv-alert-text">{i.text}</span>
              {i.acked ? (
                <StateTag state="done" word="ACKNOWLEDGED" extra="repeats muted" />
              ) : (
                <ActionButton label="Acknowledge" run={() => acknowledge(i.incident)} doneText={(v) => v.message} />
              )}
            </li>
          ))}
        </ul>
      )}
      {waiting > 1 ? <ActionButton label={`Acknowledge all ${waiting}`} run={() => acknowledge(null)} doneText={(v) => v.message} /> : null}
    </>
  );
}
