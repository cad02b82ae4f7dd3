/**
 * Create a ticket (sevu.request): app and video (pipe-separated, * allowed), IP lock,
 * uses (0 = unlimited), expiry typed in UTC, and a pass from Web Crypto. Shows the new
 * key and the URL parameters a viewer needs. Audited in main like every mutating call.
 */
import { useState } from 'react';
import { type TicketForm, type TicketFormProblems, emptyTicketForm, ticketRequestOf } from '../../../../shared/domain/viewers/ticket-form';
import { generatePass, ticketUrlParams } from '../../../../shared/domain/viewers/pass';
import { fail } from '../../../../shared/ipc/define';
import { ActionButton } from '../../components/ActionButton';
import { Field } from '../../components/Field';
import { useMc } from '../../stores/store';
import { lastUsed, rememberNames } from '../../stores/recent-names';
import { CopyButton } from '../../components/copy';
import { VIEWER_APPS } from './FilterBar';
import { useIntoView } from './use-into-view';

const newPass = (): string => generatePass((b) => crypto.getRandomValues(b));

export function CreateTicket() {
  const create = useMc((s) => s.createTicket);
  const account = useMc((s) => s.accountScope.profileId);
  const [form, setForm] = useState<TicketForm>(() => ({ ...emptyTicketForm, app: lastUsed(account, 'app'), pass: newPass() }));
  const [problems, setProblems] = useState<TicketFormProblems>({});
  const [made, setMade] = useState<{ key: string; pass: string } | null>(null);
  // The new ticket's key, pass and URL are what the operator needs next: scrolled into view
  // (the list and the detail above show it too, selected) — again once the detail above has
  // filled in, as that pushes them down.
  const detailShown = useMc((s) => (made !== null && s.viewersDetail?.key === made.key ? s.viewersDetail.status : ''));
  const madeRef = useIntoView<HTMLDivElement>(made === null ? null : `${made.key}|${detailShown}`);
  const edit = (patch: Partial<TicketForm>) => setForm((f) => ({ ...f, ...patch }));
  const run = async () => {
    const checked = ticketRequestOf(form);
    setProblems(checked.ok ? {} : checked.problems);
    if (!checked.ok) {
      // The specific words sit under each field; the button's line only points at them.
      return fail({ kind: 'invalid_input', message: 'fix the fields marked above', issues: [] });
    }
    const r = await create(checked.params);
    if (r.ok) {
      setMade(r.value);
      rememberNames(account, 'app', [form.app]);
      // A fresh form for the next ticket (with a new pass), on the same application: the made one is shown below.
      setForm({ ...emptyTicketForm, app: form.app, pass: newPass() });
    }
    return r;
  };
  const field = (name: keyof TicketForm) => ({ value: form[name], error: problems[name], spellCheck: false, onChange: (e: { target: { value: string } }) => edit({ [name]: e.target.value }) });
  return (
    <section className="mv-panel" aria-label="New ticket">
      <h2>New ticket</h2>
      <Field label="Application(s)" hint="several: a|b" list={VIEWER_APPS} autoComplete="off" {...field('app')} />
      <Field label="Video(s)" placeholder="e.g. cam_1" hint="pipe-separated, * allowed" {...field('video')} />
      <Field label="IP restriction" placeholder="empty: any address" hint="address, 203.0.113.0/24, auto or auto/24" {...field('ip')} />
      <Field label="Uses" inputMode="numeric" hint="0 = unlimited" {...field('uses')} />
      <Field label="Expires" utc type="datetime-local" hint="empty = no expiry; typed as UTC" {...field('expires')} />
      <div className="mv-row">
        <div style={{ flex: 1 }}>
          <Field label="Pass" {...field('pass')} />
        </div>
        {/* Small, as the Copy beside it (and every Copy button) is: one row, one button height. */}
        <button type="button" className="mc-btn mc-btn--small" onClick={() => edit({ pass: newPass() })}>
          Generate
        </button>
        <CopyButton text={form.pass} label="Copy pass" />
      </div>
      <ActionButton label="Create ticket" variant="primary" run={run} doneText={(v) => `created ${v.key}`} palette />
      <div ref={madeRef}>{made ? <NewTicket made={made} /> : null}</div>
    </section>
  );
}

function NewTicket({ made }: { made: { key: string; pass: string } }) {
  const params = ticketUrlParams(made.key, made.pass);
  return (
    <div role="group" aria-label="Created ticket" className="mv-made">
      <h3>Key</h3>
      <div className="mv-row">
        <code className="mv-code" aria-label="New ticket key">
          {made.key}
        </code>
        <CopyButton text={made.key} label="Copy new key" />
      </div>
      <h3>Pass</h3>
      <div className="mv-row">
        <code className="mv-code" aria-label="New ticket pass">
          {made.pass}
        </code>
        <CopyButton text={made.pass} label="Copy new pass" />
      </div>
      <h3>URL parameters</h3>
      <div className="mv-row">
        <code className="mv-code" aria-label="URL parameters">
          {params}
        </code>
        <CopyButton text={params} label="Copy URL parameters" />
      </div>
    </div>
  );
}
