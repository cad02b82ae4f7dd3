/**
 * Accounts → Share this show: off by default. On, this console hosts its show for guests on
 * other workstations over TLS on the interface picked here; the certificate's fingerprint is
 * shown to read out to guests. Invite one named person with a role (a one-time link valid
 * some minutes), and keep the list of guests (GuestList.tsx).
 */
import { type FormEvent, useEffect, useState } from 'react';
import type { Role } from '../../../../shared/domain/share/person';
import { ROLE_REACH, ROLE_WORD } from '../../../../shared/domain/share/role-words';
import { INVITATION_TTL_MINUTES } from '../../../../shared/domain/share/invitation';
import type { ShareSettings } from '../../../../shared/ipc/share';
import { CopyButton } from '../../components/copy';
import { Field } from '../../components/Field';
import { ResultLine } from '../../components/ResultLine';
import { StateTag } from '../../components/StateTag';
import { useSend } from '../../components/use-send';
import { useMc } from '../../stores/store';
import { GuestList } from './GuestList';
import { ROLES, interfaceChoices } from './slice';
import './share.css';

function statusWords(s: ShareSettings): { state: 'done' | 'off' | 'failed'; word: string; text: string } {
  if (s.running) return { state: 'done', word: 'SHARED', text: `Guests join at ${s.url ?? ''} with an invitation.` };
  if (s.enabled && s.problem) return { state: 'failed', word: 'FAILED', text: s.problem };
  return { state: 'off', word: 'OFF', text: 'Not shared: nothing listens beyond this computer.' };
}

/** The fingerprint in groups of four, as a person reads it out. */
export const groupedFingerprint = (fp: string): string => fp.match(/.{1,4}/g)!.join(' ');

export function SharePanel() {
  const settings = useMc((s) => s.share.settings);
  useEffect(() => {
    void useMc.getState().loadShare();
  }, []);
  if (settings === null) return <section className="mc-panel sh-share" aria-label="Share this show"><h2>Share this show</h2><p>Checking…</p></section>;
  const status = statusWords(settings);
  return (
    <section className="mc-panel sh-share" aria-label="Share this show">
      <h2>Share this show</h2>
      <p className="mc-hint">Let a producer, an engineer or a watcher on another workstation use this show, each with their own role, checked here on every request.</p>
      <p><StateTag state={status.state} word={status.word} /> <span>{status.text}</span></p>
      <ShareForm settings={settings} />
      {settings.fingerprint !== null ? (
        <p className="sh-share__fp">
          <span>Certificate fingerprint (SHA-256)</span>
          <code className="ct-mono" aria-label="Certificate fingerprint">{groupedFingerprint(settings.fingerprint)}</code>
        </p>
      ) : null}
      {settings.running ? <InviteForm /> : null}
      <GuestList />
    </section>
  );
}

function ShareForm({ settings }: { settings: ShareSettings }) {
  const configure = useMc((s) => s.configureShare);
  const interfaces = useMc((s) => s.share.interfaces);
  const [enabled, setEnabled] = useState(settings.enabled);
  const [address, setAddress] = useState(settings.address);
  const [port, setPort] = useState(String(settings.port));
  const portNumber = Number(port);
  const portError = Number.isInteger(portNumber) && portNumber >= 0 && portNumber <= 65535 ? null : 'the port is a whole number from 0 to 65535 (0: a free one)';
  const sender = useSend(() => configure({ enabled, address, port: portNumber }), (v) => (v.running ? `Saved: shared on ${v.url ?? ''}` : v.problem ?? 'Saved: not shared; every guest was closed'));
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    if (portError === null) void sender.send();
  };
  return (
    <form className="sh-share__form" onSubmit={submit} aria-label="Sharing settings">
      <label className="mc-inline"><input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} /> Share this show</label>
      <Field label="Interface" hint="where guests reach this computer; 127.0.0.1: this computer only" render={(a11y) => (
        <select className="mc-input" {...a11y} value={address} onChange={(e) => setAddress(e.target.value)}>
          {interfaceChoices(interfaces, address).map((i) => <option key={`${i.name}-${i.address}`} value={i.address}>{`${i.address} (${i.internal ? 'loopback' : i.name})`}</option>)}
        </select>
      )} />
      <Field label="Port" inputMode="numeric" value={port} onChange={(e) => setPort(e.target.value)} error={portError} hint="0: a free one at each start" size={6} />
      <button type="submit" className="mc-btn mc-btn--primary">Save</button>
      <ResultLine outcome={sender.outcome} />
    </form>
  );
}

function InviteForm() {
  const invite = useMc((s) => s.inviteGuest);
  const made = useMc((s) => s.share.invitation);
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>('read');
  const [minutes, setMinutes] = useState(String(INVITATION_TTL_MINUTES));
  const m = Number(minutes);
  const minutesError = Number.isInteger(m) && m >= 1 && m <= 1440 ? null : 'from 1 to 1440 minutes';
  const nameError = name.trim() === '' ? 'name the person you invite' : null;
  const sender = useSend(() => invite({ name: name.trim(), role, minutes: m }), (v) => `Invitation for ${name.trim()} made: valid once, until ${new Date(v.expiresAt).toLocaleTimeString()}`);
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    if (nameError === null && minutesError === null) void sender.send();
  };
  return (
    <form className="sh-share__invite" onSubmit={submit} aria-label="Invite a person">
      <h3>Invite a person</h3>
      <Field label="Name" value={name} onChange={(e) => setName(e.target.value)} placeholder="e.g. Ana (engineer)" size={22} error={name === '' ? null : nameError} />
      <Field label="Role" hint={ROLE_REACH[role]} render={(a11y) => (
        <select className="mc-input" {...a11y} value={role} onChange={(e) => setRole(e.target.value as Role)}>
          {ROLES.map((r) => <option key={r} value={r}>{ROLE_WORD[r]}</option>)}
        </select>
      )} />
      <Field label="Valid for (minutes)" inputMode="numeric" value={minutes} onChange={(e) => setMinutes(e.target.value)} error={minutesError} size={5} />
      <button type="submit" className="mc-btn mc-btn--primary" disabled={nameError !== null}>Make invitation</button>
      <ResultLine outcome={sender.outcome} />
      {made !== null ? (
        <span className="ct-copy">
          <code className="ct-mono sh-share__link" aria-label="The invitation link">{made.invitation}</code>
          <CopyButton text={made.invitation} label="Copy the invitation link" named="the invitation link" />
        </span>
      ) : null}
    </form>
  );
}
