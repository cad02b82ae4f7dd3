/** The open sheet's name, save/export/delete, and the switch between editing and running it. */
import { useMc } from '../../stores/store';

function download(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function SheetHeader({ mode, onMode }: { mode: 'edit' | 'run'; onMode: (m: 'edit' | 'run') => void }) {
  const draft = useMc((s) => s.sheets.draft)!;
  const dirty = useMc((s) => s.sheets.dirty);
  const check = useMc((s) => s.sheets.check);
  const saved = useMc((s) => s.sheets.list?.some((x) => x.id === s.sheets.draft?.id) ?? false);
  const activeId = useMc((s) => s.accounts?.activeId ?? null);
  const flagged = check ? draft.cues.filter((c) => (check.problems[c.id]?.length ?? 0) > 0).length : 0;
  const foreign = activeId !== null && draft.account !== activeId;
  const runBlock = dirty ? 'Save the sheet before running it' : draft.cues.length === 0 ? 'Add a cue first' : foreign ? `This sheet is for ${draft.accountName}` : null;
  const st = useMc.getState;
  const startRun = async (): Promise<void> => {
    await st().startSheetRun();
    onMode('run');
  };
  const exportFile = async (): Promise<void> => {
    const r = await st().exportSheet(draft.id);
    if (r) download(r.fileName, r.text);
  };
  return (
    <div className="sh-head">
      <label className="mc-inline">
        Sheet name
        <input className="mc-input" value={draft.name} disabled={mode === 'run'} onChange={(e) => st().setDraft({ ...draft, name: e.target.value })} />
      </label>
      {mode === 'edit' ? (
        <>
          <button type="button" className="mc-btn mc-btn--primary" disabled={!dirty} onClick={() => void st().saveSheet()}>{dirty ? 'Save' : 'Saved'}</button>
          <button type="button" className="mc-btn" disabled={!saved || dirty} onClick={() => void exportFile()}>Export</button>
          <button type="button" className="mc-btn" disabled={!saved} onClick={() => void st().deleteSheet(draft.id)}>Delete sheet</button>
          <button type="button" className="mc-btn mc-btn--primary" aria-disabled={runBlock !== null || undefined} title={runBlock ?? undefined} onClick={() => runBlock === null && void startRun()}>Run…</button>
        </>
      ) : (
        <button type="button" className="mc-btn" onClick={() => { st().stopSheetRun(); onMode('edit'); }}>End run and edit</button>
      )}
      {foreign ? <p className="mc-banner mc-banner--warning" role="status">This sheet was written for {draft.accountName}; it runs only there.</p> : null}
      {flagged > 0 ? <p className="mc-banner mc-banner--warning" role="status">{flagged === 1 ? '1 cue needs attention' : `${flagged} cues need attention`}: checked against this account on open.</p> : null}
      {runBlock && mode === 'edit' ? <span className="mc-hint">{runBlock}</span> : null}
    </div>
  );
}
