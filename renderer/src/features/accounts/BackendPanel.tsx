/**
 * Where secrets are kept, said plainly: the OS keychain, the passphrase vault (locked or
 * not), or nowhere — with the reason. When no keychain is reachable this is where the
 * operator creates or unlocks the vault. The passphrase is sent to main and forgotten.
 */
import { type FormEvent, useState } from 'react';
import type { BackendStatus } from '../../../../shared/ipc/accounts';
import { Field } from '../../components/Field';
import { ResultLine } from '../../components/ResultLine';
import { StateTag } from '../../components/StateTag';
import { useSend } from '../../components/use-send';
import { useMc } from '../../stores/store';
import { backendSummary } from './backend-words';

export function BackendPanel({ backend }: { backend: BackendStatus | null }) {
  if (backend === null) return <section className="mc-panel" aria-label="Credential storage"><h2>Credential storage</h2><p>Checking…</p></section>;
  const summary = backendSummary(backend);
  return (
    <section className="mc-panel mc-backend" aria-label="Credential storage">
      <h2>Credential storage</h2>
      <p className="mc-backend__line">
        <StateTag state={summary.tag} word={summary.word} /> <span>{summary.text}</span>
      </p>
      {backend.backend === 'keychain' ? null : <VaultControls backend={backend} />}
    </section>
  );
}

function VaultControls({ backend }: { backend: BackendStatus }) {
  const vaultAction = useMc((s) => s.vaultAction);
  const [pass, setPass] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState<string | null>(null);
  const creating = !backend.vault.exists;
  const sender = useSend(async () => {
    const r = await vaultAction(creating ? 'create' : 'unlock', pass);
    if (r.ok) {
      setPass('');
      setConfirm('');
    }
    return r;
  }, () => (creating ? 'Vault created and unlocked' : 'Vault unlocked'));
  const lock = useSend(() => vaultAction('lock'), () => 'Vault locked');
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    if (creating && pass !== confirm) return setMismatch('the two passphrases differ');
    setMismatch(null);
    void sender.send();
  };
  if (backend.vault.exists && backend.vault.unlocked) {
    return (
      <div className="mc-form-actions">
        <button type="button" className="mc-btn" onClick={() => void lock.send()}>Lock vault</button>
        <ResultLine outcome={lock.outcome} />
      </div>
    );
  }
  return (
    <form className="mc-vault-form" aria-label={creating ? 'Create vault' : 'Unlock vault'} onSubmit={submit} noValidate>
      <Field label="Vault passphrase" type="password" autoComplete="off" value={pass} onChange={(e) => setPass(e.target.value)} hint={creating ? 'at least 10 characters; it cannot be recovered' : undefined} />
      {creating ? <Field label="Repeat passphrase" type="password" autoComplete="off" value={confirm} onChange={(e) => setConfirm(e.target.value)} error={mismatch} /> : null}
      <div className="mc-form-actions">
        <button type="submit" className="mc-btn mc-btn--primary">{creating ? 'Create vault' : 'Unlock vault'}</button>
        <ResultLine outcome={sender.outcome} />
      </div>
    </form>
  );
}
