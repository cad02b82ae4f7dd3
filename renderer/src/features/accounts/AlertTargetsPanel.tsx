/**
 * The account's alert targets (docs/alerts.md): each one's kind, label and host, its last
 * answer and when, a "Send a test alert" button with its answer beside it, and Delete; and
 * the form that adds one. The URL and signing secret are typed here, sent to main once and
 * cleared: the screen never gets them back.
 */
import { type FormEvent, useEffect, useState } from 'react';
import { ALERT_TARGET_KINDS, type AlertTargetKind, type AlertTargetView, KIND_WORDS } from '../../../../shared/domain/alerts/target';
import type { ProfileView } from '../../../../shared/domain/profile';
import { ActionButton } from '../../components/ActionButton';
import { ArmButton } from '../../components/ArmButton';
import { Field } from '../../components/Field';
import { ResultLine } from '../../components/ResultLine';
import { StateTag } from '../../components/StateTag';
import { useSend } from '../../components/use-send';
import { mc } from '../../bridge/mc';
import { useMc } from '../../stores/store';
import { targetWords } from './alert-words';
import { newSigningSecret } from './alerts-slice';

const NONE: AlertTargetView[] = [];

export function AlertTargetsPanel({ profile }: { profile: ProfileView }) {
  const targets = useMc((s) => s.alertTargets[profile.id] ?? NONE);
  useEffect(() => {
    const { loadAlertTargets, alertTargetsChanged } = useMc.getState();
    void loadAlertTargets(profile.id);
    return mc().events.subscribe((e) => {
      if (e.type === 'alerts.changed') alertTargetsChanged(e.account, e.targets);
    });
  }, [profile.id]);
  return (
    <section className="mc-panel" aria-label={`Alert targets of ${profile.name}`}>
      <h2>Alert targets</h2>
      <p className="mc-hint">Where alerts about this account go when nobody is at the screen. A target’s URL and signing secret are kept like credentials and never shown again; only the host is.</p>
      {targets.length === 0 ? <p className="mc-hint">No alert targets yet.</p> : <ul className="mc-alert-targets">{targets.map((t) => <TargetRow key={t.id} profile={profile} target={t} />)}</ul>}
      <AddTargetForm profile={profile} />
    </section>
  );
}

function TargetRow({ profile, target }: { profile: ProfileView; target: AlertTargetView }) {
  const s = useMc.getState();
  const words = targetWords(target);
  return (
    <li className="mc-alert-target" aria-label={`Alert target ${target.label}`}>
      <div className="mc-alert-target__head">
        <strong>{target.label}</strong> <span className="mc-hint">{words.kind} · {target.host}</span>
        {words.failed === null ? null : words.failed ? <StateTag state="failed" word="FAILING" /> : <StateTag state="done" word="OK" />}
      </div>
      <p className="mc-hint" data-testid="alert-target-last">{words.last}</p>
      {words.waiting ? <p className="mc-hint">{words.waiting}</p> : null}
      <div className="mc-form-actions">
        <ActionButton label="Send a test alert" run={() => s.testAlertTarget(profile.id, target.id)} doneText={(v) => `The target ${v.last?.detail ?? 'answered'}`} />
        <ArmButton label="Delete" consequence={`Press again to delete the alert target ${target.label} and its stored URL`} fire={() => s.removeAlertTarget(profile.id, target.id)} doneText={() => 'Deleted'} />
      </div>
    </li>
  );
}

function AddTargetForm({ profile }: { profile: ProfileView }) {
  const add = useMc((s) => s.addAlertTarget);
  const [kind, setKind] = useState<AlertTargetKind>('webhook');
  const [label, setLabel] = useState('');
  const [url, setUrl] = useState('');
  const [secret, setSecret] = useState('');
  const sender = useSend(async () => {
    const r = await add(profile.id, { kind, label, url, ...(kind === 'webhook' ? { secret } : {}) });
    if (r.ok) {
      setLabel('');
      setUrl('');
      setSecret('');
    }
    return r;
  }, (v) => `Added ${v.label}`);
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    void sender.send();
  };
  return (
    <form className="mc-alert-target-form" aria-label="Add an alert target" onSubmit={submit} noValidate>
      <Field
        label="Kind"
        render={(a11y) => (
          <select {...a11y} className="mc-select" value={kind} onChange={(e) => setKind(e.target.value as AlertTargetKind)}>
            {ALERT_TARGET_KINDS.map((k) => <option key={k} value={k}>{KIND_WORDS[k]}</option>)}
          </select>
        )}
      />
      <Field label="Label" value={label} onChange={(e) => setLabel(e.target.value)} placeholder="Crew channel" />
      <Field label="URL" type="password" autoComplete="off" spellCheck={false} value={url} onChange={(e) => setUrl(e.target.value)} hint={kind === 'ntfy' ? 'The topic’s full URL' : 'The full https:// address'} />
      {kind === 'webhook' ? (
        <Field
          label="Signing secret"
          autoComplete="off"
          spellCheck={false}
          value={secret}
          onChange={(e) => setSecret(e.target.value)}
          hint={<>At least 16 characters; the receiver checks each alert’s X-MC-Signature with it. <button type="button" className="mc-btn mc-btn--small" onClick={() => setSecret(newSigningSecret())}>Generate</button></>}
        />
      ) : null}
      <div className="mc-form-actions">
        <button type="submit" className="mc-btn mc-btn--primary">Add target</button>
        <ResultLine outcome={sender.outcome} />
      </div>
    </form>
  );
}
