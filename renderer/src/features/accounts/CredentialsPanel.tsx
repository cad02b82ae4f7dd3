/**
 * API key and signing secret: write-only. The panel shows only "set" / "not set"; new
 * values go straight to main (keychain or vault) and the inputs are emptied at once.
 * Nothing is ever read back.
 */
import { type FormEvent, useState } from 'react';
import type { ProfileView } from '../../../../shared/domain/profile';
import type { BackendStatus } from '../../../../shared/ipc/accounts';
import { ArmButton } from '../../components/ArmButton';
import { Field } from '../../components/Field';
import { ResultLine } from '../../components/ResultLine';
import { StateTag } from '../../components/StateTag';
import { useSend } from '../../components/use-send';
import { useMc } from '../../stores/store';
import { credentialWords } from './accounts-state';
import { canStoreSecrets } from './backend-words';

export function CredentialsPanel({ profile, backend }: { profile: ProfileView; backend: BackendStatus | null }) {
  const words = credentialWords(profile);
  return (
    <section className="mc-panel" aria-label={`Credentials of ${profile.name}`}>
      <h2>Credentials</h2>
      <dl className="mc-facts">
        <dt>API key</dt>
        <dd data-testid="api-key-state">{words.apiKey === 'set' ? <StateTag state="done" word="SET" /> : <StateTag state="off" word="NOT SET" />}</dd>
        <dt>Signing secret</dt>
        <dd data-testid="secret-state">{words.secret === 'set' ? <StateTag state="done" word="SET" /> : <StateTag state="off" word="NOT SET" />}</dd>
      </dl>
      {profile.builtIn ? (
        <p className="mc-hint">The Sandbox’s credentials come from the built-in simulated service; there is nothing to store.</p>
      ) : (
        <SecretsForm profile={profile} backend={backend} />
      )}
    </section>
  );
}

function SecretsForm({ profile, backend }: { profile: ProfileView; backend: BackendStatus | null }) {
  const setCredentials = useMc((s) => s.setCredentials);
  const clearCredentials = useMc((s) => s.clearCredentials);
  const [apiKey, setApiKey] = useState('');
  const [secret, setSecret] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const blocked = backend !== null && !canStoreSecrets(backend) ? 'No credential storage is available: see “Credential storage” above.' : null;
  const sender = useSend(async () => {
    const r = await setCredentials(profile.id, { apiKey: apiKey || undefined, secret: secret || undefined });
    setApiKey('');
    setSecret('');
    return r;
  }, () => 'Stored');
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    if (apiKey === '' && secret === '') return setFormError('type a new API key, a new signing secret, or both');
    setFormError(null);
    void sender.send();
  };
  const anySet = profile.credentials.apiKey === 'set' || profile.credentials.secret === 'set';
  return (
    <>
      <form className="mc-secrets-form" aria-label="Replace credentials" onSubmit={submit} noValidate>
        <Field label="New API key" type="password" autoComplete="off" spellCheck={false} value={apiKey} onChange={(e) => setApiKey(e.target.value)} hint="Leave empty to keep the stored one" disabled={blocked !== null} />
        <Field label="New signing secret" type="password" autoComplete="off" spellCheck={false} value={secret} onChange={(e) => setSecret(e.target.value)} error={formError} disabled={blocked !== null} />
        <div className="mc-form-actions">
          <button type="submit" className="mc-btn mc-btn--primary" disabled={blocked !== null}>
            Store credentials
          </button>
          <ResultLine outcome={sender.outcome} />
        </div>
        {blocked ? <p className="mc-field__error">{blocked}</p> : null}
      </form>
      {anySet ? (
        <ArmButton label="Forget stored credentials" consequence={`Press again to forget ${profile.name}’s API key and secret`} fire={() => clearCredentials(profile.id)} doneText={() => 'Forgotten'} />
      ) : null}
    </>
  );
}
