/**
 * A modal for a real choice (operator principles: dialogs are for real choices, not "are you sure?").
 * Native <dialog>: focus moves into it, Esc cancels, the page behind is inert.
 */
import { type ReactNode, useId } from 'react';
import { useModalDialog } from './use-modal-dialog';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDialog({ title, children, confirmLabel, cancelLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const ref = useModalDialog();
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      className="mc-dialog"
      aria-labelledby={titleId}
      data-keeps-armed=""
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId} className="mc-dialog__title">
        {title}
      </h2>
      <div>{children}</div>
      <div className="mc-dialog__actions">
        <button type="button" className="mc-btn" onClick={onCancel} autoFocus>
          {cancelLabel}
        </button>
        <button type="button" className="mc-btn mc-btn--primary" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
