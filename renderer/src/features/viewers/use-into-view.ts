/**
 * Brings an element into view when `when` changes to a new value (not on mount): a result
 * that appears below the fold of a scrolling side column is scrolled to, so the operator
 * sees what the press they just made produced. `block: 'nearest'` moves no more than needed.
 */
import { type RefObject, useEffect, useRef } from 'react';

export function useIntoView<E extends HTMLElement>(when: unknown): RefObject<E | null> {
  const ref = useRef<E>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (when === null || when === undefined) return;
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [when]);
  return ref;
}
