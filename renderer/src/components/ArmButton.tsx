/**
 * A destructive live action, arm-then-fire (UX.md principle 4). First press arms: the
 * button turns amber, says the consequence in words and counts down; Esc, a click
 * elsewhere, an account switch or the countdown running out disarms; the second press
 * fires. While armed it is registered in the store, so the shell can ask before
 * switching accounts. The transitions are the pure machine in arm-machine.ts.
 */
import { type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { IpcResult } from '../../../shared/ipc/define';
import { useMc } from '../stores/store';
import { type ArmEvent, type ArmState, type ArmTiming, DEFAULT_ARM_TIMING, IDLE, armStep, secondsLeft } from './arm-machine';
import { ResultLine } from './ResultLine';
import { ariaShortcut, useShortcut } from './shortcut';
import { useSend } from './use-send';

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
}

export function ArmButton<T>(props: ArmButtonProps<T>) {
  const { label, consequence, fire, shortcut, doneText, onCheckStatus, disabled = false } = props;
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

  const armed = arm.phase === 'armed';
  const left = secondsLeft(arm, now);
  return (
    <span className="mc-action">
      <button
        ref={ref}
        type="button"
        className={`mc-btn ${armed ? 'mc-btn--armed' : 'mc-btn--danger'}`}
        onClick={press}
        disabled={disabled}
        aria-busy={sender.sending}
        aria-keyshortcuts={shortcut ? ariaShortcut(shortcut) : undefined}
        aria-label={armed ? `${consequence} (${left} s)` : undefined}
        data-armed={armed || undefined}
      >
        {armed ? `⚠ ${consequence}` : label}
        {armed ? <span className="mc-countdown" aria-hidden="true">{left} s</span> : null}
        {shortcut && !armed ? <kbd className="mc-kbd" aria-hidden="true">{shortcut}</kbd> : null}
      </button>
      <ResultLine outcome={sender.outcome} onCheckStatus={onCheckStatus} />
    </span>
  );
}

/** The machine in a ref (events arrive from timers and listeners) mirrored into React state. */
function useArm(timing: ArmTiming, onFire: () => void): [ArmState, (e: ArmEvent) => void] {
  const [state, setState] = useState<ArmState>(IDLE);
  const ref = useRef<ArmState>(IDLE);
  const fireRef = useRef(onFire);
  fireRef.current = onFire;
  const timingRef = useRef(timing);
  timingRef.current = timing;
  const dispatch = useRef((e: ArmEvent) => {
    const step = armStep(ref.current, e, timingRef.current);
    ref.current = step.state;
    setState(step.state);
    if (step.fire) fireRef.current();
  }).current;
  return [state, dispatch];
}

/** While armed: visible to the shell, and disarmed by Esc, a click elsewhere or disarmAll. */
function useArmRegistration(arm: ArmState, consequence: string, disarm: () => void, ref: RefObject<HTMLButtonElement | null>) {
  const id = useId();
  const setArmed = useMc((s) => s.setArmed);
  const epoch = useMc((s) => s.disarmEpoch);
  const armed = arm.phase === 'armed';
  useEffect(() => {
    if (!armed) return;
    setArmed(id, consequence);
    const onKey = (e: KeyboardEvent): void => {
      if (e.key === 'Escape') disarm();
    };
    const onPointer = (e: PointerEvent): void => {
      const t = e.target instanceof Element ? e.target : null;
      if (t && (ref.current?.contains(t) || t.closest('[data-keeps-armed]'))) return;
      disarm();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      setArmed(id, null);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [armed, consequence, id, setArmed, disarm, ref]);
  const firstEpoch = useRef(epoch);
  useEffect(() => {
    if (epoch !== firstEpoch.current) disarm();
  }, [epoch, disarm]);
}

/** Re-renders about five times a second while armed, so the countdown moves. */
function useTicker(active: boolean, onTick: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  const tick = useRef(onTick);
  tick.current = onTick;
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => {
      setNow(Date.now());
      tick.current();
    }, 200);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}
