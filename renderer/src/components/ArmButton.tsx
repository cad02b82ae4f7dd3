/**
 * A destructive live action, arm-then-fire (operator principle 4). First press arms: the
 * button turns amber, says the consequence in words and counts down; Esc, a click
 * elsewhere, an account switch or the countdown running out disarms; the second press
 * fires. While armed it is registered in the store, so the shell can ask before
 * switching accounts. The transitions are the pure machine in arm-machine.ts.
 */
import { useCallback, useEffect, useRef } from 'react';
import type { IpcResult } from '../../../shared/ipc/define';
import { NOT_NOW } from '../app/palette/palette-entry';
import { type PaletteMark, markedItem, usePaletteAction } from '../app/palette/use-palette';
import { useArm, useArmRegistration, useTicker } from './arm-hooks';
import { type ArmTiming, DEFAULT_ARM_TIMING, secondsLeft } from './arm-machine';
import { ResultLine } from './ResultLine';
import { ariaShortcut, useShortcut } from './shortcut';
import { useSend } from './use-send';
import './arm-box.css';

export interface ArmButtonProps<T> {
  /** The resting label: "Disconnect all". */
  label: string;
  /** Shown while armed: "Press again to disconnect all 6 pushes". */
  consequence: string;
  fire: () => Promise<IpcResult<T>>;
  shortcut?: string;
  doneText?: (value: T) => string | null;
  onCheckStatus?: () => void;
  disabled?: boolean;
  timing?: Partial<ArmTiming>;
  /** Told when the button arms and disarms, for a screen that previews the armed action. */
  onArmedChange?: (armed: boolean) => void;
  /** Hide the in-place result (the screen shows the answer elsewhere, e.g. as a board row's state). */
  hideResult?: boolean;
  /**
   * Why the action cannot be used now. Unlike `disabled`, the button stays in place and
   * focusable from script (aria-disabled; its title says why): a control under the pointer or
   * the focus never vanishes or moves. It is no Tab stop: Tab goes only to what can be used.
   */
  inactive?: string | null;
  /** A longer accessible name than the visible label ("Disconnect #503 …"). */
  name?: string;
  /** Listed in the command palette while mounted; choosing it there is a press of this button (it arms first). */
  palette?: PaletteMark;
}

export function ArmButton<T>(props: ArmButtonProps<T>) {
  const { label, consequence, fire, shortcut, doneText, onCheckStatus, onArmedChange, hideResult, name, inactive = null } = props;
  const disabled = (props.disabled ?? false) || inactive !== null;
  const timing = { ...DEFAULT_ARM_TIMING, ...props.timing };
  const sender = useSend(fire, doneText);
  const [arm, dispatch] = useArm(timing, () => void sender.send().finally(() => dispatch({ type: 'settled' })));
  const ref = useRef<HTMLButtonElement>(null);
  const disarm = useCallback(() => dispatch({ type: 'disarm' }), [dispatch]);
  useArmRegistration(arm, consequence, disarm, ref);
  const now = useTicker(arm.phase === 'armed', () => dispatch({ type: 'tick', now: Date.now() }));
  const press = (): void => {
    if (!disabled) dispatch({ type: 'press', now: Date.now() });
  };
  useShortcut(shortcut, press, !disabled);
  usePaletteAction(
    markedItem(props.palette, label, {
      shortcut,
      unavailable: inactive ?? (props.disabled ? NOT_NOW : null),
      armed: arm.phase === 'armed' ? { consequence, until: arm.until } : null,
      arms: true,
      run: () => (!disabled && dispatch({ type: 'press', now: Date.now() }).phase === 'armed' ? 'armed' : 'done'),
    }),
  );

  const armed = arm.phase === 'armed';
  const armedChanged = useRef(onArmedChange);
  armedChanged.current = onArmedChange;
  useEffect(() => {
    armedChanged.current?.(armed);
  }, [armed]);
  const left = secondsLeft(arm, now);
  return (
    <span className="mc-action">
      <button
        ref={ref}
        type="button"
        className={`mc-btn ${armed ? 'mc-btn--armed' : 'mc-btn--danger'}`}
        onClick={press}
        disabled={props.disabled}
        aria-disabled={inactive !== null || undefined}
        tabIndex={inactive !== null ? -1 : undefined}
        title={inactive ?? (armed ? consequence : undefined)}
        aria-busy={sender.sending}
        aria-keyshortcuts={shortcut ? ariaShortcut(shortcut) : undefined}
        aria-label={armed ? `${consequence}, ${left} s` : name}
        data-armed={armed || undefined}
      >
        {armed ? <span className="mc-arm-words">⚠ {consequence}</span> : label}
        {armed ? <span className="mc-countdown" aria-hidden="true">{left} s</span> : null}
        {shortcut && !armed ? <kbd className="mc-kbd" aria-hidden="true">{shortcut}</kbd> : null}
      </button>
      {hideResult ? null : <ResultLine outcome={sender.outcome} onCheckStatus={onCheckStatus} />}
    </span>
  );
}
