/**
 * The `?` list: every shortcut of the console, read from the one registry (SHORTCUTS) the
 * buttons and key handlers use. A native <dialog>: focus moves in, Esc closes it.
 *
 * It opens at its top: focus goes to its title (a list is read from the top), not to Close
 * at its foot — focusing Close scrolled a list taller than the window past its heading.
 * Close stays in view at the foot (sticky) while the list scrolls.
 */
import { useEffect, useRef } from 'react';
import { useModalDialog } from '../components/use-modal-dialog';
import { SHORTCUTS } from '../components/shortcut';

export function ShortcutList({ onClose }: { onClose: () => void }) {
  const ref = useModalDialog();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // After useModalDialog's effect has opened it (effects run in order).
    title.current?.focus({ preventScroll: true });
    ref.current?.scrollTo?.({ top: 0 });
  }, [ref]);
  return (
    <dialog ref={ref} className="mc-dialog mc-shortcuts" aria-labelledby="mc-shortcuts-title" onCancel={(e) => (e.preventDefault(), onClose())}>
      <h2 id="mc-shortcuts-title" className="mc-dialog__title" tabIndex={-1} ref={title}>Keyboard shortcuts</h2>
      <table className="mc-shortcuts__table" aria-label="Keyboard shortcuts">
        <tbody>
          {Object.entries(SHORTCUTS).map(([id, s]) => (
            <tr key={id}>
              <th scope="row"><kbd className="mc-kbd">{s.keys}</kbd></th>
              <td>{s.what}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mc-dialog__actions mc-shortcuts__actions">
        <button type="button" className="mc-btn" onClick={onClose}>Close</button>
      </div>
    </dialog>
  );
}
