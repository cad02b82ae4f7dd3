/** The React side of the arm machine: state in a ref, registration in the store, the countdown tick. */
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useMc } from '../stores/store';
import { type ArmEvent, type ArmState, type ArmTiming, IDLE, armStep } from './arm-machine';

/** The machine in a ref (events arrive from timers and listeners) mirrored into React state; dispatch returns the new state. */
export function useArm(timing: ArmTiming, onFire: () => void): [ArmState, (e: ArmEvent) => ArmState] {
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
    return step.state;
  }).current;
  return [state, dispatch];
}

/** While armed: visible to the shell, and disarmed by Esc, a click elsewhere or disarmAll. */
export function useArmRegistration(arm: ArmState, consequence: string, disarm: () => void, ref: RefObject<HTMLButtonElement | null>) {
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
export function useTicker(active: boolean, onTick: () => void): number {
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
