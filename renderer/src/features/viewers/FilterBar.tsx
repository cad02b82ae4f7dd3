/**
 * The filter row above a Viewers grid: a form, so Enter searches. Fields are the
 * command's own criteria; problems come from the slice (catalog messages).
 */
import type { FormEvent, ReactNode } from 'react';
import { Field } from '../../components/Field';
import { AppOptions } from '../live/use-app-names';
import type { FilterProblems, TicketFilter } from '../../../../shared/domain/viewers/filters';

/** Placeholders read as examples ("e.g. …"), never as a value already typed; App offers the account's applications instead. */
export const TEXT_CRITERIA: Array<{ name: keyof TicketFilter; label: string; placeholder: string }> = [
  { name: 'key', label: 'Key', placeholder: 'e.g. cam_1.53ff…' },
  { name: 'app', label: 'App', placeholder: '' },
  { name: 'video', label: 'Video', placeholder: 'e.g. cam_1' },
  { name: 'ip', label: 'IP', placeholder: 'e.g. 203.0.113.7' },
  { name: 'pass', label: 'Pass', placeholder: '' },
];

/** The Viewers screens' one list of the account's applications (read once per screen). */
export const VIEWER_APPS = 'mv-apps';

export interface FilterBarProps<F extends TicketFilter> {
  /** Names the form for assistive tech: "Ticket filters". */
  label: string;
  filter: F;
  problems: FilterProblems;
  onChange(patch: Partial<F>): void;
  onSearch(): void;
  busy: boolean;
  /** Extra criteria (result, since) after the text ones. */
  children?: ReactNode;
}

export function FilterBar<F extends TicketFilter>({ label, filter, problems, onChange, onSearch, busy, children }: FilterBarProps<F>) {
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    onSearch();
  };
  return (
    <form className="mv-filters" aria-label={label} onSubmit={submit}>
      {TEXT_CRITERIA.map((c) => (
        <Field
          key={c.name}
          label={c.label}
          placeholder={c.placeholder || undefined}
          list={c.name === 'app' ? VIEWER_APPS : undefined}
          autoComplete={c.name === 'app' ? 'off' : undefined}
          value={filter[c.name]}
          error={problems[c.name]}
          spellCheck={false}
          onChange={(e) => onChange({ [c.name]: e.target.value } as Partial<F>)}
        />
      ))}
      <AppOptions id={VIEWER_APPS} />
      {children}
      <button type="submit" className="mc-btn mc-btn--primary" aria-busy={busy}>
        {busy ? 'Searching…' : 'Search'}
        <kbd className="mc-kbd" aria-hidden="true">
          Enter
        </kbd>
      </button>
    </form>
  );
}

/** Page size chooser for a server-paged grid's toolbar. */
export function PageSizeSelect({ value, onChange, sizes, label }: { value: number; onChange(n: number): void; sizes: readonly number[]; label: string }) {
  return (
    <select className="mc-select" aria-label={label} value={value} onChange={(e) => onChange(Number(e.target.value))}>
      {sizes.map((n) => (
        <option key={n} value={n}>
          {n} a page
        </option>
      ))}
    </select>
  );
}
