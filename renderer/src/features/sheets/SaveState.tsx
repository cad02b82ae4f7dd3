/**
 * Whether the open sheet is on disk, in words: Saving… while a change is written, Saved
 * once it is, Not saved (with Save again) when a write failed — never "Saved" while it is
 * not. Undo names the change it takes back.
 */
import { useMc } from '../../stores/store';

export function SaveState() {
  const dirty = useMc((s) => s.sheets.dirty);
  const saving = useMc((s) => s.sheets.saving);
  const undo = useMc((s) => s.sheets.undo);
  const st = useMc.getState;
  const word = saving ? 'Saving…' : dirty ? 'Not saved' : 'Saved';
  return (
    <>
      <span role="status" aria-label="Sheet saved" className={`sh-saved${dirty && !saving ? ' sh-saved--failed' : ''}`}>{word}</span>
      {dirty && !saving ? <button type="button" className="mc-btn mc-btn--primary" onClick={() => void st().saveSheet()}>Save again</button> : null}
      <button type="button" className="mc-btn" disabled={undo === null} aria-label={undo ? `Undo ${undo.change}` : 'Undo'} title={undo ? `Takes back: ${undo.change}` : 'Nothing to undo'} onClick={() => st().undoEdit()}>Undo</button>
    </>
  );
}
