/**
 * The open sheet's name, whether it is saved (with Undo), export/delete, the switch between editing and running it,
 * and Rehearse: the same sheet run on a mirror of its account (not on a mirror already).
 */
import { useState } from 'react';
import { ActionButton } from '../../components/ActionButton';
import { outcomeTitle } from '../../components/action-outcome';
import { ResultLine } from '../../components/ResultLine';
import { useMc } from '../../stores/store';
import { activeProfile } from '../accounts/accounts-state';
import { RENAME } from './edit-actions';
import { cueBlock } from './guard-words';
import { SaveState } from './SaveState';
import { ArmPanel } from './ArmPanel';
import { authorisable } from './arm-words';
import { RehearsalFrom } from './RehearsalFrom';
import { sheetAccountOf } from './rehearsal-look';

function download(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function SheetHeader({ mode }: { mode: 'edit' | 'run' }) {
  const draft = useMc((s) => s.sheets.draft)!;
  const dirty = useMc((s) => s.sheets.dirty);
  const check = useMc((s) => s.sheets.check);
  const saved = useMc((s) => s.sheets.list?.some((x) => x.id === s.sheets.draft?.id) ?? false);
  const active = activeProfile(useMc((s) => s.accounts));
  const said = useMc((s) => s.sheets.said);
  const timed = draft.cues.some((c) => c.plan?.mode !== undefined);
  const fired = useMc((s) => s.sheets.run?.state.cues.some((c) => c.phase === 'firing' || c.phase === 'done') ?? false);
  const flagged = check ? draft.cues.filter((c) => (check.problems[c.id]?.length ?? 0) > 0 || cueBlock(check, c.id) !== null).length : 0;
  const runsHere = sheetAccountOf(active);
  const foreign = runsHere !== null && draft.account !== runsHere;
  const runBlock = dirty ? 'The sheet is not saved yet' : draft.cues.length === 0 ? 'Add a cue first' : foreign ? `This sheet is for ${draft.accountName}` : null;
  // Offered on the real account while nothing of this run was sent; the hint beside Run… says why it is disabled.
  const canRehearse = active?.mirrorOf === undefined && !fired;
  const st = useMc.getState;
  // A run with destructive timed cues asks first which of them may fire by themselves.
  const [arming, setArming] = useState(false);
  const run = (): void => {
    if (runBlock !== null) return;
    if (authorisable(draft).length > 0) setArming(true);
    else void st().startSheetRun();
  };
  const exportFile = async (): Promise<void> => {
    const r = await st().exportSheet(draft.id);
    if (r) download(r.fileName, r.text);
  };
  return (
    <div className="sh-head">
      <label className="mc-inline">
        Sheet name
        <input className="mc-input" value={draft.name} disabled={mode === 'run'} onChange={(e) => st().setDraft({ ...draft, name: e.target.value }, RENAME)} />
      </label>
      {mode === 'edit' ? (
        <>
          <SaveState />
          <button type="button" className="mc-btn" disabled={!saved || dirty} onClick={() => void exportFile()}>Export</button>
          <button type="button" className="mc-btn" disabled={!saved} onClick={() => void st().deleteSheet(draft.id)}>Delete sheet</button>
          <button type="button" className="mc-btn mc-btn--primary" aria-disabled={runBlock !== null || undefined} title={runBlock ?? undefined} onClick={run}>Run…</button>
        </>
      ) : (
        <button type="button" className="mc-btn" onClick={() => st().stopSheetRun()}>End run and edit</button>
      )}
      {canRehearse ? <RehearsalFrom /> : null}
      {canRehearse ? (
        <ActionButton
          label="Rehearse"
          run={() => st().rehearseSheet(draft.id)}
          disabled={runBlock !== null}
          palette={{ label: `Rehearse ${draft.name} on a mirror of ${draft.accountName}`, unavailable: runBlock }}
          showDone={false}
        />
      ) : null}
      {foreign ? <p className="mc-banner mc-banner--warning" role="status">This sheet was written for {draft.accountName}; it runs only there.</p> : null}
      {flagged > 0 ? <p className="mc-banner mc-banner--warning" role="status">{flagged === 1 ? '1 cue needs attention' : `${flagged} cues need attention`}: checked against this account on open.</p> : null}
      {arming && mode === 'edit' ? <ArmPanel onClose={() => setArming(false)} /> : null}
      {runBlock && mode === 'edit' ? <span className="mc-hint">{runBlock}</span> : null}
      {runBlock === null && mode === 'edit' && canRehearse ? <span className="mc-hint">Rehearse runs it on a mirror of {draft.accountName}: nothing is sent to the account.</span> : null}
      {/* Main's answer to arming the run's timed cues, on a line of its own that is there for every sheet with a timed cue, so its words coming and going (or Rehearse going once a cue fired) move nothing. */}
      {timed || said.status !== 'idle' ? <span className="sh-said" data-testid="sheet-said" title={outcomeTitle(said)}><ResultLine outcome={said} /></span> : null}
    </div>
  );
}
