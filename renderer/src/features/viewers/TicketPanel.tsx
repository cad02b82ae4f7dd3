/**
 * The Tickets screen's detail panel: open a ticket by key (or from a row), all its
 * fields from sevu.status, its newest attempts, and Revoke (arm-then-fire).
 */
import { type FormEvent, useState } from 'react';
import type { Attempt, Ticket } from '../../../../shared/api/records';
import { ArmButton } from '../../components/ArmButton';
import { ErrorLine } from '../../components/ResultLine';
import { Time } from '../../components/Time';
import { useMc } from '../../stores/store';
import { ActiveTag, ReasonTag } from './cells';
import { CopyButton } from '../../components/copy';
import { DETAIL_ATTEMPTS } from './ticket-detail';
import { firstUseOf, usesDetail } from './ticket-words';
import { ValueOrDash } from '../../components/NoValue';

export function TicketPanel() {
  const detail = useMc((s) => s.viewersDetail);
  const openTicket = useMc((s) => s.openTicket);
  const [typed, setTyped] = useState(detail?.key ?? '');
  // The box always names the ticket shown: opening one from a row (or from Attempts)
  // replaces what was typed, so no stale key sits above another ticket's fields.
  const [shownKey, setShownKey] = useState(detail?.key);
  if (detail?.key !== shownKey) {
    setShownKey(detail?.key);
    if (detail) setTyped(detail.key);
  }
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    void openTicket(typed);
  };
  return (
    <section className="mv-panel" aria-label="Ticket detail">
      <h2>Ticket</h2>
      <form className="mv-row" onSubmit={submit} aria-label="Open a ticket by key">
        <input className="mc-input mv-mono" style={{ flex: 1 }} aria-label="Ticket key to open" placeholder="Paste a key" value={typed} onChange={(e) => setTyped(e.target.value)} spellCheck={false} />
        <button type="submit" className="mc-btn">
          Open
        </button>
      </form>
      {detail === null ? <p className="mv-note">Open a row of the grid, or paste a key.</p> : <DetailBody />}
    </section>
  );
}

function DetailBody() {
  const d = useMc((s) => s.viewersDetail)!;
  if (d.status === 'loading') return <p className="mv-note">Looking up {d.key}…</p>;
  if (d.status === 'failed' && d.error) return <ErrorLine error={d.error} />;
  if (d.status === 'not_found') return <p className="mv-error">No ticket has the key {d.key} (code 2020). Check for a missing character.</p>;
  return (
    <>
      <TicketFacts ticket={d.ticket!} attempts={d.attempts} />
      <RevokeButton ticket={d.ticket!} />
      <h3>Newest attempts with this key</h3>
      {d.attemptsError ? <ErrorLine error={d.attemptsError} /> : null}
      {d.attempts !== null && d.attempts.length === 0 ? <p className="mv-note">Nobody has used this ticket yet.</p> : null}
      <ul className="mv-list" aria-label={`Attempts of ${d.key}`}>
        {(d.attempts ?? []).map((a, i) => (
          <li key={i} className="mv-attempt-line">
            <Time value={a.datetime} />
            <ReasonTag reason={a.reason} />
            <span className="mv-mono">{a.ip}</span>
          </li>
        ))}
      </ul>
      {d.attempts !== null && d.attempts.length >= DETAIL_ATTEMPTS ? (
        <p className="mv-note">Showing the newest {DETAIL_ATTEMPTS}. Filter Attempts by this key for all of them.</p>
      ) : null}
    </>
  );
}

function TicketFacts({ ticket: t, attempts }: { ticket: Ticket; attempts: Attempt[] | null }) {
  const firstUse = firstUseOf(t, attempts);
  return (
    <dl className="mv-facts" aria-label="Ticket fields">
      <dt>Key</dt>
      <dd>
        <span className="mv-mono">{t.key}</span> <CopyButton text={t.key} label="Copy ticket key" />
      </dd>
      <dt>State</dt>
      <dd>
        <ActiveTag active={t.active} />
      </dd>
      <dt>App</dt>
      <dd><ValueOrDash record={t} field="app" value={t.app} /></dd>
      <dt>Video</dt>
      <dd><ValueOrDash record={t} field="video" value={t.video} /></dd>
      <dt>IP</dt>
      <dd className="mv-mono"><ValueOrDash record={t} field="ip" value={t.ip} /></dd>
      <dt>Pass</dt>
      <dd className="mv-mono">
        <ValueOrDash record={t} field="pass" value={t.pass} /> {t.pass ? <CopyButton text={t.pass} label="Copy pass" /> : null}
      </dd>
      <dt>Created</dt>
      <dd>
        <Time value={t.created_date} />
      </dd>
      <dt>First used</dt>
      <dd>
        <Time value={firstUse.at} />
        {firstUse.note ? <span className="mv-note"> — {firstUse.note}</span> : null}
      </dd>
      <dt>Uses left</dt>
      <dd>
        <ValueOrDash record={t} field="uses" value={usesDetail(t.uses, attempts)} />
      </dd>
    </dl>
  );
}

function RevokeButton({ ticket }: { ticket: Ticket }) {
  const revoke = useMc((s) => s.revokeTicket);
  // Stays mounted after revoking, so its DONE result stays in place (operator principle 2).
  return (
    <>
      <ArmButton
        label="Revoke ticket"
        consequence="Press again to revoke — its viewers lose access"
        fire={() => revoke(ticket.key)}
        doneText={(m) => m}
        disabled={ticket.active === false}
      />
      {ticket.active === false ? <p className="mv-note">This ticket is revoked: it no longer opens the stream.</p> : null}
    </>
  );
}
