/**
 * "—" for a value that is missing or that the decoder could not read, always with the raw
 * value the server sent on hover (title), so nothing is hidden behind a dash.
 */
import type { CustomCellRendererProps } from 'ag-grid-react';
import { rawValueTitle } from '../../../shared/domain/format';

export function NoValue({ raw }: { raw: unknown }) {
  return (
    <span className="mc-novalue" title={rawValueTitle(raw)}>
      —
    </span>
  );
}

/** The raw value of `field` when the decoder marked it unreadable on this record. */
export function unreadableRaw(record: unknown, field: string | undefined): { found: boolean; raw?: unknown } {
  const marks = (record as { unreadable?: Record<string, unknown> } | null | undefined)?.unreadable;
  if (!marks || field === undefined || !Object.prototype.hasOwnProperty.call(marks, field)) return { found: false };
  return { found: true, raw: marks[field] };
}

/** A value, or "—" with the raw value on hover when it is absent or was unreadable. */
export function ValueOrDash({ record, field, value }: { record?: unknown; field?: string; value: unknown }) {
  const mark = unreadableRaw(record, field);
  if (mark.found) return <NoValue raw={mark.raw} />;
  if (value === null || value === undefined || value === '') return <NoValue raw={value} />;
  return <>{String(value)}</>;
}

/** Grid cell: "—" with the raw value (the unreadable one when marked, else the cell's own). */
export function NoValueCell(p: CustomCellRendererProps) {
  const mark = unreadableRaw(p.data, p.colDef?.field);
  return <NoValue raw={mark.found ? mark.raw : p.value} />;
}
