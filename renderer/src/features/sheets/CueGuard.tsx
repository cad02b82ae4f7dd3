/**
 * Under a cue in the editor: where it sends that the account does not store (a direct
 * push, a callback), with Accept — recorded by main in Activity, kept on this machine —
 * and the secrets it asks for, entered here and kept with the account (never in the sheet).
 */
import { type FormEvent, useState } from 'react';
import type { IpcError } from '../../../../shared/ipc/define';
import type { CueSecretAsk } from '../../../../shared/ipc/sheets';
import { ErrorLine } from '../../components/ResultLine';
import { useMc } from '../../stores/store';

function SecretField({ cueId, n, ask, disabled }: { cueId: string; n: number; ask: CueSecretAsk; disabled: boolean }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<IpcError | null>(null);
  const keep = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    if (value === '') return;
    const r = await useMc.getState().setCueSecret(cueId, ask.part, ask.member, value);
    setError(r);
    if (r === null) setValue('');
  };
  return (
    <form className="sh-secret" onSubmit={(e) => void keep(e)}>
      <label className="mc-inline">
        <span>Cue {n}: {ask.words}</span>
        <input className="mc-input" type="password" autoComplete="off" value={value} disabled={disabled} onChange={(e) => setValue(e.target.value)} />
      </label>
      <button type="submit" className="mc-btn mc-btn--small" disabled={disabled || value === ''}>Keep with the account</button>
      <span className={ask.set ? 'mc-hint' : 'sh-problem'}>{ask.set ? '✓ entered on this machine' : 'not entered on this machine'}</span>
      {error ? <ErrorLine error={error} /> : null}
    </form>
  );
}

export function CueGuard({ cueId, n }: { cueId: string; n: number }) {
  const flag = useMc((s) => s.sheets.check?.flags[cueId] ?? null);
  const asks = useMc((s) => s.sheets.check?.secrets[cueId] ?? null);
  const dirty = useMc((s) => s.sheets.dirty);
  const [error, setError] = useState<IpcError | null>(null);
  if (flag === null && asks === null) return null;
  return (
    <div className="sh-guard">
      {flag?.sends.map((s) => <div key={s} className="sh-problem">⚠ {s}</div>)}
      {flag && !flag.accepted ? (
        <div className="sh-row">
          <button type="button" className="mc-btn mc-btn--small" disabled={dirty} onClick={() => void useMc.getState().acceptCue(cueId).then(setError)}>
            Accept where cue {n} sends
          </button>
          <span className="mc-hint">{dirty ? 'The sheet is not saved yet.' : 'GO refuses this cue until it is accepted on this machine (recorded in Activity).'}</span>
        </div>
      ) : flag ? <div className="mc-hint">✓ Accepted on this machine</div> : null}
      {asks?.map((a) => <SecretField key={`${a.part}/${a.member}`} cueId={cueId} n={n} ask={a} disabled={dirty} />)}
      {error ? <ErrorLine error={error} /> : null}
    </div>
  );
}
