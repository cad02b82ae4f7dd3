/**
 * Run sheets: the saved sheets on the left; the open sheet on the right, edited (cue
 * list + add-a-cue form) or run (standby cue, GO key, outcomes). State and rules live in
 * the slice and the pure files beside it.
 */
import { useEffect } from 'react';
import { ErrorLine } from '../../components/ResultLine';
import { useMc } from '../../stores/store';
import { CueForm } from './CueForm';
import { CueList } from './CueList';
import { RunView } from './RunView';
import { SheetHeader } from './SheetHeader';
import { SheetList } from './SheetList';
import './sheets.css';

export default function SheetsScreen() {
  const draft = useMc((s) => s.sheets.draft);
  const error = useMc((s) => s.sheets.error);
  const run = useMc((s) => s.sheets.run);
  useEffect(() => void useMc.getState().loadSheets(), []);
  // The run lives in the store, so the run view survives a remount (the switch into a rehearsal mirror).
  const running = run !== null;
  return (
    <div className="mc-screen">
      <div className="mc-screen__head">
        <h1>Run sheets</h1>
        <span className="mc-hint">An event’s cues prepared ahead, fired one GO at a time.</span>
      </div>
      {error ? <ErrorLine error={error} /> : null}
      {/* While running, the cues and their outcomes take the whole width: the saved sheets come back with End run. */}
      <div className={`sh-layout${running ? ' sh-layout--running' : ''}`}>
        {running ? null : <SheetList />}
        <section className="mc-panel sh-main" aria-label={draft ? `Sheet ${draft.name}` : 'No sheet open'}>
          {draft === null ? (
            <p className="mc-empty">Open a sheet on the left, or create one: name it and press Create.</p>
          ) : (
            <>
              <SheetHeader mode={running ? 'run' : 'edit'} />
              {running ? <RunView /> : (
                <div className="sh-edit">
                  <CueList />
                  <CueForm />
                </div>
              )}
            </>
          )}
        </section>
      </div>
    </div>
  );
}
