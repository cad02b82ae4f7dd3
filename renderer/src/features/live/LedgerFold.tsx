/**
 * The split ledger on Live, folded until the operator opens it: each stream's row already
 * says its own last split, and the whole history is for after the show (the editor's cut
 * list, CSV). The summary keeps the count in view. Folded, the grid is not mounted at all:
 * a grid that redraws its rows on every split keeps the page compiling code through a long
 * show (the soak bench's page heap grew 3.0 MB/h with it drawn, under 1 MB/h folded).
 * A failed ledger read is said above the fold, open or not.
 */
import { useEffect, useRef } from 'react';
import { usePaletteAction } from '../../app/palette/use-palette';
import { ErrorLine } from '../../components/ResultLine';
import { SHORTCUTS, useShortcut } from '../../components/shortcut';
import { useMc } from '../../stores/store';
import { LedgerGrid } from './LedgerGrid';

function countWords(rows: readonly unknown[] | null): string {
  if (rows === null) return 'reading…';
  if (rows.length === 0) return 'none yet';
  return rows.length === 1 ? '1 split' : `${rows.length} splits`;
}

export function LedgerFold() {
  const rows = useMc((s) => s.live.ledger);
  const error = useMc((s) => s.live.ledgerError);
  const open = useMc((s) => s.live.ledgerOpen);
  const show = useMc((s) => s.liveShowLedger);
  const load = useMc((s) => s.liveLoadLedger);
  const summary = useRef<HTMLElement>(null);
  useEffect(() => {
    void load();
  }, [load]);
  // One key (and the palette) opens the ledger and brings it into view, or folds it again.
  const toggle = (): void => {
    show(!open);
    summary.current?.focus();
    summary.current?.scrollIntoView({ block: 'start' });
  };
  useShortcut(SHORTCUTS.ledger.keys, toggle);
  usePaletteAction({ label: open ? 'Fold the split ledger' : 'Open the split ledger', shortcut: SHORTCUTS.ledger.keys, run: toggle });
  return (
    <>
      {error ? <ErrorLine error={error} /> : null}
      <details className="lv-details" open={open} onToggle={(e) => show(e.currentTarget.open)}>
        <summary ref={summary} aria-keyshortcuts={SHORTCUTS.ledger.keys}>
          Split ledger <span className="lv-dim">· {countWords(rows)}</span>
        </summary>
        {open ? <LedgerGrid /> : null}
      </details>
    </>
  );
}
