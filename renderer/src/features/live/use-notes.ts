/** The board's notes still true now: re-checked every second while any is up (board-notes.ts holds the rule). */
import { useEffect, useState } from 'react';
import { useMc } from '../../stores/store';
import { type LiveNote, noteHolds } from './board-notes';

const NO_NOTES: LiveNote[] = [];

export function useNotesInForce(): LiveNote[] {
  const notes = useMc((s) => s.live.notes);
  const rows = useMc((s) => s.live.snapshot?.board);
  const [, setTick] = useState(0);
  useEffect(() => {
    if (notes.length === 0) return undefined;
    const t = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(t);
  }, [notes.length]);
  if (notes.length === 0) return NO_NOTES;
  const now = Date.now();
  return notes.filter((n) => noteHolds(n, rows ?? [], now));
}
