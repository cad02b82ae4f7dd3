/**
 * A labelled input with a specific error beneath it (never a bare "invalid"). The error
 * is linked with aria-describedby and marks the input aria-invalid. Times that the user
 * types in UTC say so in the label (pass `utc`).
 */
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  /** The specific message, e.g. "the account id (cdn) is a whole number". */
  error?: string | null;
  hint?: ReactNode;
  /** Marks the label " (UTC)": the API speaks UTC. */
  utc?: boolean;
  /** Replace the input with a custom control (gets the same id via render prop). */
  render?: (a11y: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode;
}

export function Field({ label, error, hint, utc, render, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const a11y = { id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy };
  return (
    <div className="mc-field">
      <label className="mc-field__label" htmlFor={id}>
        {label}
        {utc ? ' (UTC)' : ''}
      </label>
      {render ? render(a11y) : <input className="mc-input" {...input} {...a11y} />}
      {hint ? (
        <span className="mc-field__hint" id={hintId}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span className="mc-field__error" id={errorId}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
