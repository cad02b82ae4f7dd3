/**
 * One row of the palette: the label (or, while armed, the consequence and its countdown —
 * the same words and name as the armed button), a detail, the kind, the shortcut.
 */
import { secondsLeft } from '../../components/arm-machine';
import { PALETTE_GROUPS, type PaletteEntry } from './palette-entry';

interface Props {
  entry: PaletteEntry;
  id: string;
  active: boolean;
  /** The current screen's name: "Live action" says whose action it is. */
  screenName: string | null;
  now: number;
  onChoose(): void;
}

export function PaletteOption({ entry: e, id, active, screenName, now, onChoose }: Props) {
  const kind = e.group === 'action' && screenName ? `${screenName} action` : PALETTE_GROUPS[e.group].word;
  const left = e.armed ? secondsLeft({ phase: 'armed', armedAt: 0, until: e.armed.until }, now) : 0;
  // The name holds every word the row shows, in order (a voice user says what is seen).
  const shown = e.unavailable ? `${kind} · not now` : kind;
  const keys = e.shortcut ? `, ${e.shortcut}` : '';
  const name = e.armed ? `${e.armed.consequence}, ${left} s — ${shown}${keys}` : `${e.label}${e.detail ? `, ${e.detail}` : ''} — ${shown}${keys}`;
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      aria-disabled={e.unavailable ? true : undefined}
      aria-label={name}
      aria-keyshortcuts={e.shortcut}
      className={`mc-palette__option${e.armed ? ' mc-palette__option--armed' : ''}`}
      // The field keeps the focus (and the typed text); a click only chooses.
      onMouseDown={(m) => m.preventDefault()}
      onClick={onChoose}
    >
      {/* The spaces between the parts are not drawn (a flex row), but a reader of the row's
          text sees words apart: "…example rehearsal fault", never "…examplerehearsal". */}
      <span className="mc-palette__label">{e.armed ? `⚠ ${e.armed.consequence}` : e.label}</span>{' '}
      {e.armed ? <span className="mc-countdown">{left} s</span> : e.detail ? <span className="mc-palette__detail">{e.detail}</span> : null}{' '}
      <span className="mc-palette__kind">{shown}</span>{' '}
      {e.shortcut ? <kbd className="mc-kbd">{e.shortcut}</kbd> : null}
    </li>
  );
}
