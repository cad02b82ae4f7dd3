/**
 * "Export all matching": the file to write, then progress (rows, pages, rate, time left)
 * and Cancel, then the outcome in words. The run itself is in main (viewers.exportStart).
 * In the desktop app "Choose file…" opens the system save dialog (which itself asks
 * before replacing a file), and main writes only a file that dialog returned; in web mode
 * the operator types a file name, written to the export folder on the machine running
 * the console. Either way main checks it (no silent overwrite).
 *
 * The run lives in main and its progress in the store (exports-part.ts), not in this
 * component: leaving the screen and coming back shows it again, with Cancel. Main runs
 * one export per grid at a time, so the button waits while this grid's export runs.
 */
import { useState } from 'react';
import type { ExportCommand, ExportProgress } from '../../../../shared/domain/viewers/export';
import { formatCount, formatDuration } from '../../../../shared/domain/format';
import { ActionButton } from '../../components/ActionButton';
import { Field } from '../../components/Field';
import { StateTag } from '../../components/StateTag';
import { useMc } from '../../stores/store';
import { shownExport } from './exports-part';
import { suggestedExportName } from './export-name';
import { useIntoView } from './use-into-view';

export interface ExportBoxProps {
  command: ExportCommand;
  /** What is being exported, for the labels: "tickets", "attempts". */
  noun: string;
  /** The filters of the grid as last searched (null: search first). */
  params: Record<string, unknown> | null;
}

export function ExportBox({ command, noun, params }: ExportBoxProps) {
  const desktop = useMc((s) => s.appInfo?.mode === 'electron');
  // Web mode: the suggested name is the value, ready to export. Desktop: main writes only a
  // path its save dialog returned, so the dialog opens on the suggested name instead.
  const [path, setPath] = useState(() => (desktop ? '' : suggestedExportName(noun, new Date())));
  const [replace, setReplace] = useState(false);
  const [presses, setPresses] = useState(0);
  const start = useMc((s) => s.startExport);
  const chooseSavePath = useMc((s) => s.chooseSavePath);
  const progress = useMc((s) => shownExport(s.viewersExports, s.viewersExportSearch, command, params));
  const running = progress?.state === 'running';
  const run = async () => {
    const r = await start({ command, params: params ?? {}, path, overwrite: replace } as Parameters<typeof start>[0]);
    setPresses((n) => n + 1);
    return r;
  };
  // The outcome of a press (refused at once, or the run's progress and result) is brought into view beside the button.
  const outcomeRef = useIntoView<HTMLDivElement>(presses === 0 ? null : `${presses}|${progress?.id ?? ''}|${progress?.state ?? ''}`);
  const choose = async () => {
    const r = await chooseSavePath(suggestedExportName(noun, new Date()), `Export all matching ${noun}`);
    if (r.ok && r.value !== null) {
      setPath(r.value.path);
      setReplace(true); // the system dialog already asked before replacing
    }
    return r;
  };
  return (
    <section className="mv-panel" aria-label={`Export all matching ${noun}`}>
      <h2>Export all matching {noun}</h2>
      <p className="mv-note">Every page of the current filters, written in the background to a CSV file on this computer.</p>
      <Field label="CSV file" placeholder={desktop ? 'Choose a file with the button below' : 'a file name ending in .csv'} value={path} onChange={(e) => setPath(e.target.value)} spellCheck={false} readOnly={desktop} />
      {desktop ? <ActionButton label="Choose file…" run={choose} hideResult /> : <p className="mv-note">A file name: it is saved in the export folder on the machine running the console.</p>}
      <label className="mv-check">
        <input type="checkbox" checked={replace} onChange={(e) => setReplace(e.target.checked)} /> Replace the existing file
      </label>
      <div className="mv-export-run" ref={outcomeRef}>
        <ActionButton
          label={`Export all matching ${noun}`}
          run={run}
          disabled={params === null || running}
          doneText={() => 'export started'}
          palette
        />
        {params === null && !running ? <p className="mv-note">Search first: the export uses the filters of the last search.</p> : null}
        {running ? <p className="mv-note">One export of {noun} at a time: cancel this one or wait for it to finish.</p> : null}
        {progress ? <ExportStatus progress={progress} /> : null}
      </div>
    </section>
  );
}

function ExportStatus({ progress: p }: { progress: ExportProgress }) {
  const cancel = useMc((s) => s.cancelExport);
  const of = p.total === null ? '' : ` of ${formatCount(p.total)}`;
  return (
    <div className="mv-export" role="status" aria-label="Export progress">
      {p.state === 'running' ? (
        <>
          <StateTag state="connecting" word="EXPORTING" />
          {p.total !== null && p.total > 0 ? <progress className="mv-progress" max={p.total} value={p.rows} aria-label="Rows written" /> : null}
          <p className="mv-note">
            Writing <span className="mv-mono">{p.path}</span>
          </p>
          <p className="mv-note">
            {formatCount(p.rows)}
            {of} rows · {formatCount(p.pages)} {p.pages === 1 ? 'page' : 'pages'} · {formatCount(p.rowsPerSecond)} rows/s
            {p.etaSeconds === null ? '' : ` · about ${formatDuration(p.etaSeconds)} left`}
          </p>
          <ActionButton label="Cancel export" run={() => cancel(p.id)} hideResult />
        </>
      ) : (
        <>
          <StateTag state={p.state === 'done' ? 'done' : p.state === 'cancelled' ? 'off' : 'failed'} word={p.state === 'cancelled' ? 'CANCELLED' : undefined} />
          <p className="mv-note">{p.message}</p>
        </>
      )}
    </div>
  );
}
