/**
 * A non-destructive action: one press sends, "sending…" shows at once, the result stays
 * beside the button until the next press (operator principle 2). The shortcut is shown on
 * the button and bound while the button is mounted and enabled.
 */
import type { IpcResult } from '../../../shared/ipc/define';
import { NOT_NOW } from '../app/palette/palette-entry';
import { type PaletteMark, markedItem, usePaletteAction } from '../app/palette/use-palette';
import { ResultLine } from './ResultLine';
import { ariaShortcut, useShortcut } from './shortcut';
import { useSend } from './use-send';

export interface ActionButtonProps<T> {
  label: string;
  run: () => Promise<IpcResult<T>>;
  /** Shown on the button and bound globally: "F9", "Ctrl+Enter". */
  shortcut?: string;
  /** Words beside DONE, from the answer ("Split at 12:03:04"). */
  doneText?: (value: T) => string | null;
  /** Offered beside UNKNOWN. */
  onCheckStatus?: () => void;
  disabled?: boolean;
  variant?: 'primary' | 'default';
  /** Hide the in-place result (when the screen shows the result elsewhere). */
  hideResult?: boolean;
  /** Listed in the command palette while mounted; choosing it there is a press of this button. */
  palette?: PaletteMark;
  /** false: show only sending… and failures in place; the screen states a finished result itself (once). */
  showDone?: boolean;
  /** The whole words on hover, for a button kept in a fixed box that may cut its label. */
  title?: string;
}

export function ActionButton<T>(props: ActionButtonProps<T>) {
  const { label, run, shortcut, doneText, onCheckStatus, disabled = false, variant = 'default', hideResult, showDone = true } = props;
  const sender = useSend(run, doneText);
  const press = (): void => {
    if (!disabled) void sender.send();
  };
  useShortcut(shortcut, press, !disabled);
  usePaletteAction(markedItem(props.palette, label, { shortcut, unavailable: disabled ? NOT_NOW : null, run: press }));
  return (
    <span className="mc-action">
      <button
        type="button"
        className={`mc-btn${variant === 'primary' ? ' mc-btn--primary' : ''}`}
        onClick={press}
        disabled={disabled}
        title={props.title}
        aria-busy={sender.sending}
        aria-keyshortcuts={shortcut ? ariaShortcut(shortcut) : undefined}
      >
        {label}
        {shortcut ? (
          <kbd className="mc-kbd" aria-hidden="true">
            {shortcut}
          </kbd>
        ) : null}
      </button>
      {hideResult || (!showDone && sender.outcome.status === 'done') ? null : <ResultLine outcome={sender.outcome} onCheckStatus={onCheckStatus} />}
    </span>
  );
}
