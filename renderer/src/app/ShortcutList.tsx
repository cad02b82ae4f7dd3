/**
 * The `?` list: every shortcut of the console, read from the one registry (SHORTCUTS) the
 * buttons and key handlers use. A native <dialog>: focus moves in, Esc closes it.
 */
import { useModalDialog } from '../components/use-modal-dialog';
import { SHORTCUTS } from '../components/shortcut';

export function ShortcutList({ onClose }: { onClose: () => void }) {
  const ref = useModalDialog();
  return (
    <dialog ref={ref} className="mc-dialog mc-shortcuts" aria-labelledby="mc-shortcuts-title" onCancel={(e) => (e.preventDefault(), onClose())}>
      <h2 id="mc-shortcuts-title" className="mc-dialog__title">Keyboard shortcuts</h2>
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
      <div className="mc-dialog__actions">
        <button type="button" className="mc-btn" onClick={onClose} autoFocus>Close</button>
      </div>
    </dialog>
  );
}
