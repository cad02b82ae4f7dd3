/**
 * The run view's keys and the arm window's upkeep: GO (configurable, F10 by default),
 * skip, back, jump; while a cue is armed the countdown ticks, Esc or the shell's
 * disarm-all disarms it, and the shell knows it is armed (to ask before an account switch).
 */
import { type RefObject, useEffect, useRef, useState } from 'react';
import { SHORTCUTS, useShortcut } from '../../components/shortcut';
import { useMc } from '../../stores/store';

const GO_KEY = 'mc.sheets.goKey';
export const GO_KEYS = ['F10', 'F8', 'F12', 'Ctrl+Enter'] as const;

export function useGoKey(): [string, (k: string) => void] {
  const [key, setKey] = useState(() => {
    const saved = localStorage.getItem(GO_KEY);
    return saved !== null && (GO_KEYS as readonly string[]).includes(saved) ? saved : SHORTCUTS.sheetGo.keys;
  });
  return [key, (k) => {
    localStorage.setItem(GO_KEY, k);
    setKey(k);
  }];
}

export function useRunKeys(goKey: string, consequence: string | null, jumpField: RefObject<HTMLInputElement | null>): void {
  const press = useMc.getState().runPress;
  useShortcut(goKey, () => press({ type: 'go', now: Date.now() }));
  useShortcut(SHORTCUTS.sheetSkip.keys, () => press({ type: 'skip' }));
  useShortcut(SHORTCUTS.sheetBack.keys, () => press({ type: 'back' }));
  useShortcut(SHORTCUTS.sheetJump.keys, () => jumpField.current?.focus());
  const armed = consequence !== null;
  const setArmed = useMc((s) => s.setArmed);
  const epoch = useMc((s) => s.disarmEpoch);
  const firstEpoch = useRef(epoch);
  useEffect(() => {
    if (epoch !== firstEpoch.current) press({ type: 'disarm' });
    firstEpoch.current = epoch;
  }, [epoch, press]);
  useEffect(() => {
    if (!armed) return;
    setArmed('sheet-run', consequence);
    const timer = setInterval(() => press({ type: 'tick', now: Date.now() }), 200);
    const onKey = (e: KeyboardEvent): void => {
      if (e.key === 'Escape') press({ type: 'disarm' });
    };
    document.addEventListener('keydown', onKey);
    return () => {
      setArmed('sheet-run', null);
      clearInterval(timer);
      document.removeEventListener('keydown', onKey);
    };
  }, [armed, consequence, press, setArmed]);
}
