/** The Attempts screen's detail panel: every field of the chosen attempt, and a jump to its ticket. */
import type { Attempt } from '../../../../shared/api/records';
import { Time } from '../../components/Time';
import { useMc } from '../../stores/store';
import { ReasonTag } from './cells';
import { ValueOrDash } from '../../components/NoValue';
import { CopyButton } from '../../components/copy';

/** Fields in order; `true`: a value people copy (the key to look up, the URLs to open). */
const FIELDS: Array<[keyof Attempt, string, boolean?]> = [
  ['key', 'Key', true],
  ['ip', 'IP'],
  ['app', 'App'],
  ['appinst', 'Instance'],
  ['video', 'Video'],
  ['pageurl', 'Page URL', true],
  ['refurl', 'Referrer', true],
  ['server_ip', 'Server'],
];

/** Opens the Tickets screen on this attempt's ticket. */
function jumpToTicket(key: string): void {
  void useMc.getState().openTicket(key);
  window.location.hash = '#/tickets';
}

export function AttemptPanel() {
  const a = useMc((s) => s.viewersSelectedAttempt);
  return (
    <section className="mv-panel" aria-label="Attempt detail">
      <h2>Attempt</h2>
      {a === null ? (
        <p className="mv-note">Click a row to see every field of an attempt.</p>
      ) : (
        <>
          <div className="mv-row">
            <ReasonTag reason={a.reason} />
            <Time value={a.datetime} />
          </div>
          <dl className="mv-facts" aria-label="Attempt fields">
            {FIELDS.map(([name, label, copyable]) => (
              <Fact key={name} label={label} value={a[name]} copyable={copyable === true} />
            ))}
          </dl>
          <button type="button" className="mc-btn" disabled={a.key === ''} onClick={() => jumpToTicket(a.key)}>
            Open its ticket
          </button>
        </>
      )}
    </section>
  );
}

function Fact({ label, value, copyable }: { label: string; value: unknown; copyable: boolean }) {
  const text = typeof value === 'string' ? value : '';
  return (
    <>
      <dt>{label}</dt>
      <dd className="mv-mono">
        <ValueOrDash value={value} /> {copyable && text !== '' ? <CopyButton text={text} label={`Copy ${label.toLowerCase()}`} /> : null}
      </dd>
    </>
  );
}
