/**
 * Opens a native <dialog> as a modal when it mounts: focus moves in, the page behind is
 * inert and Esc raises `cancel`. (happy-dom has no showModal; the open attribute stands in.)
 */
import { type RefObject, useEffect, useRef } from 'react';

export function useModalDialog(): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
    }
  }, []);
  return ref;
}
