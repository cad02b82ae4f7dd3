/**
 * The command palette: one field, one list. Typing ranks every registered entry (screens,
 * this screen's actions, sheets, accounts, console commands); ↑/↓ move, Enter runs, Esc
 * closes. A destructive action arms first — the list shows its consequence and countdown
 * as its button does — and Enter again fires it. ARIA: a dialog holding a combobox that
 * controls a listbox, the active option named by aria-activedescendant.
 */
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTicker } from '../../components/arm-hooks';
import { useModalDialog } from '../../components/use-modal-dialog';
import type { PaletteEntry } from './palette-entry';
import { PaletteOption } from './PaletteOption';
import { paletteEntries, usePaletteRegistry } from './palette-registry';
import { moveActive, rankEntries } from './palette-search';
import './palette.css';

interface Props {
  /** The current screen's name, to say whose actions are listed. */
  screenName: string | null;
  /** Closes the palette, then runs `then` (once the focus is back on the page). */
  onClose(then?: () => void): void;
}

export default function Palette({ screenName, onClose }: Props) {
  const ref = useModalDialog();
  const listId = useId();
  const regs = usePaletteRegistry((s) => s.regs);
  const [query, setQuery] = useState('');
  const shown = useMemo(() => rankEntries(paletteEntries(regs), query), [regs, query]);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const found = shown.findIndex((e) => e.id === activeId);
  const active = found >= 0 ? found : shown.length > 0 ? 0 : -1;
  const now = useTicker(shown.some((e) => e.armed), () => {});
  useRestoreFocus();
  const optionId = (i: number): string => `${listId}-${i}`;
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const choose = (e: PaletteEntry): void => {
    if (e.unavailable) return setNote(`${e.label}: ${e.unavailable}`);
    setNote(null);
    setActiveId(e.id);
    if (!e.arms) onClose(() => void e.run());
    else if (e.run() !== 'armed') onClose();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>): void => {
    const move = e.key === 'ArrowDown' ? 'down' : e.key === 'ArrowUp' ? 'up' : null;
    if (move) {
      e.preventDefault();
      setActiveId(shown[moveActive(active, move, shown.length)]?.id ?? null);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const entry = shown[active];
      if (entry) choose(entry);
    }
  };
  const armedActive = shown[active]?.armed;
  return (
    <dialog ref={ref} className="mc-dialog mc-palette" aria-label="Command palette" onCancel={(e) => (e.preventDefault(), onClose())} onClick={(e) => e.target === e.currentTarget && onClose()}>
      {/* Inside this box a press keeps an armed action armed (the confirm is here); the backdrop outside disarms. */}
      <div className="mc-palette__box" data-keeps-armed="">
        <input
          className="mc-input mc-palette__input"
          role="combobox"
          aria-label="Search screens, actions, sheets and accounts"
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          placeholder="Type a screen, an action or an account…"
          value={query}
          onChange={(e) => (setQuery(e.target.value), setActiveId(null), setNote(null))}
          onKeyDown={onKeyDown}
          autoFocus
          spellCheck={false}
        />
        <ul id={listId} className="mc-palette__list" role="listbox" aria-label="Commands">
          {shown.map((e, i) => (
            <PaletteOption key={e.id} entry={e} id={optionId(i)} active={i === active} screenName={screenName} now={now} onChoose={() => choose(e)} />
          ))}
        </ul>
        <p className="mc-palette__status" role="status">
          {note ?? (armedActive ? 'Enter again confirms · Esc disarms' : shown.length === 0 ? `Nothing matches “${query.trim()}”.` : null)}
        </p>
        <p className="mc-palette__help" aria-hidden="true">↑↓ move · Enter runs · Esc closes</p>
      </div>
    </dialog>
  );
}

/** Focus goes back where it was when the palette closes (if that control is still there). */
function useRestoreFocus(): void {
  // Read while rendering, before the field's autofocus takes the focus.
  const [before] = useState(() => document.activeElement);
  useEffect(
    () => () => {
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    },
    [before],
  );
}
