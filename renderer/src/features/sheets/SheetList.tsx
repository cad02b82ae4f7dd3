/** The saved sheets, create and import. A sheet for another account says so; an import for one asks to be re-targeted. */
import { type FormEvent, useState } from 'react';
import type { IpcError } from '../../../../shared/ipc/define';
import { ErrorLine } from '../../components/ResultLine';
import { useMc } from '../../stores/store';
import { sheetAccountOf } from './rehearsal-look';
import { counted } from '../../../../shared/domain/plural';

export function SheetList() {
  const list = useMc((s) => s.sheets.list);
  const openId = useMc((s) => s.sheets.draft?.id ?? null);
  const active = useMc((s) => s.accounts?.profiles.find((p) => p.id === s.accounts?.activeId) ?? null);
  const here = sheetAccountOf(active);
  const [name, setName] = useState('');
  const [pending, setPending] = useState<{ text: string; error: IpcError } | null>(null);
  const create = (e: FormEvent): void => {
    e.preventDefault();
    if (!active || name.trim() === '') return;
    void useMc.getState().newSheet(name.trim());
    setName('');
  };
  const importText = async (text: string, retarget: boolean): Promise<void> => {
    const error = await useMc.getState().importSheet(text, retarget);
    setPending(error ? { text, error } : null);
  };
  return (
    <aside className="mc-panel sh-list" aria-label="Saved sheets">
      <form className="sh-row" onSubmit={create}>
        <label className="mc-inline">
          New sheet
          <input className="mc-input" value={name} onChange={(e) => setName(e.target.value)} placeholder="e.g. Gala night" />
        </label>
        <button type="submit" className="mc-btn mc-btn--primary">Create</button>
      </form>
      <ul className="mc-stack">
        {(list ?? []).map((s) => (
          <li key={s.id}>
            <button type="button" className="sh-sheet" aria-current={s.id === openId || undefined} disabled={s.problem !== null} title={s.problem ?? undefined} onClick={() => void useMc.getState().openSheet(s.id)}>
              <span className="sh-sheet__name">{s.name}</span>
              <span className="mc-hint">{s.problem ?? `${counted(s.cues, 'cue')} · ${s.account === here ? 'this account' : `for ${s.accountName}`}`}</span>
            </button>
          </li>
        ))}
      </ul>
      {list !== null && list.length === 0 ? <p className="mc-hint">No sheets saved yet.</p> : null}
      <label className="mc-inline">
        Import a sheet file
        <input type="file" accept=".json,application/json" className="mc-input" onChange={(e) => void e.target.files?.[0]?.text().then((t) => importText(t, false))} />
      </label>
      {pending ? (
        <div role="alert">
          <ErrorLine error={pending.error} />
          {pending.error.kind === 'conflict' && active ? (
            <button type="button" className="mc-btn" onClick={() => void importText(pending.text, true)}>Re-target to {active.name} and import</button>
          ) : null}
        </div>
      ) : null}
    </aside>
  );
}
