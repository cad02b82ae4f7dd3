/**
 * The run's controls under the standby cue: GO (armed, it names its consequence and counts
 * down), Back, Skip, Jump to cue, and the choice of GO key. Each press goes to the runner
 * through the store; the keys themselves are bound by use-run-keys.ts.
 */
import { type RefObject, useState } from 'react';
import { SHORTCUTS, ariaShortcut } from '../../components/shortcut';
import { useMc } from '../../stores/store';
import { GO_KEYS } from './use-run-keys';

interface GoState {
  goKey: string;
  /** Press GO again: the words of what it sends, while the cue is armed; null otherwise. */
  consequence: string | null;
  /** Seconds left before an armed GO disarms. */
  left: number;
  /** Nothing to fire now: no cue, already fired, or waiting for the operator. */
  disabled: boolean;
}

export function RunControls({ go, setGoKey, jumpField }: { go: GoState; setGoKey: (k: string) => void; jumpField: RefObject<HTMLInputElement | null> }) {
  const press = useMc.getState().runPress;
  const [jump, setJump] = useState('');
  const { goKey, consequence, left } = go;
  const armed = consequence !== null;
  return (
    <div className="sh-controls">
      <button
        type="button"
        className={`mc-btn sh-go ${armed ? 'mc-btn--armed' : 'mc-btn--primary'}`}
        aria-keyshortcuts={ariaShortcut(goKey)}
        aria-disabled={go.disabled || undefined}
        aria-label={armed ? `${consequence}, ${left} s` : undefined}
        data-armed={armed || undefined}
        onClick={() => press({ type: 'go', now: Date.now() })}
      >
        {armed ? `⚠ ${consequence}` : 'GO'}
        {armed ? <span className="mc-countdown" aria-hidden="true">{left} s</span> : <kbd className="mc-kbd" aria-hidden="true">{goKey}</kbd>}
      </button>
      <button type="button" className="mc-btn" aria-keyshortcuts={ariaShortcut(SHORTCUTS.sheetBack.keys)} onClick={() => press({ type: 'back' })}>Back<kbd className="mc-kbd" aria-hidden="true">{SHORTCUTS.sheetBack.keys}</kbd></button>
      <button type="button" className="mc-btn" aria-keyshortcuts={ariaShortcut(SHORTCUTS.sheetSkip.keys)} onClick={() => press({ type: 'skip' })}>Skip<kbd className="mc-kbd" aria-hidden="true">{SHORTCUTS.sheetSkip.keys}</kbd></button>
      <form className="sh-row" onSubmit={(e) => { e.preventDefault(); press({ type: 'jump', index: Number(jump) - 1 }); setJump(''); jumpField.current?.blur(); }}>
        <label className="mc-inline">
          Jump to cue<kbd className="mc-kbd" aria-hidden="true">{SHORTCUTS.sheetJump.keys}</kbd>
          <input ref={jumpField} className="mc-input sh-short" inputMode="numeric" value={jump} onChange={(e) => setJump(e.target.value)} aria-keyshortcuts={ariaShortcut(SHORTCUTS.sheetJump.keys)} />
        </label>
      </form>
      <label className="mc-inline">
        GO key
        <select className="mc-select" value={goKey} onChange={(e) => setGoKey(e.target.value)}>
          {GO_KEYS.map((k) => <option key={k}>{k}</option>)}
        </select>
      </label>
    </div>
  );
}
